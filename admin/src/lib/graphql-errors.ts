import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { readGraphQLFailure, type GraphQLFailure } from '@russ/schema/common/graphql-failure';

const FALLBACK = 'Noe gikk galt. Prøv igjen.';

/**
 * What a failed GraphQL call tells staff (the one failure protocol, read by `readGraphQLFailure`). `fallback` is
 * shown when the failure carries no message of the server's (network errors, unexpected answers).
 */
export function graphQLFailureOf(error: unknown, fallback = FALLBACK): GraphQLFailure {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) {
    return { code: null, message: fallback, fieldErrors: {}, reason: null };
  }
  const failure = readGraphQLFailure(error.errors[0]!);
  return { ...failure, message: failure.message || fallback };
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
