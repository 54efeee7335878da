import { useMutation, useQuery } from '@apollo/client/react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';
import type { ProductInput } from '@/gql/graphql';

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

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const StaffProductsDocument = graphql(`
  query StaffProducts($search: String, $filter: StaffProductFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffProducts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
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
