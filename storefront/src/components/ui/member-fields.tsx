import { RequiredTextField, TextField } from '@/components/ui/form-field';

type MemberFieldName = 'firstName' | 'lastName' | 'school' | 'graduationYear';

/** What `useFormFields().field(name)` spreads onto a control. */
type BindField = (name: MemberFieldName) => {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
};

/** A member's first and last name, both marked as required (the community signup and the profile form). */
export function MemberNameFields({ field }: { field: BindField }) {
  return (
    <>
      <RequiredTextField label="Fornavn" name="firstName" autoComplete="given-name" {...field('firstName')} />
      <RequiredTextField label="Etternavn" name="lastName" autoComplete="family-name" {...field('lastName')} />
    </>
  );
}

/** A member's optional school and graduation year (the community signup and the profile form). */
export function MemberSchoolFields({ field }: { field: BindField }) {
  return (
    <>
      <TextField label="Skole (valgfritt)" name="school" autoComplete="organization" {...field('school')} />
      <TextField
        label="Avgangsår (valgfritt)"
        name="graduationYear"
        inputMode="numeric"
        placeholder="2024"
        maxLength={4}
        {...field('graduationYear')}
      />
    </>
  );
}
