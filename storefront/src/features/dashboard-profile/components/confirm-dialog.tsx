import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import styles from './profile-tab.module.css';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel: string;
  busy?: boolean;
  /** 'danger' for something that cannot be undone. */
  tone?: 'danger' | 'neutral';
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A confirmation on the shared modal dialog (focus stays inside, Escape cancels unless busy, focus returns to the
 * opener). The confirm button submits the dialog's form, so extra fields placed in `children` work with Enter.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  if (!open) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };

  return (
    <Dialog
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
    >
      <form className={styles.dialogText} onSubmit={submit} noValidate>
        {children}
        <DialogActions>
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
            Avbryt
          </button>
          <button
            type="submit"
            className={`btn ${tone === 'danger' ? styles.dangerSolid : 'btn-primary'}`}
            disabled={busy}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
