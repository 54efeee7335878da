import { useProfileTab } from '@/features/dashboard-profile/api/get-profile';
import { AccountSettingsCard } from './account-settings-card';
import { AddressesCard } from './addresses-card';
import { MembershipCard } from './membership-card';
import { OtherFunctionsCard } from './other-functions-card';
import { PersonalInfoCard } from './personal-info-card';
import styles from './profile-tab.module.css';

/**
 * The profile tab of the customer dashboard (customer-area §2 "Tab profile"): personal info with 'Rediger',
 * addresses (add, edit, delete, default per type), account settings (e-mail notifications, privacy, signing out
 * everywhere instead of a password), the community membership card with its 'Premium' badge, the data export and
 * account deletion. The dashboard shell handles a lost session.
 */
export default function ProfileTab() {
  const { data, loading, error, refetch } = useProfileTab();

  if (loading && !data) {
    return (
      <p className={styles.loading} role="status">
        <span className="spinner" aria-hidden="true" /> Laster profilen...
      </p>
    );
  }
  if (error && !data) {
    return (
      <div className="card" role="alert">
        <h2>Kunne ikke laste profilen</h2>
        <p className="muted">Prøv igjen senere.</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          Prøv igjen
        </button>
      </div>
    );
  }
  const area = data?.customerArea;
  if (!area) return null;
  const profile = area.profile;

  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        {profile ? (
          <PersonalInfoCard profile={profile} />
        ) : (
          <section className="card">
            <h2>Personlig informasjon</h2>
            <p className="muted">Fant ingen medlemsprofil for {area.email}.</p>
          </section>
        )}
        <AddressesCard addresses={area.addresses} />
        {profile ? <AccountSettingsCard settings={profile} /> : null}
      </div>
      <div className={styles.column}>
        {profile ? <MembershipCard membership={profile} /> : null}
        <OtherFunctionsCard email={area.email} />
      </div>
    </div>
  );
}
