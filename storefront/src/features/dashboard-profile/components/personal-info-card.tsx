import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import type { FieldErrorMap } from '@/lib/field-errors';
import { useUpdateProfile, validatePersonalInfo, type PersonalInfoValues } from '../api/update-profile';
import styles from './profile-tab.module.css';

export type PersonalInfo = {
  firstName: string;
  lastName: string;
  email: string;
  school: string | null;
  graduationYear: string | null;
};

const NOT_GIVEN = 'Ikke oppgitt';

/** Personal info with 'Rediger' (inline form). The e-mail identifies the account and is changed by the shop. */
export function PersonalInfoCard({ profile }: { profile: PersonalInfo }) {
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
  const [values, setValues] = useState<PersonalInfoValues>({
    firstName: profile.firstName,
    lastName: profile.lastName,
    school: profile.school ?? '',
    graduationYear: profile.graduationYear ?? '',
  });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [saving, setSaving] = useState(false);
  const updateProfile = useUpdateProfile();
  const { toast } = useToast();

  const set = (field: keyof PersonalInfoValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const invalid = validatePersonalInfo(values);
    if (invalid) {
      setErrors(invalid);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const outcome = await updateProfile(values);
      if (outcome.status === 'invalid') {
        setErrors(outcome.fieldErrors);
        toast({ variant: 'destructive', title: 'Kunne ikke lagre profilen', description: outcome.message });
        return;
      }
      toast({ title: 'Profilen er oppdatert' });
      onDone();
    } catch (error) {
      console.error('[profile] update failed', error);
      toast({ variant: 'destructive', title: 'Kunne ikke lagre profilen', description: 'Prøv igjen senere' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="form-grid" onSubmit={onSubmit} noValidate aria-label="Rediger personlig informasjon">
      <div className="form-grid form-grid-2">
        <TextField
          label="Fornavn"
          marked
          name="firstName"
          autoComplete="given-name"
          aria-required="true"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Etternavn"
          marked
          name="lastName"
          autoComplete="family-name"
          aria-required="true"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        <TextField
          label="Skole (valgfritt)"
          name="school"
          autoComplete="organization"
          value={values.school}
          onChange={set('school')}
          error={errors.school}
        />
        <TextField
          label="Avgangsår (valgfritt)"
          name="graduationYear"
          inputMode="numeric"
          placeholder="2024"
          maxLength={4}
          value={values.graduationYear}
          onChange={set('graduationYear')}
          error={errors.graduationYear}
        />
      </div>
      <p className={styles.note} style={{ marginTop: 0 }}>
        E-postadressen ({profile.email}) er brukernavnet ditt og kan ikke endres her. Vil du bytte den,{' '}
        <Link to="/contact">kontakt oss</Link>.
      </p>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Lagrer...' : 'Lagre'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone} disabled={saving}>
          Avbryt
        </button>
      </div>
    </form>
  );
}
