import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './service-cta.module.css';

/** The dark closing band of a service page: a heading, some text or a list, and the button to /contact. */
export function ServiceCta({
  id,
  title,
  children,
  buttonLabel,
  to = '/contact',
}: {
  id: string;
  title: string;
  children?: ReactNode;
  buttonLabel: string;
  to?: string;
}) {
  return (
    <section className={`section container ${styles.cta}`} aria-labelledby={id}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {children}
        </div>
        <Link to={to} className="btn btn-primary">
          {buttonLabel}
        </Link>
      </div>
    </section>
  );
}
