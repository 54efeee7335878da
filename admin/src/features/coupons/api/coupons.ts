import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchHistory } from '@/components/record-history';
import { graphql } from '@/gql';
import type { CouponInput } from '@/gql/graphql';
import { pageWindow, searchTerm } from '@/lib/page-window';

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

const StaffCouponsDocument = graphql(`
  query StaffCoupons(
    $search: String
    $active: Boolean
    $sortBy: String
    $sortOrder: String
    $offset: Int
    $limit: Int
  ) {
    staffCoupons(
      search: $search
      active: $active
      sortBy: $sortBy
      sortOrder: $sortOrder
      offset: $offset
      limit: $limit
    ) {
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

export interface CouponsFilter {
  search?: string;
  active?: boolean | null;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export function useFetchCoupons() {
  const client = useApolloClient();
  return useCallback(
    async ({ search, active, sortBy, sortOrder, page, pageSize }: CouponsFilter) => {
      const { data } = await client.query({
        query: StaffCouponsDocument,
        variables: {
          search: searchTerm(search),
          active: active ?? null,
          sortBy: sortBy ?? null,
          sortOrder: sortOrder ?? null,
          ...pageWindow(page, pageSize),
        },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.staffCoupons;
    },
    [client],
  );
}

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
