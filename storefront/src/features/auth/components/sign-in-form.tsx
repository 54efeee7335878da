import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { useRequestSignInLink } from '@/features/auth/api/request-sign-in-link';

/**
 * Asks for the e-mail and sends a sign-in link; `onRequested` fires whatever the address is. `returnTo` is the page
 * the link leads back to (default: the dashboard).
 */
export function SignInForm({
  onRequested,
  returnTo,
}: {
  onRequested: (email: string) => void;
  returnTo?: string | null;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const requestSignInLink = useRequestSignInLink();
  const { toast } = useToast();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(undefined);
    try {
      const outcome = await requestSignInLink(email.trim(), returnTo);
      if (outcome.status === 'requested') onRequested(email.trim());
      else setError(outcome.message);
    } catch (cause) {
      console.error('[auth] sign-in link request failed', cause);
      toast({ variant: 'destructive', title: 'Feil', description: 'Noe gikk galt. Prøv igjen senere.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form-grid" onSubmit={onSubmit} aria-label="Logg inn">
      <TextField
        label="E-post"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={sending}>
        {sending ? 'Sender...' : 'Send innloggingslenke'}
      </button>
    </form>
  );
}
