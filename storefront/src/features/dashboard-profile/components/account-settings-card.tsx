import { useId, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { Link } from 'react-router-dom';
import { PROFILE_SETTING_LABELS } from '@russ/schema/members/profile.validators';
import { useToast } from '@/components/ui/toast';
import { useSignOutEverywhere } from '@/features/dashboard-profile/api/account';
import { useUpdateProfileSettings } from '@/features/dashboard-profile/api/update-profile';
import { ConfirmDialog } from './confirm-dialog';
import styles from './profile-tab.module.css';

export const AccountSettingsCard_CustomerProfileFragment = graphql(`
  fragment AccountSettingsCard_CustomerProfile on CustomerProfile {
    emailNotifications
    shareNameWithCoordinators
  }
`);

type Settings = { emailNotifications: boolean; shareNameWithCoordinators: boolean };
type SettingName = keyof Settings;

/**
 * E-mail notifications, privacy and sign-in. There is no password to change (customers sign in with a mailed
 * link), so the honest counterpart of 'change password' is signing out on every device.
 */
export function AccountSettingsCard({
  settings: settingsRef,
}: {
  settings: FragmentType<typeof AccountSettingsCard_CustomerProfileFragment>;
}) {
  const settings: Settings = getFragmentData(AccountSettingsCard_CustomerProfileFragment, settingsRef);
  const [pending, setPending] = useState<SettingName | null>(null);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const updateSettings = useUpdateProfileSettings();
  const signOutEverywhere = useSignOutEverywhere();
  const { toast } = useToast();

  const toggle = async (name: SettingName, on: boolean) => {
    setPending(name);
    try {
      await updateSettings({ [name]: on });
      toast({
        title:
          name === 'emailNotifications'
            ? on
              ? 'E-postvarsler er slått på'
              : 'E-postvarsler er slått av'
            : on
              ? 'Koordinatorer ser navnet ditt'
              : 'Koordinatorer ser bare e-postadressen din',
      });
    } catch (error) {
      console.error('[profile] settings failed', error);
      toast({ variant: 'destructive', title: 'Kunne ikke lagre innstillingen', description: 'Prøv igjen senere' });
    } finally {
      setPending(null);
    }
  };

  const signOut = async () => {
    setSigningOut(true);
    try {
      await signOutEverywhere();
      // This session ended too: leave the dashboard with a full page load.
      window.location.assign('/');
    } catch (error) {
      console.error('[profile] sign out everywhere failed', error);
      setSigningOut(false);
      setConfirmSignOut(false);
      toast({ variant: 'destructive', title: 'Kunne ikke logge ut overalt', description: 'Prøv igjen senere' });
    }
  };

  return (
    <section className="card" aria-labelledby="profil-innstillinger">
      <div className={styles.cardHead}>
        <h2 id="profil-innstillinger">Kontoinnstillinger</h2>
      </div>

      <h3 className={styles.subhead} style={{ marginTop: 0 }}>
        Varsler
      </h3>
      <SettingSwitch
        label={PROFILE_SETTING_LABELS.emailNotifications}
        hint={PROFILE_SETTING_LABELS.emailNotificationsHint}
        checked={settings.emailNotifications}
        busy={pending === 'emailNotifications'}
        onChange={(on) => void toggle('emailNotifications', on)}
      />

      <h3 className={styles.subhead}>Personvern</h3>
      <SettingSwitch
        label={PROFILE_SETTING_LABELS.shareNameWithCoordinators}
        hint={PROFILE_SETTING_LABELS.shareNameWithCoordinatorsHint}
        checked={settings.shareNameWithCoordinators}
        busy={pending === 'shareNameWithCoordinators'}
        onChange={(on) => void toggle('shareNameWithCoordinators', on)}
      />
      <p className={styles.note} style={{ marginTop: '0.25rem' }}>
        Les hvordan vi behandler opplysningene dine i <Link to="/privacy">personvernerklæringen</Link>.
      </p>

      <h3 className={styles.subhead}>Passord og innlogging</h3>
      <p style={{ marginBottom: '0.5rem' }}>Du logger inn med en engangslenke på e-post – du har ikke noe passord.</p>
      <p className={styles.note} style={{ margin: '0 0 0.75rem' }}>
        Har du logget inn på en delt eller mistet enhet? Logg ut overalt, så må alle enheter logge inn på nytt med en ny
        lenke.
      </p>
      <button type="button" className={`btn btn-outline ${styles.small}`} onClick={() => setConfirmSignOut(true)}>
        Logg ut på alle enheter
      </button>

      <ConfirmDialog
        open={confirmSignOut}
        title="Logge ut på alle enheter?"
        confirmLabel="Logg ut på alle enheter"
        busyLabel="Logger ut..."
        busy={signingOut}
        tone="neutral"
        onConfirm={() => void signOut()}
        onCancel={() => setConfirmSignOut(false)}
      >
        <p>
          Alle innlogginger avsluttes, også denne. Du kan logge inn igjen når du vil med en ny engangslenke på e-post.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function SettingSwitch({
  label,
  hint,
  checked,
  busy,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.setting}>
      <div className={styles.settingText}>
        <label htmlFor={id}>{label}</label>
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        aria-busy={busy || undefined}
        disabled={busy}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
