import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { orInvalidInput } from '@/lib/graphql-failure';

export const RequestSignInLinkMutation = graphql(`
  mutation RequestSignInLink($email: String!, $returnTo: String) {
    requestSignInLink(email: $email, returnTo: $returnTo) {
      __typename
      email
    }
  }
`);

export type RequestSignInLinkOutcome = { status: 'requested' } | { status: 'invalid'; message: string };

/**
 * Asks the server to mail a one-time sign-in link. The answer never says whether the address belongs to a
 * member, so the page shows the same message for every address. `returnTo` is the page the link leads back to
 * (the server keeps it only when it is a same-origin path).
 */
export function useRequestSignInLink() {
  const [mutate] = useMutation(RequestSignInLinkMutation);
  return useCallback(
    async (email: string, returnTo?: string | null): Promise<RequestSignInLinkOutcome> => {
      const sent = await orInvalidInput(() => mutate({ variables: { email, returnTo: returnTo ?? null } }));
      if (!('status' in sent)) return { status: 'requested' };
      return { status: 'invalid', message: Object.values(sent.fieldErrors)[0] ?? sent.message };
    },
    [mutate],
  );
}
