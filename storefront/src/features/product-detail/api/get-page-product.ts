import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { ProductPageProductsQuery } from '@/gql/graphql';

const pageProductsDocument = graphql(`
  query ProductPageProducts {
    products {
      id
      name
      price
      imageUrl
      category
    }
  }
`);

export type PageProduct = ProductPageProductsQuery['products'][number];

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The catalogue product a product page presents, found by name in the product list (its image and live price).
 * The list is the same one the catalogue reads, so after /products it comes from the cache. `product` is
 * undefined while loading, when the request failed or when no product has that name.
 */
export function usePageProduct(productName: string) {
  const { data, loading, error } = useQuery(pageProductsDocument);
  const product = data?.products.find((candidate) => sameName(candidate.name, productName));
  return { product, loading: loading && !data, error };
}
