import { SKELETON_COUNTS } from '@russ/schema/common/limits';
import { PageHero } from '@/components/ui/page-hero';
import { useCatalogProducts } from '@/features/catalog/api/get-products';
import { ProductCard } from '@/features/catalog/components/product-card';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { isRussedress } from '@/features/catalog/utils/category-filters';
import { orderMailHref } from '@/features/catalog/utils/order-links';
import { usePageMeta } from '@/lib/page-meta';

export default function QrRussedresserPage() {
  usePageMeta({
    title: 'Russedresser',
    description: 'Klassiske russedresser med egen logo og brodering – i slitesterk kvalitet og størrelse XS-3XL.',
  });
  const { products, loading } = useCatalogProducts('underdeler');
  return (
    <>
      <PageHero
        title="Russedresser"
        lead="Klassiske russedresser med egen logo og brodering – slitesterke, med god plass til knuter og merker."
      />
      <section className="section container" aria-label="Russedresser">
        {/* Nothing is shown when no product matches (storefront §2). */}
        <ProductGrid
          label="Russedresser"
          products={products.filter(isRussedress)}
          loading={loading}
          skeletonCount={SKELETON_COUNTS.russedresser}
          renderCard={(product) => <ProductCard product={product} order={{ href: orderMailHref(product.name) }} />}
        />
      </section>
    </>
  );
}
