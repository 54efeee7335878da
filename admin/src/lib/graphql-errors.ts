import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ServerRefusal {
  /** The server's Norwegian message (what to show). */
  message: string;
  /** Field name → Norwegian message (BAD_USER_INPUT), empty otherwise. */
  fieldErrors: Record<string, string>;
}

/** What the API said when it refused a call: its message and the field errors, for a form to show. */
export function serverRefusal(error: unknown, fallback = 'Noe gikk galt. Prøv igjen.'): ServerRefusal {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const raw = first?.extensions?.fieldErrors;
    const fieldErrors =
      raw && typeof raw === 'object'
        ? Object.fromEntries(Object.entries(raw as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
        : {};
    return { message: first?.message ?? fallback, fieldErrors };
  }
  return { message: fallback, fieldErrors: {} };
}
