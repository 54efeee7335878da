import { useState } from 'react';
import { PRODUCT_IMAGE_COMING_SOON_TEXT } from '@russ/schema/catalog/product-page-content';
import { ProductImageFallback } from '@/components/product-image/product-image';
import { isPlaceholderImageUrl } from '@/components/product-image/image-fallback';
import { Magnifier } from '@/components/magnifier/magnifier';
import { LineIcon } from '@/components/ui/icon';
import styles from './product-gallery.module.css';

type ProductGalleryProps = {
  title: string;
  /** The catalogue product's name and category pick the fallback icon. */
  productName: string;
  category?: string | null;
  imageUrl: string | null | undefined;
  loading: boolean;
  /** Dress, snekker and glitter uggs: 'Produktbilde kommer snart' instead of the icon fallback. */
  comingSoonWhenImageMissing: boolean;
};

/** The picture's frame while the product list loads (same size as the picture: nothing moves when it arrives). */
export function ProductGallerySkeleton() {
  return (
    <figure className={styles.figure}>
      <div className={`${styles.frame} ${styles.skeleton}`} aria-hidden="true" />
      <p className={styles.hint} aria-hidden="true">
        &nbsp;
      </p>
    </figure>
  );
}

/**
 * The product picture with the magnifier. Without a usable picture (none, a placeholder or a failed load) the
 * page shows 'Produktbilde kommer snart' or the catalogue's icon fallback.
 */
export function ProductGallery({
  title,
  productName,
  category,
  imageUrl,
  loading,
  comingSoonWhenImageMissing,
}: ProductGalleryProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = imageUrl?.trim() ?? '';

  if (loading) return <ProductGallerySkeleton />;

  if (isPlaceholderImageUrl(src) || failedUrl === src) {
    return comingSoonWhenImageMissing ? (
      <div className={`${styles.frame} ${styles.comingSoon}`}>
        <LineIcon
          d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01"
          size={48}
          strokeWidth="1.6"
          linecap="round"
          linejoin="round"
        />
        <p>{PRODUCT_IMAGE_COMING_SOON_TEXT}</p>
      </div>
    ) : (
      <div className={styles.frame}>
        <ProductImageFallback name={productName} category={category} />
      </div>
    );
  }

  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <Magnifier
          src={src}
          alt={`${title} – produktbilde`}
          width={800}
          height={800}
          loading="eager"
          onError={() => setFailedUrl(src)}
        />
      </div>
      <figcaption className={styles.hint}>Hold musepekeren over bildet for å se detaljene forstørret.</figcaption>
    </figure>
  );
}
