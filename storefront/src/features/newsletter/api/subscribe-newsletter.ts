import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { orInvalidInput } from '@/lib/graphql-failure';
import { orTooManyRequests } from '@/lib/rate-limit';

export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      __typename
      email
    }
  }
`);

export type SubscribeNewsletterOutcome = { status: 'subscribed' } | { status: 'invalid'; message: string };

/**
 * Signs an address up for the newsletter. The server sends a confirmation mail (double opt-in); the answer
 * is the same whether or not the address was already on the list.
 */
export function useSubscribeNewsletter() {
  const [mutate] = useMutation(SubscribeNewsletterMutation);
  return useCallback(
    async (email: string): Promise<SubscribeNewsletterOutcome> => {
      const sent = await orTooManyRequests(
        () => orInvalidInput(() => mutate({ variables: { email } })),
        (message) => ({ status: 'invalid', message }) as const,
      );
      if (!('status' in sent)) return { status: 'subscribed' };
      if (sent.status === 'invalid' && 'fieldErrors' in sent) {
        return { status: 'invalid', message: Object.values(sent.fieldErrors)[0] ?? sent.message };
      }
      return sent;
    },
    [mutate],
  );
}
