import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { trackEvent } from '@/lib/analytics';
import type { FieldErrorMap } from '@/lib/field-errors';
import { shop } from '@/lib/shop';
import {
  useJoinCommunity,
  validateCommunitySignup,
  type CommunitySignupValues,
} from '@/features/community/api/join-community';

const EMPTY: CommunitySignupValues = { firstName: '', lastName: '', email: '', school: '', graduationYear: '' };

type CommunitySignupFormProps = { onJoined: (member: { firstName: string }) => void };

/**
 * Membership signup (customer-area spec §2, §5): checked on the client with the shared validator, then
 * sent; the button reads 'Registrerer...' meanwhile. Failures keep the form and show a destructive toast.
 */
export function CommunitySignupForm({ onJoined }: CommunitySignupFormProps) {
  const [values, setValues] = useState<CommunitySignupValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrorMap>({});
  const [submitting, setSubmitting] = useState(false);
  const joinCommunity = useJoinCommunity();
  const { toast } = useToast();

  const set = (field: keyof CommunitySignupValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fail = (description: string) =>
    toast({ variant: 'destructive', title: 'Kunne ikke registrere medlemskap', description });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const invalid = validateCommunitySignup(values);
    if (invalid) {
      setFieldErrors(invalid);
      // Move the user to the first field that needs attention once the messages are rendered.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    trackEvent('community_join', {});
    try {
      const outcome = await joinCommunity(values);
      if (outcome.status === 'joined') {
        toast({
          title: `Velkommen til ${shop.name} Family!`,
          description: 'Du vil motta dine fordeler på e-post snart.',
        });
        onJoined(outcome.member);
        return;
      }
      if (outcome.status === 'invalid') setFieldErrors(outcome.fieldErrors);
      fail(outcome.message || 'Prøv igjen senere');
    } catch (error) {
      console.error('[community] signup failed', error);
      fail('Prøv igjen senere');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="form-grid" onSubmit={onSubmit} noValidate aria-label="Bli medlem">
      <div className="form-grid form-grid-2">
        <TextField
          label="Fornavn"
          marked
          name="firstName"
          autoComplete="given-name"
          aria-required="true"
          value={values.firstName}
          onChange={set('firstName')}
          error={fieldErrors.firstName}
        />
        <TextField
          label="Etternavn"
          marked
          name="lastName"
          autoComplete="family-name"
          aria-required="true"
          value={values.lastName}
          onChange={set('lastName')}
          error={fieldErrors.lastName}
        />
      </div>
      <TextField
        label="E-post"
        marked
        name="email"
        type="email"
        autoComplete="email"
        aria-required="true"
        value={values.email}
        onChange={set('email')}
        error={fieldErrors.email}
      />
      <div className="form-grid form-grid-2">
        <TextField
          label="Skole (valgfritt)"
          name="school"
          autoComplete="organization"
          value={values.school}
          onChange={set('school')}
          error={fieldErrors.school}
        />
        <TextField
          label="Avgangsår (valgfritt)"
          name="graduationYear"
          inputMode="numeric"
          placeholder="2024"
          maxLength={4}
          value={values.graduationYear}
          onChange={set('graduationYear')}
          error={fieldErrors.graduationYear}
        />
      </div>
      <p className="field-hint">
        Felt merket med <span className="field-required">*</span> må fylles ut. Medlemskapet er gratis.
      </p>
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {submitting ? 'Registrerer...' : 'Bli medlem gratis'}
      </button>
    </form>
  );
}
