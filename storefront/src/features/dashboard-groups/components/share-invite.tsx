import { useEffect, useState } from 'react';
import { QR } from '@russ/schema/common/limits';
import { groupJoinUrl } from '@russ/schema/groups/group-rules';
import { useToast } from '@/components/ui/toast';
import styles from './groups.module.css';

/** The invite code, a share link to the groups tab with the code filled in, and a QR code of that link. */
export function ShareInvite({ inviteCode, groupName }: { inviteCode: string; groupName: string }) {
  const link = groupJoinUrl(window.location.origin, inviteCode);
  const [qr, setQr] = useState<string | null>(null);
  const { toast } = useToast();

  useEffect(() => {
    let cancelled = false;
    // The QR library is only needed here: load it when a coordinator opens a group.
    import('qrcode')
      .then((QRCode) =>
        QRCode.toDataURL(link, {
          width: QR.overviewWidthPx,
          margin: QR.margin,
          color: { dark: QR.dark, light: QR.light },
        }),
      )
      .then((url) => {
        if (!cancelled) setQr(url);
      })
      .catch((error: unknown) => console.error('[groups] QR code failed', error));
    return () => {
      cancelled = true;
    };
  }, [link]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Lenken er kopiert' });
    } catch {
      toast({ variant: 'destructive', title: 'Kunne ikke kopiere', description: 'Marker lenken og kopier den selv.' });
    }
  };

  return (
    <div className={styles.share}>
      <div className="form-grid">
        <dl className={styles.facts}>
          <div>
            <dt>Invitasjonskode</dt>
            <dd className={styles.code} data-testid="invite-code">
              {inviteCode}
            </dd>
          </div>
        </dl>
        <div className="field">
          <label className="field-label" htmlFor={`share-${inviteCode}`}>
            Delingslenke
          </label>
          <input
            id={`share-${inviteCode}`}
            className="input"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={copy}>
            Kopier lenke
          </button>
        </div>
      </div>
      {qr ? (
        <img
          className={styles.qr}
          src={qr}
          width={QR.overviewWidthPx}
          height={QR.overviewWidthPx}
          alt={`QR-kode for å bli med i ${groupName}`}
        />
      ) : (
        <div className={styles.qr} aria-hidden="true" />
      )}
    </div>
  );
}
