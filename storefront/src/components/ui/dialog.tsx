import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { LineIcon } from './icon';

/**
 * A modal dialog on the native <dialog> element: focus moves in and stays there, the page behind is inert,
 * Escape, the close button and a click on the backdrop ask to close (`onClose`), and focus returns to the control
 * that opened it. Mount it to open it; the caller unmounts it in `onClose` (or keeps it open, e.g. while busy).
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      // Escape: the caller decides (it unmounts the dialog, or keeps it while something is saving).
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      // A click on the backdrop (the dialog element itself, outside its content) asks to close too.
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description ? <div className={styles.description}>{description}</div> : null}
          </div>
          <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label="Lukk">
            <LineIcon d="M6 6l12 12M18 6 6 18" size={20} linecap="round" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

/** The row of buttons at the end of a dialog, the main action last (on the right). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/**
 * For a modal <dialog>'s `onKeyDown`: Tab and Shift+Tab cycle among the elements that match `focusable` inside it
 * instead of leaving for the browser's own controls (the page behind is inert already).
 */
export function keepTabInside(event: KeyboardEvent<HTMLDialogElement>, focusable: string): void {
  if (event.key !== 'Tab') return;
  const elements = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusable));
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
