import { Link } from 'react-router-dom';
import { productPagePath } from '@russ/schema/catalog/product-pages';
import { POPULAR_PRODUCTS_MAX } from '@russ/schema/common/limits';
import { trackEvent } from '@/lib/analytics';
import { Skeletons } from '@/components/ui/skeletons';
import { useCatalogProducts } from '@/features/catalog/api/get-products';
import { inCategory } from '@/features/catalog/utils/category-filters';
import { ProductImage } from '@/components/product-image/product-image';
import styles from './popular-products.module.css';

/** Home page strip: the first six overdeler, each opening its product page (storefront §2, Home 2). */
export function PopularProducts({ headingId }: { headingId: string }) {
  const { products, loading, error } = useCatalogProducts();
  const popular = products.filter(inCategory('overdeler')).slice(0, POPULAR_PRODUCTS_MAX);
  if (error || (!loading && popular.length === 0)) return null;

  return (
    <section className="section container" aria-labelledby={headingId}>
      <div className={`section-head ${styles.head}`}>
        <div>
          <p className="eyebrow">Mest populært</p>
          <h2 id={headingId}>Populære produkter</h2>
        </div>
        <Link
          to="/products"
          className="btn btn-outline"
          onClick={() => trackEvent('cta_click', { cta: 'Se alle produkter', from: 'popular-products' })}
        >
          Se alle produkter
        </Link>
      </div>
      {loading ? (
        <Skeletons className={styles.strip} status="Laster produkter..." count={POPULAR_PRODUCTS_MAX}>
          <div className={`${styles.item} ${styles.skeleton}`} data-testid="product-skeleton" />
        </Skeletons>
      ) : (
        <ul className={styles.strip} aria-label="Populære produkter">
          {popular.map((product) => {
            const to = productPagePath(product.name);
            return (
              <li key={product.id} className={styles.item}>
                <Link
                  to={to}
                  className={`tile lift ${styles.link}`}
                  onClick={() => trackEvent('product_view', { product: product.name, to, from: 'popular-products' })}
                >
                  <span className={styles.media}>
                    <ProductImage
                      imageUrl={product.imageUrl}
                      name={product.name}
                      category={product.category}
                      alt=""
                      width={800}
                      height={800}
                    />
                  </span>
                  <span className={styles.name}>{product.name}</span>
                  <span className={styles.price}>{product.price}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
