import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { FieldErrorMap } from '@/lib/field-errors';
import { orInvalidInput } from '@/lib/graphql-failure';

/** GET route of the data export (a JSON attachment the browser downloads). */
export function dataExportUrl(email: string): string {
  return `/api/customer/export/${encodeURIComponent(email)}`;
}

export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

/** Ends every session of the customer, this one included. */
export function useSignOutEverywhere() {
  const [mutate] = useMutation(SignOutEverywhereMutation);
  return useCallback(async () => {
    const { data } = await mutate();
    if (!data?.signOutEverywhere) throw new Error('signOutEverywhere failed');
  }, [mutate]);
}

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($confirmEmail: String!) {
    deleteAccount(confirmEmail: $confirmEmail) {
      __typename
      email
      ordersKept
      invoicesKept
    }
  }
`);

export type DeleteOutcome =
  { status: 'deleted'; ordersKept: number; invoicesKept: number } | { status: 'invalid'; fieldErrors: FieldErrorMap };

/** Deletes the account after the customer typed their e-mail; the session cookie is cleared by the server. */
export function useDeleteAccount() {
  const [mutate] = useMutation(DeleteAccountMutation);
  return useCallback(
    async (confirmEmail: string): Promise<DeleteOutcome> => {
      const sent = await orInvalidInput(() => mutate({ variables: { confirmEmail } }));
      if ('status' in sent) return { status: 'invalid', fieldErrors: sent.fieldErrors };
      const result = sent.data?.deleteAccount;
      if (!result) throw new Error('Empty answer from the server');
      return { status: 'deleted', ordersKept: result.ordersKept, invoicesKept: result.invoicesKept };
    },
    [mutate],
  );
}
