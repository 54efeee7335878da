import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPanel } from '@/components/ui/status-panel';
import { useCustomerSession } from '@/features/auth/hooks/use-customer-session';
import { logOut } from '@/features/auth/session';
import { usePageMeta } from '@/lib/page-meta';
import styles from './customer-dashboard.module.css';

/** The customer area (customer-area spec §2). For now: who is signed in, and a way out. */
export default function CustomerDashboardRoute() {
  usePageMeta({ title: 'Kundeområde', noIndex: true });
  const { viewer, loading, error, retry } = useCustomerSession();

  if (loading) return <PageLoader label="Laster kundeområde..." />;
  if (error || !viewer) {
    return (
      <StatusPanel
        title="Kunne ikke laste kundeområdet"
        actions={
          <button type="button" className="btn btn-primary" onClick={retry}>
            Prøv igjen
          </button>
        }
      >
        <p>Prøv igjen senere.</p>
      </StatusPanel>
    );
  }

  return (
    <>
      <section className={styles.banner}>
        <div className={`container ${styles.bannerInner}`}>
          <div>
            <p className={styles.kicker}>Kundeområde</p>
            <h1 className={styles.greeting}>Velkommen, {viewer.firstName || 'Kunde'}!</h1>
            <p className={styles.email}>{viewer.email}</p>
          </div>
          <button type="button" className="btn btn-light" onClick={logOut}>
            Logg ut
          </button>
        </div>
      </section>
      <section className="section container">
        <div className="card">
          <h2>Ordrer, design og grupper</h2>
          <p className="muted">
            Her samler vi bestillingene, designene, gruppene og meldingene dine. Har du spørsmål om en bestilling, ta
            kontakt med oss.
          </p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            <Link to="/products" className="btn btn-primary">
              Se produkter
            </Link>
            <Link to="/contact" className="btn btn-outline">
              Kontakt oss
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
