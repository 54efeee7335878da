/**
 * The one failure protocol of the GraphQL API (api/src/graphql/errors.ts), read the same way by the storefront and
 * the admin console: a refused call carries the server's Norwegian message and, in `extensions`, its `code`
 * (BAD_USER_INPUT, NOT_FOUND, CONFLICT, TOO_MANY_REQUESTS, UNAUTHENTICATED, …), the field messages of BAD_USER_INPUT
 * (`fieldErrors`: field path → message) and, where the server gives one, a `reason` (e.g. SIGN_IN_REFUSED: 'expired').
 */
export interface GraphQLFailure {
  code: string | null;
  message: string;
  fieldErrors: Record<string, string>;
  reason: string | null;
}

/** What a GraphQL error in a response carries (each client's error type has at least this). */
export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown> | null;
}

/** Reads one GraphQL error of the API: anything that is not a string where a string belongs is left out. */
export function readGraphQLFailure(error: GraphQLErrorLike): GraphQLFailure {
  const raw = error.extensions?.fieldErrors;
  const fieldErrors: Record<string, string> = {};
  if (raw && typeof raw === 'object') {
    for (const [field, message] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof message === 'string') fieldErrors[field] = message;
    }
  }
  const { code, reason } = error.extensions ?? {};
  return {
    code: typeof code === 'string' ? code : null,
    message: error.message,
    fieldErrors,
    reason: typeof reason === 'string' ? reason : null,
  };
}
