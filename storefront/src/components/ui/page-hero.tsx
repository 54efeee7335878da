import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

type PageHeroProps = {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  size?: 'default' | 'large';
};

/** The dark banner at the top of a page: title, a lead sentence and optional buttons. */
export function PageHero({ eyebrow, title, lead, actions, aside, size = 'default' }: PageHeroProps) {
  return (
    <section className={`${styles.hero} ${size === 'large' ? styles.large : ''}`}>
      <div className={`container ${styles.inner} ${aside ? styles.withAside : ''}`}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </section>
  );
}
