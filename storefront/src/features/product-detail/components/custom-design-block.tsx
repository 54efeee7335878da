import { Link } from 'react-router-dom';
import { CUSTOM_DESIGN_BLOCK } from '@russ/schema/catalog/product-page-content';
import { Icon } from '@/components/ui/icon';
import styles from './product-sections.module.css';

/** The 'Tilpasset Design' block: own logo and text, free design help, a mock-up before production. */
export function CustomDesignBlock() {
  return (
    <section className={`card ${styles.section} ${styles.design}`} aria-labelledby="tilpasset-design">
      <span className={styles.designIcon}>
        <Icon name="palette" />
      </span>
      <h2 id="tilpasset-design" className={styles.heading}>
        {CUSTOM_DESIGN_BLOCK.title}
      </h2>
      <p>{CUSTOM_DESIGN_BLOCK.text}</p>
      <ul className={styles.notes}>
        {CUSTOM_DESIGN_BLOCK.points.map((point) => (
          <li key={point}>
            <Icon name="check" size={18} />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <Link to="/services/custom-design" className="btn btn-outline">
        Les mer om design
      </Link>
    </section>
  );
}
