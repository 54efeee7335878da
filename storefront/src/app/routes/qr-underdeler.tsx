import { Link } from 'react-router-dom';
import { SKELETON_COUNTS } from '@russ/schema/common/limits';
import { PageHero } from '@/components/ui/page-hero';
import { useCatalogProducts } from '@/features/catalog/api/get-products';
import { ProductCard } from '@/features/catalog/components/product-card';
import { EmptyProducts, ProductGrid, ProductsLoadError } from '@/features/catalog/components/product-grid';
import { orderMailHref } from '@/features/catalog/utils/order-links';
import { trackEvent } from '@/lib/analytics';
import { usePageMeta } from '@/lib/page-meta';
import { shop, shopEmailHref } from '@/lib/shop';
import styles from './qr-catalogue.module.css';

export default function QrUnderdelerPage() {
  usePageMeta({
    title: 'Underdeler',
    description: 'Shorts og sweatpants med eget trykk til russetiden – i jente- og unisex-modell. Bestill på e-post.',
  });
  const { products, loading, error } = useCatalogProducts('underdeler');
  return (
    <>
      <PageHero
        title="Underdeler"
        lead="Shorts og sweatpants med deres eget trykk – behagelige underdeler for hele russetiden."
      />
      <section className="section container" aria-label="Underdeler">
        {error ? (
          <ProductsLoadError />
        ) : (
          <ProductGrid
            label="Underdeler"
            products={products}
            loading={loading}
            skeletonCount={SKELETON_COUNTS.underdeler}
            empty={<EmptyProducts text="Kommer snart! Følg oss for oppdateringer." />}
            renderCard={(product) => <ProductCard product={product} order={{ href: orderMailHref(product.name) }} />}
          />
        )}
        <div className={styles.cta}>
          <Link
            to="/contact?subject=produkter"
            className="btn btn-dark"
            onClick={() => trackEvent('cta_click', { cta: 'Kontakt oss for bestilling', from: '/qr/underdeler' })}
          >
            Kontakt oss for bestilling
          </Link>
          <p>
            Usikker på hvilken underdel som passer best? Send oss en e-post på <a href={shopEmailHref}>{shop.email}</a>,
            så hjelper vi deg å velge riktig underdel.
          </p>
        </div>
      </section>
    </>
  );
}
