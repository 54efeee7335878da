import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '@russ/schema/auth/return-path';
import { MEMBER_DEACTIVATED_SIGN_IN_MESSAGE } from '@russ/schema/members/member-status';
import { Icon } from '@/components/ui/icon';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { usePageMeta } from '@/lib/page-meta';
import styles from './login.module.css';

/**
 * Where `GET /api/login` leads: asks for the e-mail and mails a sign-in link valid for 15 minutes. A `returnTo`
 * page (an invite link opened while signed out) goes with the request, so the link leads back there.
 */
export default function LoginRoute() {
  usePageMeta({ title: 'Logg inn', noIndex: true });
  const [params] = useSearchParams();
  const expired = params.get('error') === 'expired';
  const deactivated = params.get('error') === 'deactivated';
  const returnTo = safeReturnPath(params.get('returnTo'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) sentHeadingRef.current?.focus();
  }, [sentTo]);

  return (
    <div className={`container ${styles.wrap}`}>
      <div className={`card ${styles.card}`}>
        {sentTo ? (
          <div aria-live="polite">
            <span className={styles.icon}>
              <Icon name="mail" size={28} />
            </span>
            <h1 ref={sentHeadingRef} tabIndex={-1} className={styles.title}>
              Sjekk e-posten din
            </h1>
            <p className="muted">
              Hvis <strong>{sentTo}</strong> hører til et medlemskap, får du en e-post med en innloggingslenke om litt.
              Lenken gjelder i 15 minutter og kan brukes én gang.
            </p>
            <p className="muted">Finner du den ikke? Se i søppelpost-mappen, eller be om en ny lenke.</p>
            <button type="button" className="btn btn-outline" onClick={() => setSentTo(null)}>
              Be om en ny lenke
            </button>
          </div>
        ) : (
          <>
            <h1 className={styles.title}>Logg inn</h1>
            <p className="muted">
              Skriv inn e-postadressen du er medlem med, så sender vi deg en innloggingslenke. Lenken gjelder i 15
              minutter. Du trenger ikke passord.
            </p>
            {expired ? (
              <p className={styles.alert} role="alert">
                Lenken er utløpt eller allerede brukt. Be om en ny.
              </p>
            ) : null}
            {deactivated ? (
              <p className={styles.alert} role="alert">
                {MEMBER_DEACTIVATED_SIGN_IN_MESSAGE}
              </p>
            ) : null}
            <SignInForm onRequested={setSentTo} returnTo={returnTo} />
            <p className={styles.footnote}>
              Ikke medlem ennå? <Link to="/community">Bli medlem gratis</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
