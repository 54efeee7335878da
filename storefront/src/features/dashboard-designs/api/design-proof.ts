import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { toFieldErrorMap } from '@/lib/field-errors';
import type { DesignChangeOutcome } from './design-details';

export const ApproveDesignProofMutation = graphql(`
  mutation ApproveDesignProof($id: ID!) {
    approveDesignProof(id: $id) {
      __typename
      ... on Design {
        id
        status
        canAnswerProof
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

export const RequestDesignChangesMutation = graphql(`
  mutation RequestDesignChanges($id: ID!, $input: RequestDesignChangesInput!) {
    requestDesignChanges(id: $id, input: $input) {
      __typename
      ... on Design {
        id
        status
        changeRequest
        canAnswerProof
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

type Answer =
  | { __typename: 'Design' }
  | { __typename: 'ValidationError'; message: string; fieldErrors: Array<{ field: string; message: string }> }
  | undefined;

function outcomeOf(result: Answer): DesignChangeOutcome {
  if (result?.__typename === 'Design') return { status: 'saved' };
  if (result?.__typename === 'ValidationError') {
    return { status: 'invalid', message: result.message, fieldErrors: toFieldErrorMap(result.fieldErrors) };
  }
  throw new Error('Unexpected proof answer');
}

/** `Godkjenn korrektur` and `Be om endringer`: the customer's answer to the shop's latest proof. */
export function useAnswerProof() {
  const [approve, approving] = useMutation(ApproveDesignProofMutation);
  const [requestChanges, requesting] = useMutation(RequestDesignChangesMutation);
  const approveProof = useCallback(
    async (id: string) => outcomeOf((await approve({ variables: { id } })).data?.approveDesignProof),
    [approve],
  );
  const askForChanges = useCallback(
    async (id: string, note: string) =>
      outcomeOf((await requestChanges({ variables: { id, input: { note } } })).data?.requestDesignChanges),
    [requestChanges],
  );
  return { approveProof, askForChanges, answering: approving.loading || requesting.loading };
}
