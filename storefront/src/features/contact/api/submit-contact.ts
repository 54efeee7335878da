import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { ContactInput } from '@/gql/graphql';
import { toFieldErrorMap, type FieldErrorMap } from '@/lib/field-errors';
import { orTooManyRequests } from '@/lib/rate-limit';

export const SubmitContactMutation = graphql(`
  mutation SubmitContact($input: ContactInput!) {
    submitContact(input: $input) {
      __typename
      ... on ContactSubmitted {
        id
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

export type ContactFormValues = ContactInput;

export type SubmitContactOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; message: string; fieldErrors: FieldErrorMap }
  | { status: 'limited'; message: string };

/** Sends the contact form. Resolves with the outcome; rejects when the request itself failed. */
export function useSubmitContact() {
  const [mutate, { loading }] = useMutation(SubmitContactMutation);
  const submitContact = useCallback(
    async (input: ContactInput): Promise<SubmitContactOutcome> => {
      const sent = await orTooManyRequests(
        () => mutate({ variables: { input } }),
        (message) => ({ status: 'limited', message }) as const,
      );
      if ('status' in sent) return sent;
      const { data } = sent;
      const result = data?.submitContact;
      if (result?.__typename === 'ContactSubmitted') return { status: 'sent' };
      if (result?.__typename === 'ValidationError') {
        return { status: 'invalid', message: result.message, fieldErrors: toFieldErrorMap(result.fieldErrors) };
      }
      throw new Error('Unexpected submitContact result');
    },
    [mutate],
  );
  return { submitContact, sending: loading };
}
