import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { orInvalidInput } from '@/lib/graphql-failure';
import type { DesignChangeOutcome } from './design-details';

export const ApproveDesignProofMutation = graphql(`
  mutation ApproveDesignProof($id: ID!) {
    approveDesignProof(id: $id) {
      __typename
      id
      status
      canAnswerProof
    }
  }
`);

export const RequestDesignChangesMutation = graphql(`
  mutation RequestDesignChanges($id: ID!, $input: RequestDesignChangesInput!) {
    requestDesignChanges(id: $id, input: $input) {
      __typename
      id
      status
      changeRequest
      canAnswerProof
    }
  }
`);

/** A proof answer's outcome: 'saved', or 'invalid' with the server's field messages. */
function outcomeOf(run: () => Promise<unknown>): Promise<DesignChangeOutcome> {
  return orInvalidInput(() => run().then(() => ({ status: 'saved' }) as const));
}

/** `Godkjenn korrektur` and `Be om endringer`: the customer's answer to the shop's latest proof. */
export function useAnswerProof() {
  const [approve, approving] = useMutation(ApproveDesignProofMutation);
  const [requestChanges, requesting] = useMutation(RequestDesignChangesMutation);
  const approveProof = useCallback(async (id: string) => outcomeOf(() => approve({ variables: { id } })), [approve]);
  const askForChanges = useCallback(
    async (id: string, note: string) => outcomeOf(() => requestChanges({ variables: { id, input: { note } } })),
    [requestChanges],
  );
  return { approveProof, askForChanges, answering: approving.loading || requesting.loading };
}
