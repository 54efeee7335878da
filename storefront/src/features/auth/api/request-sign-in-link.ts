import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';

export const RequestSignInLinkMutation = graphql(`
  mutation RequestSignInLink($email: String!, $returnTo: String) {
    requestSignInLink(email: $email, returnTo: $returnTo) {
      __typename
      ... on SignInLinkRequested {
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
      const { data } = await mutate({ variables: { email, returnTo: returnTo ?? null } });
      const result = data?.requestSignInLink;
      if (result?.__typename === 'SignInLinkRequested') return { status: 'requested' };
      if (result?.__typename === 'ValidationError') {
        return { status: 'invalid', message: result.fieldErrors[0]?.message ?? result.message };
      }
      throw new Error('Unexpected requestSignInLink result');
    },
    [mutate],
  );
}
