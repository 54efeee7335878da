import { useSearchParams } from 'react-router-dom';
import { productPagePath } from '@russ/schema/catalog/product-pages';
import { ALL_PRODUCTS_LABEL, CATEGORIES, isCategory } from '@russ/schema/catalog/categories';
import { SKELETON_COUNTS } from '@russ/schema/common/limits';
import { PageHero } from '@/components/ui/page-hero';
import { useCatalogProducts } from '@/features/catalog/api/get-products';
import { CategoryTabs, tabId, type CategoryTab } from '@/features/catalog/components/category-tabs';
import { ProductCard } from '@/features/catalog/components/product-card';
import { EmptyProducts, ProductGrid, ProductsLoadError } from '@/features/catalog/components/product-grid';
import { inCategory } from '@/features/catalog/utils/category-filters';
import { usePageMeta } from '@/lib/page-meta';
import styles from './products.module.css';

const ALL = 'alle';
// The tabs read exactly as the spec words them: the "all" tab, then the category values as stored.
const TABS: CategoryTab[] = [
  { value: ALL, label: ALL_PRODUCTS_LABEL },
  ...CATEGORIES.map((category) => ({ value: category, label: category })),
];

export default function ProductsPage() {
  usePageMeta({
    title: 'Alle produkter',
    description:
      'Se hele utvalget av russeklær: hoodies, ziphoodies, crewnecks, sweatpants, shorts, russedresser, tilbehør og patches – med eget trykk og gratis designhjelp.',
  });
  const [params, setParams] = useSearchParams();
  const requested = params.get('kategori') ?? '';
  const selected = isCategory(requested) ? requested : ALL;
  const { products, loading, error } = useCatalogProducts();
  const listed = selected === ALL ? products : products.filter(inCategory(selected));

  // The tab is kept in the address, so going back from a product page returns to the same tab.
  const select = (value: string) =>
    setParams(value === ALL ? {} : { kategori: value }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHero
        eyebrow="Produkter"
        title="Våre produkter"
        lead="Russeklær og tilbehør med deres egen logo og design. Velg en kategori, og trykk på et produkt for å lese mer."
      />
      <section className="section container">
        <CategoryTabs tabs={TABS} selected={selected} onSelect={select} idBase="produkter" label="Produktkategorier" />
        <div id="produkter-panel" role="tabpanel" aria-labelledby={tabId('produkter', selected)} tabIndex={-1}>
          {!loading && !error ? (
            <p className={styles.count} aria-live="polite">
              {listed.length === 1 ? '1 produkt' : `${listed.length} produkter`}
            </p>
          ) : null}
          {error ? (
            <ProductsLoadError />
          ) : (
            <ProductGrid
              label="Produkter"
              products={listed}
              loading={loading}
              skeletonCount={SKELETON_COUNTS.products}
              empty={<EmptyProducts text="Kommer snart! Følg oss for oppdateringer." />}
              renderCard={(product) => {
                const page = productPagePath(product.name);
                return (
                  <ProductCard product={product} description="first-sentence" pageLink={page} order={{ to: page }} />
                );
              }}
            />
          )}
        </div>
      </section>
    </>
  );
}
