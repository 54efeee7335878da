import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchHistory } from '@/components/record-history';
import { graphql } from '@/gql';
import type { ProductInput } from '@/gql/graphql';
import { pageWindow, searchTerm } from '@/lib/page-window';

export const StaffProductFieldsFragment = graphql(`
  fragment StaffProductFields on StaffProduct {
    id
    slug
    name
    description
    category
    price
    fromPrice
    color
    imageUrl
    hidden
    sortOrder
    updatedAt
  }
`);

const StaffProductsDocument = graphql(`
  query StaffProducts(
    $search: String
    $category: String
    $hidden: Boolean
    $sortBy: String
    $sortOrder: String
    $offset: Int
    $limit: Int
  ) {
    staffProducts(
      search: $search
      category: $category
      hidden: $hidden
      sortBy: $sortBy
      sortOrder: $sortOrder
      offset: $offset
      limit: $limit
    ) {
      total
      items {
        ...StaffProductFields
      }
    }
  }
`);

const StaffProductDocument = graphql(`
  query StaffProduct($id: ID!) {
    staffProduct(id: $id) {
      ...StaffProductFields
    }
  }
`);

const CreateProductDocument = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      __typename
      product {
        id
      }
    }
  }
`);

const UpdateProductDocument = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      __typename
      product {
        id
        ...StaffProductFields
      }
    }
  }
`);

const SetProductHiddenDocument = graphql(`
  mutation SetProductHidden($id: ID!, $hidden: Boolean!) {
    setProductHidden(id: $id, hidden: $hidden) {
      ...StaffProductFields
    }
  }
`);

export interface ProductsFilter {
  search?: string;
  category?: string | null;
  hidden?: boolean | null;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export function useFetchProducts() {
  const client = useApolloClient();
  return useCallback(
    async ({ search, category, hidden, sortBy, sortOrder, page, pageSize }: ProductsFilter) => {
      const { data } = await client.query({
        query: StaffProductsDocument,
        variables: {
          search: searchTerm(search),
          category: category || null,
          hidden: hidden ?? null,
          sortBy: sortBy ?? null,
          sortOrder: sortOrder ?? null,
          ...pageWindow(page, pageSize),
        },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.staffProducts;
    },
    [client],
  );
}

export function useStaffProduct(id: string) {
  return useQuery(StaffProductDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
}

export function useProductMutations() {
  const [create, creating] = useMutation(CreateProductDocument);
  const [update, updating] = useMutation(UpdateProductDocument, refetchHistory);
  const [setHidden, hiding] = useMutation(SetProductHiddenDocument, refetchHistory);
  return {
    create: (input: ProductInput) => create({ variables: { input } }),
    update: (id: string, input: ProductInput) => update({ variables: { id, input } }),
    setHidden: (id: string, hidden: boolean) => setHidden({ variables: { id, hidden } }),
    busy: creating.loading || updating.loading || hiding.loading,
  };
}
