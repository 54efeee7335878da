import { graphQLFailureOf } from '@/lib/graphql-failure';

/**
 * The server's message when a request was refused by a rate limit (a GraphQL error with code TOO_MANY_REQUESTS,
 * e.g. too many forms from one address), or null for any other failure. Forms show it and keep what was typed.
 */
export function tooManyRequestsMessage(error: unknown): string | null {
  const failure = graphQLFailureOf(error);
  return failure?.code === 'TOO_MANY_REQUESTS' ? failure.message : null;
}

/** Runs a mutation; a rate-limit refusal resolves as `onLimited(message)`, every other failure rejects as before. */
export async function orTooManyRequests<T, L>(
  run: () => Promise<T>,
  onLimited: (message: string) => L,
): Promise<T | L> {
  try {
    return await run();
  } catch (error) {
    const message = tooManyRequestsMessage(error);
    if (message === null) throw error;
    return onLimited(message);
  }
}
