import { Link } from 'react-router-dom';
import { assetUrl } from '@russ/schema/catalog/assets';
import { productPagePath } from '@russ/schema/catalog/product-pages';
import { fromPriceText } from '@russ/schema/common/money';
import { FROM_PRICES_NOK } from '@russ/schema/catalog/prices';
import { trackEvent } from '@/lib/analytics';
import styles from './shop-the-look.module.css';

const LOOK = [
  {
    name: 'Ziphoodie Premium',
    image: assetUrl('ziphoodie-premium.jpg'),
    price: fromPriceText(FROM_PRICES_NOK.zipHoodie),
    text: 'Tykk ziphoodie med metallglidelås, logo på brystet og stort ryggtrykk.',
  },
  {
    name: 'Sweatpants',
    image: assetUrl('sweatpants.jpg'),
    price: fromPriceText(FROM_PRICES_NOK.sweatpants),
    text: 'Myke sweatpants med navn og logo langs beinet – i samme farge som hoodien.',
  },
] as const;

/** 'Shop the look': the zip hoodie and the sweatpants as one outfit (Home 4). */
export function ShopTheLook({ headingId }: { headingId: string }) {
  return (
    <section className="section container" aria-labelledby={headingId}>
      <p className="eyebrow">Det komplette russeantrekket</p>
      <h2 id={headingId}>Shop the look</h2>
      <p className="lead">Kombiner Ziphoodie Premium og Sweatpants i samme farge – med gruppens logo og ditt navn.</p>
      <ul className={styles.look}>
        {LOOK.map((item) => {
          const to = productPagePath(item.name);
          return (
            <li key={item.name} className={styles.item}>
              <img
                className={styles.image}
                src={item.image}
                alt={item.name}
                width={800}
                height={800}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.body}>
                <h3 className={styles.name}>{item.name}</h3>
                <p className={styles.text}>{item.text}</p>
                <p className={styles.price}>{item.price}</p>
                <Link
                  to={to}
                  className="btn btn-dark"
                  onClick={() => trackEvent('product_view', { product: item.name, to, from: 'shop-the-look' })}
                >
                  Se {item.name}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
