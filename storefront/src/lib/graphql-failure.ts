import { CombinedGraphQLErrors } from '@apollo/client';
import type { FieldErrorMap } from '@/lib/field-errors';

/**
 * The one way the storefront reads a refused GraphQL call. Every mutation answers its payload or throws a typed
 * error (api/src/graphql/errors.ts): the server's Norwegian message, `extensions.code` (BAD_USER_INPUT,
 * NOT_FOUND, CONFLICT, TOO_MANY_REQUESTS, UNAUTHENTICATED, …), the field messages of BAD_USER_INPUT
 * (`extensions.fieldErrors`) and, for a refused group action, its `extensions.reason`.
 */
export interface GraphQLFailure {
  code: string | null;
  message: string;
  fieldErrors: FieldErrorMap;
  reason: string | null;
}

/** The first GraphQL error of `error`, or null when the call failed otherwise (network, unexpected answer). */
export function graphQLFailureOf(error: unknown): GraphQLFailure | null {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return null;
  const first = error.errors[0]!;
  const fieldErrors: FieldErrorMap = {};
  const raw = first.extensions?.fieldErrors;
  if (raw && typeof raw === 'object') {
    for (const [field, message] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof message === 'string') fieldErrors[field] = message;
    }
  }
  const { code, reason } = first.extensions ?? {};
  return {
    code: typeof code === 'string' ? code : null,
    message: first.message,
    fieldErrors,
    reason: typeof reason === 'string' ? reason : null,
  };
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
