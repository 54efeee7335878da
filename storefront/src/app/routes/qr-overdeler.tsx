import { Link } from 'react-router-dom';
import { productPagePath } from '@russ/schema/catalog/product-pages';
import { SKELETON_COUNTS } from '@russ/schema/common/limits';
import { PageHero } from '@/components/ui/page-hero';
import { useCatalogProducts } from '@/features/catalog/api/get-products';
import { ProductCard } from '@/features/catalog/components/product-card';
import { EmptyProducts, ProductGrid, ProductsLoadError } from '@/features/catalog/components/product-grid';
import { trackEvent } from '@/lib/analytics';
import { usePageMeta } from '@/lib/page-meta';
import styles from './qr-catalogue.module.css';

export default function QrOverdelerPage() {
  usePageMeta({
    title: 'Overdeler',
    description: 'Hoodies, ziphoodies, crewnecks og longsleeves med egen logo – se alle overdelene våre og bestill.',
  });
  const { products, loading, error } = useCatalogProducts('overdeler');
  return (
    <>
      <PageHero
        title="Overdeler"
        lead="Hoodies, ziphoodies, crewnecks, longsleeves og t-skjorter med deres egen logo, navn og design."
      />
      <section className="section container" aria-label="Overdeler">
        {error ? (
          <ProductsLoadError />
        ) : (
          <ProductGrid
            label="Overdeler"
            products={products}
            loading={loading}
            skeletonCount={SKELETON_COUNTS.products}
            empty={<EmptyProducts text="Kommer snart! Følg oss for oppdateringer." />}
            renderCard={(product) => <ProductCard product={product} order={{ to: productPagePath(product.name) }} />}
          />
        )}
        <div className={styles.cta}>
          <p>Vil dere bestille flere overdeler til hele gruppen? Ta kontakt, så setter vi sammen et tilbud.</p>
          <Link
            to="/contact"
            className="btn btn-dark"
            onClick={() => trackEvent('cta_click', { cta: 'Kontakt oss om alle overdeler', from: '/qr/overdeler' })}
          >
            Kontakt oss om alle overdeler
          </Link>
        </div>
      </section>
    </>
  );
}
