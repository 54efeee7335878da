import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';
import type { CouponInput } from '@/gql/graphql';

export const StaffCouponFieldsFragment = graphql(`
  fragment StaffCouponFields on StaffCoupon {
    id
    code
    title
    description
    type
    value
    minOrderAmount
    maxUses
    currentUses
    isActive
    validFrom
    validUntil
    createdAt
    assignedCount
  }
`);

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const StaffCouponsDocument = graphql(`
  query StaffCoupons($search: String, $filter: StaffCouponFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffCoupons(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...StaffCouponFields
      }
    }
  }
`);

const StaffCouponDocument = graphql(`
  query StaffCoupon($id: ID!) {
    staffCoupon(id: $id) {
      ...StaffCouponFields
    }
    couponMembers(couponId: $id) {
      id
      memberEmail
      memberName
      isUsed
      usedAt
      assignedAt
    }
  }
`);

const CouponMemberSearchDocument = graphql(`
  query CouponMemberSearch($search: String!) {
    couponMemberSearch(search: $search) {
      id
      email
      name
    }
  }
`);

const CreateCouponDocument = graphql(`
  mutation CreateCoupon($input: CouponInput!) {
    createCoupon(input: $input) {
      __typename
      coupon {
        id
      }
    }
  }
`);

const UpdateCouponDocument = graphql(`
  mutation UpdateCoupon($id: ID!, $input: CouponInput!) {
    updateCoupon(id: $id, input: $input) {
      __typename
      coupon {
        ...StaffCouponFields
      }
    }
  }
`);

const SetCouponActiveDocument = graphql(`
  mutation SetCouponActive($id: ID!, $active: Boolean!) {
    setCouponActive(id: $id, active: $active) {
      ...StaffCouponFields
    }
  }
`);

const DeleteCouponDocument = graphql(`
  mutation DeleteCoupon($id: ID!) {
    deleteCoupon(id: $id) {
      __typename
    }
  }
`);

const AssignCouponDocument = graphql(`
  mutation AssignCoupon($id: ID!, $input: CouponAssignInput!) {
    assignCoupon(id: $id, input: $input) {
      __typename
      assigned
      alreadyAssigned
    }
  }
`);

export function useStaffCoupon(id: string) {
  return useQuery(StaffCouponDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

export function useSearchCouponMembers() {
  const client = useApolloClient();
  return useCallback(
    async (search: string) => {
      if (search.trim().length < 2) return [];
      const { data } = await client.query({
        query: CouponMemberSearchDocument,
        variables: { search },
        fetchPolicy: 'network-only',
      });
      return data?.couponMemberSearch ?? [];
    },
    [client],
  );
}

export function useCouponMutations() {
  const [create, creating] = useMutation(CreateCouponDocument);
  // Editing and (de)activating return the coupon (StaffCouponFields): the page updates from the cache, only the
  // Historikk is read again. An assignment answers with counts, so the page's member list is read again too.
  const [update, updating] = useMutation(UpdateCouponDocument, refetchHistory);
  const [setActive, toggling] = useMutation(SetCouponActiveDocument, refetchHistory);
  const [remove, removing] = useMutation(DeleteCouponDocument);
  const [assign, assigning] = useMutation(AssignCouponDocument, {
    refetchQueries: ['StaffCoupon', 'RecordHistory'],
    awaitRefetchQueries: true,
  });
  return {
    create: (input: CouponInput) => create({ variables: { input } }),
    update: (id: string, input: CouponInput) => update({ variables: { id, input } }),
    setActive: (id: string, active: boolean) => setActive({ variables: { id, active } }),
    remove: (id: string) => remove({ variables: { id } }),
    assign: (id: string, emails: string[]) => assign({ variables: { id, input: { emails } } }),
    busy: creating.loading || updating.loading || toggling.loading || removing.loading || assigning.loading,
  };
}
