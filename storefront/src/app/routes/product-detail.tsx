import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { productPageContent, type ProductPageContent } from '@russ/schema/catalog/product-page-content';
import { Icon, LineIcon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { StatusPanel } from '@/components/ui/status-panel';
import { usePageProduct } from '@/features/product-detail/api/get-page-product';
import { ColourSwatches } from '@/features/product-detail/components/colour-swatches';
import { CustomDesignBlock } from '@/features/product-detail/components/custom-design-block';
import { OrderSection, orderMailHref } from '@/features/product-detail/components/order-section';
import { ProductGallery, ProductGallerySkeleton } from '@/features/product-detail/components/product-gallery';
import { ProductInfoList } from '@/features/product-detail/components/product-info-list';
import { pagePriceText } from '@/features/product-detail/page-price';
import { SizeGuideButton } from '@/features/size-guide/components/size-guide-button';
import { trackEvent } from '@/lib/analytics';
import { usePageMeta } from '@/lib/page-meta';
import { shop } from '@/lib/shop';
import styles from './product-detail.module.css';

/** The twelve single-product pages (/hoodie … /snekker) share this route; the path picks the content. */
export default function ProductDetailRoute() {
  const { pathname } = useLocation();
  const content = productPageContent(pathname);
  if (!content) return <UnknownProductPage />;
  // A new page starts fresh (no colour selected, size guide closed).
  return <ProductDetailPage key={content.path} content={content} />;
}

function UnknownProductPage() {
  usePageMeta({ title: 'Siden ble ikke funnet', noIndex: true });
  return (
    <StatusPanel
      code="404"
      title="404 - Siden ikke funnet"
      actions={
        <Link to="/products" className="btn btn-primary">
          Se produkter
        </Link>
      }
    />
  );
}

const ORDER_SECTION_ID = 'bestilling';

/**
 * The page's image and live price come from the product list (GraphQL). Everything else is static content, so
 * the page renders at once; only the picture waits for the GraphQL client and the list (behind its own Suspense
 * boundary, with a placeholder meanwhile). One query serves both: the price it finds is handed up to the page,
 * which shows its own figure until then.
 */
function LiveGallery({
  content,
  onPrice,
}: {
  content: ProductPageContent;
  onPrice: (price: string | null | undefined) => void;
}) {
  const { product, loading } = usePageProduct(content.productName);
  const price = product?.price;
  useEffect(() => onPrice(price), [price, onPrice]);
  return (
    <ProductGallery
      title={content.title}
      productName={product?.name ?? content.productName}
      category={product?.category}
      imageUrl={product?.imageUrl}
      loading={loading}
      comingSoonWhenImageMissing={content.comingSoonWhenImageMissing}
    />
  );
}

function ProductDetailPage({ content }: { content: ProductPageContent }) {
  usePageMeta({ title: content.title, description: content.metaDescription });

  useEffect(() => {
    trackEvent('product_view', { name: content.productName, path: content.path });
  }, [content.productName, content.path]);

  const mailHref = orderMailHref(content.mailSubject);
  const [livePrice, setLivePrice] = useState<string | null | undefined>(undefined);

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.topBar}>
        <Link to="/products" className={`btn btn-outline ${styles.back}`}>
          <LineIcon d="M15 18l-6-6 6-6" size={18} linecap="round" />
          Tilbake til produkter
        </Link>
        <span className={styles.logo} role="img" aria-label={`${shop.name} logo`}>
          <Logo />
        </span>
      </div>

      <article className={styles.product} aria-labelledby="produkt-tittel">
        <div className={styles.media}>
          <Suspense fallback={<ProductGallerySkeleton />}>
            <LiveGallery content={content} onPrice={setLivePrice} />
          </Suspense>
        </div>

        <div className={styles.summary}>
          <p className="eyebrow">{content.eyebrow}</p>
          <h1 id="produkt-tittel" className={styles.title}>
            {content.title}
          </h1>
          <p className={styles.price}>
            <span data-testid="from-price">{pagePriceText(content.fromPriceNok, livePrice)}</span>
            <span className={styles.vat}>inkl. mva</span>
          </p>
          <p className={styles.description}>{content.description}</p>
          <ul className={styles.features} aria-label="Egenskaper">
            {content.features.map((feature) => (
              <li key={feature}>
                <Icon name="check" size={18} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>

          <ColourSwatches productTitle={content.title} />

          <div className={styles.actions}>
            <a
              className="btn btn-primary"
              href={mailHref}
              onClick={() => trackEvent('cta_click', { cta: 'order_mail', subject: content.mailSubject })}
            >
              <Icon name="mail" size={20} />
              Bestill på e-post
            </a>
            {content.sizeGuide ? <SizeGuideButton types={content.sizeGuide} productTitle={content.title} /> : null}
          </div>
          <p className={styles.howTo}>
            Vi har ingen kasse på nettet – <a href={`#${ORDER_SECTION_ID}`}>slik bestiller du på e-post</a>.
          </p>
        </div>
      </article>

      <div className={styles.sections}>
        <OrderSection id={ORDER_SECTION_ID} mailSubject={content.mailSubject} checklist={content.orderChecklist} />
        <div className={styles.sideSections}>
          <CustomDesignBlock />
          <ProductInfoList items={content.info} />
        </div>
      </div>
    </div>
  );
}
