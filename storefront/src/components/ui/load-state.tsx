/**
 * What a part of the customer area shows until its data is there: 'Laster …' as a status while it loads, or, when
 * loading failed, the failure as an alert.
 */
export function LoadState({ failed, loading, failure }: { failed: boolean; loading: string; failure: string }) {
  return failed ? (
    <p role="alert">{failure}</p>
  ) : (
    <p className="muted" role="status">
      {loading}
    </p>
  );
}
