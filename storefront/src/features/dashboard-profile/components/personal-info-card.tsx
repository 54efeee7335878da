import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { Link } from 'react-router-dom';
import { MemberNameFields, MemberSchoolFields } from '@/components/ui/member-fields';
import {
  useUpdateProfile,
  validatePersonalInfo,
  type PersonalInfoValues,
} from '@/features/dashboard-profile/api/update-profile';
import styles from './profile-tab.module.css';
import { EditFormActions, useEditForm } from './use-edit-form';

export const PersonalInfoCard_CustomerProfileFragment = graphql(`
  fragment PersonalInfoCard_CustomerProfile on CustomerProfile {
    firstName
    lastName
    email
    school
    graduationYear
  }
`);

type PersonalInfo = {
  firstName: string;
  lastName: string;
  email: string;
  school: string | null;
  graduationYear: string | null;
};

const NOT_GIVEN = 'Ikke oppgitt';

/** Personal info with 'Rediger' (inline form). The e-mail identifies the account and is changed by the shop. */
export function PersonalInfoCard({
  profile: profileRef,
}: {
  profile: FragmentType<typeof PersonalInfoCard_CustomerProfileFragment>;
}) {
  const profile: PersonalInfo = getFragmentData(PersonalInfoCard_CustomerProfileFragment, profileRef);
  const [editing, setEditing] = useState(false);
  return (
    <section className="card" aria-labelledby="profil-personlig">
      <div className={styles.cardHead}>
        <h2 id="profil-personlig">Personlig informasjon</h2>
        {editing ? null : (
          <button type="button" className={`btn btn-outline ${styles.small}`} onClick={() => setEditing(true)}>
            Rediger
          </button>
        )}
      </div>
      {editing ? (
        <PersonalInfoForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <dl className={styles.facts}>
          <dt>Fornavn</dt>
          <dd>{profile.firstName}</dd>
          <dt>Etternavn</dt>
          <dd>{profile.lastName}</dd>
          <dt>E-post</dt>
          <dd>{profile.email}</dd>
          <dt>Skole</dt>
          <dd>{profile.school || NOT_GIVEN}</dd>
          <dt>Avgangsår</dt>
          <dd>{profile.graduationYear || NOT_GIVEN}</dd>
        </dl>
      )}
    </section>
  );
}

function PersonalInfoForm({ profile, onDone }: { profile: PersonalInfo; onDone: () => void }) {
  const updateProfile = useUpdateProfile();
  const { saving, field, onSubmit } = useEditForm<PersonalInfoValues>({
    initial: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      school: profile.school ?? '',
      graduationYear: profile.graduationYear ?? '',
    },
    validate: validatePersonalInfo,
    save: updateProfile,
    savedTitle: 'Profilen er oppdatert',
    failedTitle: 'Kunne ikke lagre profilen',
    onDone,
  });

  return (
    <form className="form-grid" onSubmit={onSubmit} noValidate aria-label="Rediger personlig informasjon">
      <div className="form-grid form-grid-2">
        <MemberNameFields field={field} />
        <MemberSchoolFields field={field} />
      </div>
      <p className={styles.note} style={{ marginTop: 0 }}>
        E-postadressen ({profile.email}) er brukernavnet ditt og kan ikke endres her. Vil du bytte den,{' '}
        <Link to="/contact">kontakt oss</Link>.
      </p>
      <EditFormActions saving={saving} saveLabel="Lagre" onCancel={onDone} />
    </form>
  );
}
