import styles from './dashboard.module.css';

/** The dashboard banner: 'Velkommen, {first name or Kunde}!' and the logout button (customer-area §2). */
export function DashboardHeader({
  firstName,
  email,
  onLogout,
}: {
  firstName: string | null | undefined;
  email: string;
  onLogout: () => void;
}) {
  return (
    <section className={styles.banner}>
      <div className={`container ${styles.bannerInner}`}>
        <div>
          <p className={styles.kicker}>Kundeområde</p>
          <h1 className={styles.greeting}>Velkommen, {firstName?.trim() || 'Kunde'}!</h1>
          <p className={styles.email}>{email}</p>
        </div>
        <button type="button" className="btn btn-light" onClick={onLogout}>
          Logg ut
        </button>
      </div>
    </section>
  );
}
