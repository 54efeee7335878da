import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { orTooManyRequests } from '@/lib/rate-limit';

export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      __typename
      ... on NewsletterSubscribed {
        email
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
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
        () => mutate({ variables: { email } }),
        (message) => ({ status: 'invalid', message }) as const,
      );
      if ('status' in sent) return sent;
      const { data } = sent;
      const result = data?.subscribeNewsletter;
      if (result?.__typename === 'NewsletterSubscribed') return { status: 'subscribed' };
      if (result?.__typename === 'ValidationError') {
        return { status: 'invalid', message: result.fieldErrors[0]?.message ?? result.message };
      }
      throw new Error('Unexpected subscribeNewsletter result');
    },
    [mutate],
  );
}
