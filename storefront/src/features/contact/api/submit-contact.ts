import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { ContactInput } from '@/gql/graphql';
import type { FieldErrorMap } from '@/lib/field-errors';
import { orInvalidInput } from '@/lib/graphql-failure';
import { orTooManyRequests } from '@/lib/rate-limit';

export const SubmitContactMutation = graphql(`
  mutation SubmitContact($input: ContactInput!) {
    submitContact(input: $input) {
      __typename
      id
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
        () => orInvalidInput(() => mutate({ variables: { input } })),
        (message) => ({ status: 'limited', message }) as const,
      );
      return 'status' in sent ? sent : { status: 'sent' };
    },
    [mutate],
  );
  return { submitContact, sending: loading };
}
