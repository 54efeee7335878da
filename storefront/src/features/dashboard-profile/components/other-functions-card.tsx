import { useId, useState } from 'react';
import {
  DELETE_ACCOUNT_CONFIRM_MESSAGE,
  DELETE_ACCOUNT_MISMATCH_MESSAGE,
} from '@russ/schema/members/profile.validators';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { dataExportUrl, useDeleteAccount } from '@/features/dashboard-profile/api/account';
import { ConfirmDialog } from './confirm-dialog';
import styles from './profile-tab.module.css';

/** 'Last ned mine data' (JSON download) and 'Slett konto' (confirmed by typing the e-mail). */
export function OtherFunctionsCard({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const deleteAccount = useDeleteAccount();
  const { toast } = useToast();
  const textId = useId();

  const close = () => {
    setConfirming(false);
    setTyped('');
    setError(undefined);
  };

  const onConfirm = async () => {
    const value = typed.trim().toLowerCase();
    if (!value) return setError(DELETE_ACCOUNT_CONFIRM_MESSAGE);
    if (value !== email.toLowerCase()) return setError(DELETE_ACCOUNT_MISMATCH_MESSAGE);
    setDeleting(true);
    try {
      const outcome = await deleteAccount(typed);
      if (outcome.status === 'invalid') {
        setError(outcome.fieldErrors.confirmEmail ?? DELETE_ACCOUNT_MISMATCH_MESSAGE);
        setDeleting(false);
        return;
      }
      // The account and its session are gone: back to the front page, signed out.
      window.location.assign('/');
    } catch (failure) {
      console.error('[profile] account deletion failed', failure);
      setDeleting(false);
      toast({ variant: 'destructive', title: 'Kunne ikke slette kontoen', description: 'Prøv igjen senere' });
    }
  };

  return (
    <section className="card" aria-labelledby="profil-andre">
      <div className={styles.cardHead}>
        <h2 id="profil-andre">Andre funksjoner</h2>
      </div>
      <div className={styles.functionBlock}>
        <h3 style={{ margin: 0, fontSize: '1.0625rem' }}>Dine data</h3>
        <p>
          Last ned alt vi har lagret om deg – profil, ordrer, fakturaer, adresser, design, grupper og meldinger – som en
          JSON-fil.
        </p>
        <a className={`btn btn-outline ${styles.small}`} href={dataExportUrl(email)} download>
          Last ned mine data
        </a>
      </div>
      <div className={styles.functionBlock}>
        <h3 style={{ margin: 0, fontSize: '1.0625rem' }}>Slett konto</h3>
        <p>Sletter medlemskapet og personopplysningene dine. Dette kan ikke angres.</p>
        <button type="button" className={`btn ${styles.danger} ${styles.small}`} onClick={() => setConfirming(true)}>
          Slett konto
        </button>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Slette kontoen din?"
        confirmLabel="Slett kontoen"
        busyLabel="Sletter..."
        busy={deleting}
        onConfirm={() => void onConfirm()}
        onCancel={close}
      >
        <p id={textId}>
          Vi sletter medlemskapet, profilen, adressene, designene med filer, meldingene, gruppene du koordinerer,
          gruppemedlemskap og størrelser, kupongene, påmeldingen til nyhetsbrevet og henvendelsene dine via
          kontaktskjemaet. Du blir logget ut på alle enheter.
        </p>
        <p className="muted">
          Ordrer og fakturaer beholder vi i fem år, fordi bokføringsloven krever det. Last gjerne ned dataene dine
          først.
        </p>
        <TextField
          label="Skriv inn e-postadressen din for å bekrefte"
          name="confirmEmail"
          type="email"
          autoComplete="off"
          placeholder={email}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
      </ConfirmDialog>
    </section>
  );
}
