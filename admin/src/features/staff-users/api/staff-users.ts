import { useMutation, useQuery } from '@apollo/client/react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';
import type { StaffUserInput } from '@/gql/graphql';

export const StaffUserFieldsFragment = graphql(`
  fragment StaffUserFields on StaffUser {
    id
    username
    name
    email
    role
    active
    totpEnabled
    totpRequired
    createdAt
  }
`);

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const StaffUsersDocument = graphql(`
  query StaffUsers($search: String, $filter: StaffUserFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffUsers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...StaffUserFields
      }
    }
  }
`);

const StaffUserDocument = graphql(`
  query StaffUser($id: ID!) {
    staffUser(id: $id) {
      ...StaffUserFields
    }
    activeAdmins: staffUsers(filter: { role: "admin", active: true }, limit: 1) {
      total
    }
  }
`);

const CreateStaffUserDocument = graphql(`
  mutation CreateStaffUser($input: StaffUserInput!) {
    createStaffUser(input: $input) {
      ...StaffUserFields
    }
  }
`);

const ChangeStaffRoleDocument = graphql(`
  mutation ChangeStaffRole($id: ID!, $role: String!) {
    changeStaffRole(id: $id, role: $role) {
      ...StaffUserFields
    }
  }
`);

const SetStaffUserActiveDocument = graphql(`
  mutation SetStaffUserActive($id: ID!, $active: Boolean!) {
    setStaffUserActive(id: $id, active: $active) {
      ...StaffUserFields
    }
  }
`);

const ResetStaffPasswordDocument = graphql(`
  mutation ResetStaffPassword($id: ID!, $password: String!) {
    resetStaffPassword(id: $id, password: $password) {
      id
    }
  }
`);

const ResetStaffTotpDocument = graphql(`
  mutation ResetStaffTotp($id: ID!) {
    resetStaffTotp(id: $id) {
      ...StaffUserFields
    }
  }
`);

const SetStaffTotpRequiredDocument = graphql(`
  mutation SetStaffTotpRequired($id: ID!, $required: Boolean!) {
    setStaffTotpRequired(id: $id, required: $required) {
      ...StaffUserFields
    }
  }
`);

const ChangeOwnPasswordDocument = graphql(`
  mutation ChangeOwnPassword($input: ChangeOwnPasswordInput!) {
    changeOwnPassword(input: $input)
  }
`);

export function useStaffUser(id: string) {
  return useQuery(StaffUserDocument, { variables: { id }, fetchPolicy: 'network-only' });
}

export function useStaffUserMutations() {
  const [create, creating] = useMutation(CreateStaffUserDocument);
  // Every change returns the user (StaffUserFields): the page updates from the cache and the Historikk is read
  // again. A role or active change also moves the count of active administrators (the page's `activeAdmins`),
  // which no result carries: that page query is read again too.
  const adminsAndHistory = { refetchQueries: ['StaffUser', ...refetchHistory.refetchQueries] };
  const [changeRole, changingRole] = useMutation(ChangeStaffRoleDocument, adminsAndHistory);
  const [setActive, toggling] = useMutation(SetStaffUserActiveDocument, adminsAndHistory);
  const [reset, resetting] = useMutation(ResetStaffPasswordDocument, refetchHistory);
  const [resetTotp, resettingTotp] = useMutation(ResetStaffTotpDocument, refetchHistory);
  const [setTotpRequired, requiring] = useMutation(SetStaffTotpRequiredDocument, refetchHistory);
  return {
    create: (input: StaffUserInput) => create({ variables: { input } }),
    changeRole: (id: string, role: string) => changeRole({ variables: { id, role } }),
    setActive: (id: string, active: boolean) => setActive({ variables: { id, active } }),
    resetPassword: (id: string, password: string) => reset({ variables: { id, password } }),
    resetTotp: (id: string) => resetTotp({ variables: { id } }),
    setTotpRequired: (id: string, required: boolean) => setTotpRequired({ variables: { id, required } }),
    busy:
      creating.loading ||
      changingRole.loading ||
      toggling.loading ||
      resetting.loading ||
      resettingTotp.loading ||
      requiring.loading,
  };
}

export function useChangeOwnPassword() {
  const [change, state] = useMutation(ChangeOwnPasswordDocument);
  return {
    change: (currentPassword: string, newPassword: string, repeatPassword: string) =>
      change({ variables: { input: { currentPassword, newPassword, repeatPassword } } }),
    busy: state.loading,
  };
}
