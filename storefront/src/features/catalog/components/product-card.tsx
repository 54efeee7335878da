import { Link } from 'react-router-dom';
import { trackEvent } from '@/lib/analytics';
import type { CatalogProduct } from '@/features/catalog/api/get-products';
import { firstSentence } from '@/features/catalog/utils/product-text';
import { ProductImage } from '@/components/product-image/product-image';
import styles from './product-card.module.css';

/** Where 'Bestill nå' leads: a page of the shop, or a mail link. */
export type OrderTarget = { to: string } | { href: string };

type ProductCardProps = {
  product: CatalogProduct;
  /** 'first-sentence' on /products; 'clamped' cuts the text after three lines (/qr/tilbehor). */
  description?: 'full' | 'first-sentence' | 'clamped';
  /** When set, the whole card (name, picture) opens this page. */
  pageLink?: string;
  order: OrderTarget;
  imageLoading?: 'lazy' | 'eager';
};

/** A catalogue card: picture, name, description, price and 'Bestill nå'. */
export function ProductCard({
  product,
  description = 'full',
  pageLink,
  order,
  imageLoading = 'lazy',
}: ProductCardProps) {
  const text = description === 'first-sentence' ? firstSentence(product.description) : product.description;
  const onOrder = () => trackEvent('cta_click', { cta: 'Bestill nå', product: product.name });

  return (
    <article className={`tile ${styles.card} ${pageLink ? 'lift' : ''}`} data-testid="product-card">
      <div className={styles.media}>
        <ProductImage
          imageUrl={product.imageUrl}
          name={product.name}
          category={product.category}
          alt=""
          loading={imageLoading}
        />
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>
          {pageLink ? (
            <Link
              to={pageLink}
              className={styles.pageLink}
              onClick={() => trackEvent('product_view', { product: product.name, to: pageLink })}
            >
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </h2>
        <p className={`${styles.description} ${description === 'clamped' ? styles.clamped : ''}`}>{text}</p>
        <div className={styles.footer}>
          <span className={styles.price}>{product.price}</span>
          {'to' in order ? (
            <Link to={order.to} className={`btn btn-primary ${styles.order}`} onClick={onOrder}>
              Bestill nå
            </Link>
          ) : (
            <a href={order.href} className={`btn btn-primary ${styles.order}`} onClick={onOrder}>
              Bestill nå
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

/** A grey card of the same shape, shown while the products load. */
export function ProductCardSkeleton() {
  return (
    <div className={`tile ${styles.card} ${styles.skeleton}`} aria-hidden="true" data-testid="product-skeleton">
      <div className={`${styles.media} ${styles.shimmer}`} />
      <div className={styles.body}>
        <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: '60%', height: '1.25rem' }} />
        <span className={`${styles.bar} ${styles.shimmer}`} />
        <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: '80%' }} />
        <div className={styles.footer}>
          <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: '30%', height: '1.25rem' }} />
          <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: '7.5rem', height: '2.75rem' }} />
        </div>
      </div>
    </div>
  );
}
