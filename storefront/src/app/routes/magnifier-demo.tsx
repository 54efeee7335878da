import { useState } from 'react';
import { assetUrl } from '@russ/schema/catalog/assets';
import { Magnifier, type LensShape } from '@/components/magnifier/magnifier';
import { DEFAULT_LENS_SIZE, DEFAULT_ZOOM } from '@/components/magnifier/lens-geometry';
import { usePageMeta } from '@/lib/page-meta';
import styles from './magnifier-demo.module.css';

// The demo's texts are in English (storefront §1).
const GALLERY = [
  { src: assetUrl('hoodie-original.jpg'), name: 'Hoodie Original', alt: 'Hoodie Original, front view' },
  { src: assetUrl('ziphoodie-premium.jpg'), name: 'Ziphoodie Premium', alt: 'Ziphoodie Premium, front view' },
];

const LENS_EXAMPLES: {
  title: string;
  text: string;
  zoom: number;
  lensSize: number;
  shape: LensShape;
  src: string;
  custom?: boolean;
}[] = [
  {
    title: 'Circle lens · 2x',
    text: 'The default: a round 160 px lens at twice the size.',
    zoom: DEFAULT_ZOOM,
    lensSize: DEFAULT_LENS_SIZE,
    shape: 'circle',
    src: assetUrl('crewneck.jpg'),
  },
  {
    title: 'Square lens · 3x',
    text: 'A square lens at three times the size for fabric and print details.',
    zoom: 3,
    lensSize: DEFAULT_LENS_SIZE,
    shape: 'square',
    src: assetUrl('sweatpants.jpg'),
  },
  {
    title: 'Custom lens · 4x',
    text: 'A larger 200 px lens with rounded corners and a coloured border at four times the size.',
    zoom: 4,
    lensSize: 200,
    shape: 'rounded',
    src: assetUrl('bandana.jpg'),
    custom: true,
  },
];

const FEATURES = [
  'The lens follows the pointer and shows the high-resolution image magnified',
  '2x magnification and a 160 px lens by default; zoom, size and shape can be changed',
  'Visible only while the pointer is over the image, hidden as soon as it leaves',
  'No lens on touch screens, so scrolling and tapping work as usual',
  'A thumbnail gallery that switches the main image',
];

const TEST_STEPS = [
  'Move the mouse over the main image: a round lens appears and follows the pointer.',
  'Move the pointer off the image: the lens disappears.',
  'Click the second thumbnail: the main image changes to the zip hoodie.',
  'Hover the three example images and compare the 2x, 3x and 4x lenses.',
  'On a phone or tablet, tap and scroll the images: no lens appears.',
];

export default function MagnifierDemoRoute() {
  usePageMeta({
    title: 'Magnifier demo',
    description: 'Demo of the product image magnifier: a lens that follows the pointer and shows the image at 2x.',
  });
  const [active, setActive] = useState(0);
  const image = GALLERY[active];

  return (
    <div lang="en" className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">Demo</p>
        <h1>Image Magnifier Demo</h1>
        <p className="lead">
          Hover over the images to inspect the details. The lens follows your pointer and shows the high-resolution
          image magnified.
        </p>
      </header>

      <section className={styles.gallerySection} aria-labelledby="gallery">
        <h2 id="gallery" className="visually-hidden">
          Gallery
        </h2>
        <div className={styles.gallery}>
          <div className={styles.main}>
            <Magnifier key={image.src} src={image.src} alt={image.alt} width={800} height={800} loading="eager" />
          </div>
          <div className={styles.thumbnails} role="group" aria-label="Choose image">
            {GALLERY.map((item, index) => (
              <button
                key={item.src}
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === active}
                aria-label={`Show ${item.name}`}
                onClick={() => setActive(index)}
              >
                <img src={item.src} alt="" width={96} height={96} />
              </button>
            ))}
          </div>
        </div>

        <div className={styles.aside}>
          <div className="card">
            <h2 className={styles.cardTitle}>Features</h2>
            <ul className={styles.list}>
              {FEATURES.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h2 className={styles.cardTitle}>How to test</h2>
            <ol className={styles.list}>
              {TEST_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="lens-examples">
        <h2 id="lens-examples">Lens examples</h2>
        <ul className={styles.examples}>
          {LENS_EXAMPLES.map((example) => (
            <li key={example.title} className={`card ${styles.example}`}>
              <Magnifier
                src={example.src}
                alt={`${example.title} example`}
                zoom={example.zoom}
                lensSize={example.lensSize}
                lensShape={example.shape}
                lensClassName={example.custom ? styles.customLens : undefined}
                className={styles.exampleImage}
                width={800}
                height={800}
                loading="lazy"
              />
              <h3 className={styles.exampleTitle}>{example.title}</h3>
              <p className={styles.exampleText}>{example.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
