import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';

export const RequestSignInLinkMutation = graphql(`
  mutation RequestSignInLink($email: String!) {
    requestSignInLink(email: $email) {
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
 * member, so the page shows the same message for every address.
 */
export function useRequestSignInLink() {
  const [mutate] = useMutation(RequestSignInLinkMutation);
  return useCallback(
    async (email: string): Promise<RequestSignInLinkOutcome> => {
      const { data } = await mutate({ variables: { email } });
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
