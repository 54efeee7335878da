import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { ReturnRequestInput } from '@/gql/graphql';
import type { FieldErrorMap } from '@/lib/field-errors';
import { orInvalidInput } from '@/lib/graphql-failure';

export const RequestReturnMutation = graphql(`
  mutation RequestReturn($input: ReturnRequestInput!) {
    requestReturn(input: $input) {
      __typename
      returns {
        id
      }
    }
  }
`);

export type RequestReturnOutcome =
  { status: 'filed'; count: number } | { status: 'invalid'; message: string; fieldErrors: FieldErrorMap };

/** Files a return for lines of a delivered order; field messages come back in Norwegian from the server. */
export function useRequestReturn() {
  const [mutate, { loading }] = useMutation(RequestReturnMutation);
  const requestReturn = useCallback(
    async (input: ReturnRequestInput): Promise<RequestReturnOutcome> => {
      const sent = await orInvalidInput(() => mutate({ variables: { input } }));
      if ('status' in sent) return sent;
      const result = sent.data?.requestReturn;
      if (!result) throw new Error('Empty answer from the server');
      return { status: 'filed', count: result.returns.length };
    },
    [mutate],
  );
  return { requestReturn, sending: loading };
}
