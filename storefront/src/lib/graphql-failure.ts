import { CombinedGraphQLErrors } from '@apollo/client';
import { readGraphQLFailure, type GraphQLFailure } from '@russ/schema/common/graphql-failure';
import type { FieldErrorMap } from '@/lib/field-errors';

/**
 * The one way the storefront reads a refused GraphQL call: every mutation answers its payload or throws a typed
 * error (api/src/graphql/errors.ts), read by `readGraphQLFailure`. The first GraphQL error of `error`, or null when
 * the call failed otherwise (network, unexpected answer).
 */
export function graphQLFailureOf(error: unknown): GraphQLFailure | null {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return null;
  return readGraphQLFailure(error.errors[0]!);
}

/** A form's answer when the server rejected what was typed: the message and one message per field. */
export interface InvalidInput {
  status: 'invalid';
  message: string;
  fieldErrors: FieldErrorMap;
}

/**
 * Runs a mutation; when the server rejects the input (BAD_USER_INPUT) it resolves as `InvalidInput` with the field
 * messages, every other failure rejects as before.
 */
export async function orInvalidInput<T>(run: () => Promise<T>): Promise<T | InvalidInput> {
  try {
    return await run();
  } catch (error) {
    const failure = graphQLFailureOf(error);
    if (failure?.code !== 'BAD_USER_INPUT') throw error;
    return { status: 'invalid', message: failure.message, fieldErrors: failure.fieldErrors };
  }
}
