import { productPagePath } from '@russ/schema/catalog/product-pages';
import { SKELETON_COUNTS } from '@russ/schema/common/limits';
import { PageHero } from '@/components/ui/page-hero';
import { useCatalogProducts } from '@/features/catalog/api/get-products';
import { ProductCard } from '@/features/catalog/components/product-card';
import { EmptyProducts, ProductGrid } from '@/features/catalog/components/product-grid';
import { usePageMeta } from '@/lib/page-meta';

export default function QrTilbehorPage() {
  usePageMeta({
    title: 'Tilbehør',
    description:
      'Caps, solbriller, bager, patches og annet tilbehør med gruppens logo – alt tilbehøret til russetiden på ett sted.',
  });
  // Accessories and patches are two categories shown as one list.
  const accessories = useCatalogProducts('tilbehør');
  const patches = useCatalogProducts('Patches');
  const loading = accessories.loading || patches.loading;
  const products = [...accessories.products, ...patches.products];

  return (
    <>
      <PageHero title="Tilbehør" lead="Caps, solbriller, bager og annet tilbehør – med gruppens logo og farger." />
      <section className="section container" aria-label="Tilbehør">
        <ProductGrid
          label="Tilbehør"
          products={products}
          loading={loading}
          skeletonCount={SKELETON_COUNTS.tilbehor}
          empty={
            <EmptyProducts text="Ingen tilbehør funnet. Prøv igjen senere.">
              <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
                Last inn på nytt
              </button>
            </EmptyProducts>
          }
          renderCard={(product) => (
            <ProductCard product={product} description="clamped" order={{ to: productPagePath(product.name) }} />
          )}
        />
      </section>
    </>
  );
}
