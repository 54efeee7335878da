/** Placeholder while a page's code or data loads. */
export function PageLoader({ label = 'Laster...' }: { label?: string }) {
  return (
    <div className="container section" role="status" aria-live="polite">
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', color: 'var(--color-muted)' }}>
        <span className="spinner" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  );
}
