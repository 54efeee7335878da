import { useQuery } from '@apollo/client/react';
import type { Category } from '@russ/schema/catalog/categories';
import { graphql } from '@/gql';
import type { CatalogProductsQuery as CatalogProductsResult } from '@/gql/graphql';

export const CatalogProductsQuery = graphql(`
  query CatalogProducts($category: String) {
    products(category: $category) {
      id
      name
      description
      price
      imageUrl
      category
      color
    }
  }
`);

/** A product as the catalogue pages show it (storefront §3). */
export type CatalogProduct = CatalogProductsResult['products'][number];

/**
 * The catalogue in listing order, all of it or one category. Apollo's defaults apply (cached, never refetched,
 * no retries), so the pages that read the whole list share one request.
 */
export function useCatalogProducts(category?: Category) {
  const { data, loading, error } = useQuery(CatalogProductsQuery, {
    variables: category ? { category } : {},
  });
  return { products: data?.products ?? [], loading: loading && !data, error };
}
