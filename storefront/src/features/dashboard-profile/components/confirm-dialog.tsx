import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
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
 * A modal confirmation (native <dialog>: focus stays inside, Escape cancels, the page behind is inert). The
 * confirm button submits the dialog's form, so extra fields placed in `children` work with Enter.
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open ? (
        <form className={styles.dialogBody} onSubmit={submit} noValidate>
          <h2 id={titleId}>{title}</h2>
          <div className={styles.dialogText}>{children}</div>
          <div className={styles.dialogActions}>
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
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
