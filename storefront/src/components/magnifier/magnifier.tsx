import { useEffect, useRef, useState, type PointerEvent, type ReactEventHandler } from 'react';
import { DEFAULT_LENS_SIZE, DEFAULT_ZOOM, lensGeometry } from './lens-geometry';
import styles from './magnifier.module.css';

export type LensShape = 'circle' | 'square' | 'rounded';

type MagnifierProps = {
  src: string;
  alt: string;
  /** The larger image drawn inside the lens; the displayed image when not given. */
  hiResSrc?: string;
  zoom?: number;
  /** Lens width and height in CSS pixels. */
  lensSize?: number;
  lensShape?: LensShape;
  /** Extra class for the lens (border colour, shadow). */
  lensClassName?: string;
  className?: string;
  width?: number;
  height?: number;
  loading?: 'eager' | 'lazy';
  onError?: ReactEventHandler<HTMLImageElement>;
};

type PointerInImage = { x: number; y: number; width: number; height: number };

const cssUrl = (url: string) => `url("${url.replace(/["\\]/g, '\\$&')}")`;

/**
 * An image with a magnifying lens (storefront §4): while a mouse or pen is over the image a lens follows it and
 * shows the hi-res image at `zoom` times; it hides when the pointer leaves. Touch shows no lens (the finger would
 * cover it). The lens is decoration only; the image keeps its alt text.
 */
export function Magnifier({
  src,
  alt,
  hiResSrc,
  zoom = DEFAULT_ZOOM,
  lensSize = DEFAULT_LENS_SIZE,
  lensShape = 'circle',
  lensClassName,
  className,
  width,
  height,
  loading,
  onError,
}: MagnifierProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  // An image that failed before React attached onError (the page's HTML came from the server): the error is sent
  // again, now that the handler listens.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) image.dispatchEvent(new Event('error'));
  }, [src]);
  const [pointer, setPointer] = useState<PointerInImage | null>(null);

  const follow = (event: PointerEvent<HTMLElement>) => {
    const image = imageRef.current;
    if (event.pointerType === 'touch' || !image) {
      setPointer(null);
      return;
    }
    const rect = image.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const inside = x >= 0 && y >= 0 && x <= rect.width && y <= rect.height;
    setPointer(inside ? { x, y, width: rect.width, height: rect.height } : null);
  };
  const hide = () => setPointer(null);

  const lens = pointer ? lensGeometry({ ...pointer, zoom, lensSize }) : null;

  return (
    <div
      className={`${styles.magnifier} ${className ?? ''}`}
      onPointerEnter={follow}
      onPointerMove={follow}
      onPointerLeave={hide}
      onPointerCancel={hide}
      onPointerDown={(event) => {
        if (event.pointerType === 'touch') hide();
      }}
    >
      <img
        ref={imageRef}
        className={styles.image}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        draggable={false}
        onError={onError}
      />
      {lens ? (
        <div
          aria-hidden="true"
          data-testid="magnifier-lens"
          data-zoom={zoom}
          className={`${styles.lens} ${styles[lensShape]} ${lensClassName ?? ''}`}
          style={{
            width: lensSize,
            height: lensSize,
            left: lens.left,
            top: lens.top,
            backgroundImage: cssUrl(hiResSrc ?? src),
            backgroundSize: `${lens.backgroundWidth}px ${lens.backgroundHeight}px`,
            backgroundPosition: `${lens.backgroundX}px ${lens.backgroundY}px`,
          }}
        />
      ) : null}
    </div>
  );
}
