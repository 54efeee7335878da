import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS, isContactSubject } from '@russ/schema/contact/contact-subjects';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { trackEvent } from '@/lib/analytics';
import { useFormFields } from '@/lib/use-form-fields';
import { useSubmitContact, type ContactFormValues } from '@/features/contact/api/submit-contact';

const EMPTY: ContactFormValues = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/**
 * The contact form (storefront spec §4): idle → sending ('Sender...') → success (cleared, toast) or
 * error (destructive toast). Required fields use the browser's own validation.
 */
export function ContactForm() {
  // `/contact?subject=produkter` (e.g. from /qr/underdeler) starts with that subject chosen; `&message=…` (the
  // dashboard's 'Ny bestilling') with the message written.
  const [searchParams] = useSearchParams();
  const presetSubject = searchParams.get('subject') ?? '';
  const {
    values,
    setValues,
    setErrors: setFieldErrors,
    field,
  } = useFormFields<ContactFormValues>(() => ({
    ...EMPTY,
    subject: isContactSubject(presetSubject) ? presetSubject : '',
    message: searchParams.get('message') ?? '',
  }));
  const [sending, setSending] = useState(false);
  const { submitContact } = useSubmitContact();
  const { toast } = useToast();

  const showError = () =>
    toast({ variant: 'destructive', title: 'Feil', description: 'Noe gikk galt. Prøv igjen senere.' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    trackEvent('contact_submit', { subject: values.subject });
    try {
      const outcome = await submitContact(values);
      if (outcome.status === 'sent') {
        setValues(EMPTY);
        setFieldErrors({});
        toast({ title: 'Melding sendt!', description: 'Takk for din henvendelse! Vi kommer tilbake til deg snart.' });
      } else if (outcome.status === 'limited') {
        toast({ variant: 'destructive', title: 'Feil', description: outcome.message });
      } else {
        setFieldErrors(outcome.fieldErrors);
        showError();
      }
    } catch (error) {
      console.error('[contact] submit failed', error);
      showError();
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form-grid" onSubmit={onSubmit} aria-label="Kontaktskjema">
      <div className="form-grid form-grid-2">
        <TextField label="Fornavn" name="firstName" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Etternavn" name="lastName" autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label="E-post" name="email" type="email" autoComplete="email" required {...field('email')} />
      <SelectField label="Emne" name="subject" required {...field('subject')}>
        <option value="" disabled>
          Velg emne
        </option>
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {CONTACT_SUBJECT_LABELS[subject]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Melding"
        name="message"
        required
        rows={6}
        placeholder="Fortell oss hva du lurer på: antall, produkter, farger, ønsket leveringsdato ..."
        {...field('message')}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Sender...' : 'Send melding'}
        </button>
      </div>
    </form>
  );
}
