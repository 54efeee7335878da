import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { ReturnRequestInput } from '@/gql/graphql';
import { toFieldErrorMap, type FieldErrorMap } from '@/lib/field-errors';

export const RequestReturnMutation = graphql(`
  mutation RequestReturn($input: ReturnRequestInput!) {
    requestReturn(input: $input) {
      __typename
      ... on ReturnRequested {
        returns {
          id
        }
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

export type RequestReturnOutcome =
  { status: 'filed'; count: number } | { status: 'invalid'; message: string; fieldErrors: FieldErrorMap };

/** Files a return for lines of a delivered order; field messages come back in Norwegian from the server. */
export function useRequestReturn() {
  const [mutate, { loading }] = useMutation(RequestReturnMutation);
  const requestReturn = useCallback(
    async (input: ReturnRequestInput): Promise<RequestReturnOutcome> => {
      const { data } = await mutate({ variables: { input } });
      const result = data?.requestReturn;
      if (result?.__typename === 'ReturnRequested') return { status: 'filed', count: result.returns.length };
      if (result?.__typename === 'ValidationError') {
        return { status: 'invalid', message: result.message, fieldErrors: toFieldErrorMap(result.fieldErrors) };
      }
      throw new Error('Unexpected requestReturn result');
    },
    [mutate],
  );
  return { requestReturn, sending: loading };
}
