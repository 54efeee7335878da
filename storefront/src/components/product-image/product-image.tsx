import { useCallback, useState } from 'react';
import { catalogImageSrcSet } from '@russ/schema/catalog/uploaded-images';
import { fallbackCaption, isPlaceholderImageUrl, productIconFor } from './image-fallback';
import { ProductIcon } from './product-icon';
import styles from './product-image.module.css';

type ProductImageProps = {
  imageUrl: string | null | undefined;
  name: string;
  category?: string | null;
  /** Defaults to the product name. */
  alt?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Intrinsic size, so the browser reserves the space before the image arrives (catalogue images are 800×800). */
  width?: number;
  height?: number;
  className?: string;
};

/**
 * A product's picture, or — when there is none to show (storefront §3: empty, 'emoji:', a placeholder service
 * or a failed load) — an icon for that kind of product with the first two words of the name.
 */
export function ProductImage({
  imageUrl,
  name,
  category,
  alt = name,
  loading = 'lazy',
  fetchPriority,
  width = 800,
  height = 800,
  className = '',
}: ProductImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = imageUrl?.trim() ?? '';
  const usable = !isPlaceholderImageUrl(src) && failedUrl !== src;

  // An image that failed before React attached onError (e.g. markup from the server) is caught here.
  const checkAlreadyFailed = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailedUrl(src);
    },
    [src],
  );

  if (!usable) {
    return <ProductImageFallback name={name} category={category} decorative={alt === ''} className={className} />;
  }
  return (
    <img
      ref={checkAlreadyFailed}
      className={`${styles.image} ${className}`}
      src={src}
      srcSet={catalogImageSrcSet(src)}
      sizes={catalogImageSrcSet(src) ? '(max-width: 600px) 100vw, 400px' : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={() => setFailedUrl(src)}
    />
  );
}

/** The icon and the first two words of the name; `decorative` when the name is already shown beside it. */
export function ProductImageFallback({
  name,
  category,
  decorative = false,
  className = '',
}: {
  name: string;
  category?: string | null;
  decorative?: boolean;
  className?: string;
}) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <div className={`${styles.fallback} ${className}`} {...a11y} data-testid="product-image-fallback">
      <ProductIcon name={productIconFor(name, category)} />
      <span className={styles.caption} aria-hidden="true">
        {fallbackCaption(name)}
      </span>
    </div>
  );
}
