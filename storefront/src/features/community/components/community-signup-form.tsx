import { useState, type FormEvent } from 'react';
import { RequiredTextField } from '@/components/ui/form-field';
import { MemberNameFields, MemberSchoolFields } from '@/components/ui/member-fields';
import { useToast } from '@/components/ui/toast';
import { trackEvent } from '@/lib/analytics';
import { shop } from '@/lib/shop';
import { focusFirstInvalid, useFormFields } from '@/lib/use-form-fields';
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
  const { values, setErrors: setFieldErrors, field } = useFormFields(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const joinCommunity = useJoinCommunity();
  const { toast } = useToast();

  const fail = (description: string) =>
    toast({ variant: 'destructive', title: 'Kunne ikke registrere medlemskap', description });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const invalid = validateCommunitySignup(values);
    if (invalid) {
      setFieldErrors(invalid);
      focusFirstInvalid(event.currentTarget);
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
        <MemberNameFields field={field} />
      </div>
      <RequiredTextField label="E-post" name="email" type="email" autoComplete="email" {...field('email')} />
      <div className="form-grid form-grid-2">
        <MemberSchoolFields field={field} />
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
