import { useMutation, useQuery } from '@apollo/client/react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';

export const ContactDetailFragment = graphql(`
  fragment ContactDetail on Contact {
    ...ContactFields
    replies {
      id
      body
      staffUsername
      createdAt
    }
  }
`);

const ContactDocument = graphql(`
  query Contact($id: ID!) {
    contact(id: $id) {
      ...ContactDetail
    }
  }
`);

const AnswerContactDocument = graphql(`
  mutation AnswerContact($id: ID!, $body: String!) {
    answerContact(id: $id, body: $body) {
      __typename
      contact {
        ...ContactDetail
      }
    }
  }
`);

export function useContact(id: string) {
  return useQuery(ContactDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

/** `Svar`: the answer is stored with the message and mailed to the sender. */
export function useAnswerContact() {
  // The result carries the contact with its answers; only the Historikk is read again.
  const [answer, state] = useMutation(AnswerContactDocument, refetchHistory);
  return {
    answer: (id: string, body: string) => answer({ variables: { id, body } }),
    busy: state.loading,
  };
}
