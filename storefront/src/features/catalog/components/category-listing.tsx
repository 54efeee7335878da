import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero';
import { useCatalogProducts, type CatalogProduct } from '@/features/catalog/api/get-products';
import { ProductCard } from './product-card';
import { EmptyProducts, ProductGrid, ProductsLoadError } from './product-grid';

type CategoryListingProps = {
  title: string;
  lead: ReactNode;
  /** Keeps the products of this page out of the whole catalogue. */
  filter: (product: CatalogProduct) => boolean;
  skeletonCount: 3 | 6;
};

/**
 * A category listing page (/products/hoodies, /sweatshirts, /shorts-bukser, /tilbehor): the catalogue filtered on
 * the client, cards whose 'Bestill nå' goes to /contact, 'Kommer snart!' when nothing matches.
 */
export function CategoryListing({ title, lead, filter, skeletonCount }: CategoryListingProps) {
  const { products, loading, error } = useCatalogProducts();
  const listed = products.filter(filter);
  return (
    <>
      <PageHero eyebrow="Produkter" title={title} lead={lead} />
      <section className="section container" aria-label={title}>
        {error ? (
          <ProductsLoadError />
        ) : (
          <ProductGrid
            label={title}
            products={listed}
            loading={loading}
            skeletonCount={skeletonCount}
            empty={<EmptyProducts text="Kommer snart! Følg oss for oppdateringer." />}
            renderCard={(product) => <ProductCard product={product} order={{ to: '/contact' }} />}
          />
        )}
      </section>
    </>
  );
}
