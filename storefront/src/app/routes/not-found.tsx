import { usePageMeta } from '@/lib/page-meta';
import styles from './not-found.module.css';

/** Fallback for any path the router does not know (spec: an English card). */
export default function UnknownPathPage() {
  usePageMeta({ title: '404 Page Not Found', noIndex: true });
  return (
    <div className={`container ${styles.wrap}`}>
      <div className={`card ${styles.card}`}>
        <div className={styles.heading}>
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <h1 lang="en">404 Page Not Found</h1>
        </div>
        <p lang="en" className="muted">
          Did you forget to add the page to the router?
        </p>
      </div>
    </div>
  );
}
