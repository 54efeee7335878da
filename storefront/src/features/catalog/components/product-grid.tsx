import type { ReactNode } from 'react';
import { Skeletons } from '@/components/ui/skeletons';
import type { CatalogProduct } from '@/features/catalog/api/get-products';
import { ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

type ProductGridProps = {
  products: readonly CatalogProduct[];
  loading: boolean;
  /** Grey cards shown while loading (storefront §9: 6 on most pages, 3 on some). */
  skeletonCount: number;
  renderCard: (product: CatalogProduct) => ReactNode;
  /** Shown instead of the grid when there is nothing to list; nothing at all when omitted. */
  empty?: ReactNode;
  /** Accessible name of the list. */
  label: string;
};

/** A grid of product cards with its loading and empty states. */
export function ProductGrid({ products, loading, skeletonCount, renderCard, empty, label }: ProductGridProps) {
  if (loading) {
    return (
      <Skeletons className={styles.grid} status="Laster produkter..." count={skeletonCount}>
        <ProductCardSkeleton />
      </Skeletons>
    );
  }
  if (products.length === 0) return empty ?? null;
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          {renderCard(product)}
        </li>
      ))}
    </ul>
  );
}

/** The message shown when a listing has no products. */
export function EmptyProducts({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      {children}
    </div>
  );
}

/** Shown when the products could not be read. */
export function ProductsLoadError() {
  return (
    <div className={styles.empty} role="alert">
      <p>Kunne ikke laste produktene. Prøv igjen senere.</p>
    </div>
  );
}
