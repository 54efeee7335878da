import { useId, useState, type FormEvent } from 'react';
import { useToast } from '@/components/ui/toast';
import { trackEvent } from '@/lib/analytics';
import { useHydrated } from '@/lib/hydrated';
import { withMinimumDuration } from '@/lib/timing';
import { useSubscribeNewsletter } from '@/features/newsletter/api/subscribe-newsletter';
import styles from './newsletter-form.module.css';

/** Spec §9: the sign-up reads as "sending" for about a second. */
const NEWSLETTER_SENDING_MS = 1000;

/**
 * Newsletter sign-up: the button stays disabled while the field is empty or a request is on its way;
 * on success the field is cleared and a thank-you toast appears.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const subscribe = useSubscribeNewsletter();
  const { toast } = useToast();
  const inputId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || sending) return;
    setSending(true);
    setError(undefined);
    trackEvent('newsletter_submit', {});
    try {
      const outcome = await withMinimumDuration(subscribe(email.trim()), NEWSLETTER_SENDING_MS);
      if (outcome.status === 'subscribed') {
        setEmail('');
        toast({ title: 'Takk for påmeldingen!', description: 'Du vil få våre nyeste tilbud og nyheter på e-post.' });
      } else {
        setError(outcome.message);
        toast({ variant: 'destructive', title: 'Feil', description: outcome.message });
      }
    } catch (cause) {
      console.error('[newsletter] subscribe failed', cause);
      toast({ variant: 'destructive', title: 'Feil', description: 'Noe gikk galt. Prøv igjen senere.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Påmelding til nyhetsbrev">
      <label htmlFor={inputId} className="visually-hidden">
        E-postadresse
      </label>
      <input
        id={inputId}
        className={`input ${styles.input}`}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="Din e-postadresse"
        value={email}
        readOnly={!hydrated}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
      <button type="submit" className="btn btn-primary" disabled={!email.trim() || sending}>
        {sending ? 'Sender...' : 'Meld meg på'}
      </button>
      {error ? (
        <p id={`${inputId}-error`} className={`field-error ${styles.error}`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
