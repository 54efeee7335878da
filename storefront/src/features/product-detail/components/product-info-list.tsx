import type { ProductPageInfoItem } from '@russ/schema/catalog/product-page-content';
import styles from './product-sections.module.css';

/** The page's facts (material, certification, sizes, delivery, washing, reply time) as a description list. */
export function ProductInfoList({ items }: { items: readonly ProductPageInfoItem[] }) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby="produktinformasjon">
      <h2 id="produktinformasjon" className={styles.heading}>
        Produktinformasjon
      </h2>
      <dl className={styles.infoList}>
        {items.map((item) => (
          <div key={item.label} className={styles.infoRow}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
