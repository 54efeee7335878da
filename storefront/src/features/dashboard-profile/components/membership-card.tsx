import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatDateNb } from '@russ/schema/common/dates';
import { shop } from '@/lib/shop';
import styles from './profile-tab.module.css';

export const MembershipCard_CustomerProfileFragment = graphql(`
  fragment MembershipCard_CustomerProfile on CustomerProfile {
    joinedAt
    school
    graduationYear
  }
`);

/** The community membership (free) with its 'Premium' badge. */
export function MembershipCard({
  membership: membershipRef,
}: {
  membership: FragmentType<typeof MembershipCard_CustomerProfileFragment>;
}) {
  const membership = getFragmentData(MembershipCard_CustomerProfileFragment, membershipRef);
  return (
    <section className={`card ${styles.membership}`} aria-labelledby="profil-medlemskap">
      <div className={styles.cardHead}>
        <h2 id="profil-medlemskap">Community-medlemskap</h2>
        <span className={`${styles.badge} ${styles.badgePremium}`}>Premium</span>
      </div>
      <p className={styles.familyName}>{shop.name} Family</p>
      <dl className={styles.facts}>
        <dt>Medlem siden</dt>
        <dd>{formatDateNb(membership.joinedAt, 'long')}</dd>
        <dt>Skole</dt>
        <dd>{membership.school || 'Ikke oppgitt'}</dd>
        <dt>Avgangsår</dt>
        <dd>{membership.graduationYear || 'Ikke oppgitt'}</dd>
      </dl>
      <p className={styles.note} style={{ color: '#cfd6ee' }}>
        Medlemsrabatter, nyheter og tilbud først, gratis levering på 1-2 dager og gratis designhjelp.{' '}
        <Link to="/community">Se alle fordelene</Link>
      </p>
    </section>
  );
}
