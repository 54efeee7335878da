import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { addressInput } from '@russ/schema/addresses/address.validators';
import type { AddressType } from '@russ/schema/addresses/addresses';
import { graphql } from '@/gql';
import { toFieldErrorMap, type FieldErrorMap } from '@/lib/field-errors';
import { orInvalidInput } from '@/lib/graphql-failure';
import { refreshProfileTab } from './get-profile';

/** The address form's values as typed. */
export type AddressFormValues = {
  type: AddressType;
  name: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  isDefault: boolean;
};

/** Checks the form with the server's validator; field messages, or null when valid. */
export function validateAddress(values: AddressFormValues): FieldErrorMap | null {
  const parsed = addressInput.safeParse(values);
  if (parsed.success) return null;
  return toFieldErrorMap(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message })));
}

export const AddAddressMutation = graphql(`
  mutation AddAddress($input: AddressInput!) {
    addAddress(input: $input) {
      __typename
      address {
        id
      }
    }
  }
`);

export const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      __typename
      address {
        id
      }
    }
  }
`);

export const SetDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      address {
        id
      }
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      id
    }
  }
`);

export type AddressSaveOutcome =
  { status: 'saved' } | { status: 'invalid'; message: string; fieldErrors: FieldErrorMap };

function toInput(values: AddressFormValues) {
  return {
    type: values.type,
    name: values.name.trim(),
    line1: values.line1.trim(),
    line2: values.line2.trim() || null,
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country,
    phone: values.phone.trim() || null,
    isDefault: values.isDefault,
  };
}

/**
 * Add, edit, make default and delete. After each change the tab is read again: a change can move
 * the default of a type, and the dashboard counts addresses.
 */
export function useAddressActions() {
  const client = useApolloClient();
  const [add] = useMutation(AddAddressMutation);
  const [update] = useMutation(UpdateAddressMutation);
  const [makeDefault] = useMutation(SetDefaultAddressMutation);
  const [remove] = useMutation(DeleteAddressMutation);
  const refresh = useCallback(() => refreshProfileTab(client), [client]);

  const save = useCallback(
    async (id: string | null, values: AddressFormValues): Promise<AddressSaveOutcome> => {
      const input = toInput(values);
      const invalid = await orInvalidInput(async () => {
        if (id) await update({ variables: { id, input } });
        else await add({ variables: { input } });
      });
      if (invalid) return invalid;
      await refresh();
      return { status: 'saved' };
    },
    [add, update, refresh],
  );

  const setDefault = useCallback(
    async (id: string) => {
      await makeDefault({ variables: { id } });
      await refresh();
    },
    [makeDefault, refresh],
  );

  const deleteAddress = useCallback(
    async (id: string) => {
      await remove({ variables: { id } });
      await refresh();
    },
    [remove, refresh],
  );

  return { save, setDefault, deleteAddress };
}
