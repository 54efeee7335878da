import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * What a failed GraphQL call tells staff: the API's Norwegian message and, for BAD_USER_INPUT, its field errors
 * (`extensions.fieldErrors`: field path → message, api/src/graphql/errors.ts).
 */
export interface GraphQLFailure {
  code: string | null;
  message: string;
  fieldErrors: Record<string, string>;
  /** `extensions.reason` where the server gives one (e.g. SIGN_IN_REFUSED: 'expired'). */
  reason: string | null;
}

const FALLBACK = 'Noe gikk galt. Prøv igjen.';

/** `fallback` is shown when the failure carries no message of the server's (network errors, unexpected answers). */
export function graphQLFailureOf(error: unknown, fallback = FALLBACK): GraphQLFailure {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) {
    return { code: null, message: fallback, fieldErrors: {}, reason: null };
  }
  const first = error.errors[0]!;
  const raw = first.extensions?.fieldErrors;
  const fieldErrors: Record<string, string> = {};
  if (raw && typeof raw === 'object') {
    for (const [field, message] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof message === 'string') fieldErrors[field] = message;
    }
  }
  const { code, reason } = first.extensions ?? {};
  return {
    code: typeof code === 'string' ? code : null,
    message: first.message || fallback,
    fieldErrors,
    reason: typeof reason === 'string' ? reason : null,
  };
}

/**
 * What a one-field step shows when the server rejected its input (BAD_USER_INPUT): the first field message, else
 * the overall one; null for any other failure.
 */
export function inputRefusalOf(error: unknown): string | null {
  const failure = graphQLFailureOf(error);
  if (failure.code !== 'BAD_USER_INPUT') return null;
  return Object.values(failure.fieldErrors)[0] ?? failure.message;
}
