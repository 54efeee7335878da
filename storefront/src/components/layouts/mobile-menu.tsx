import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { keepTabInside } from '@/components/ui/dialog';
import { LineIcon } from '@/components/ui/icon';
import { MOBILE_MENU_LINKS, SIGN_IN_PATH } from './navigation';
import styles from './mobile-menu.module.css';

type MobileMenuProps = {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * Side menu for small screens: a modal <dialog> sliding in from the right, 300 px wide. The native modal
 * dialog keeps focus inside (the page behind is inert) and closes on Escape; a followed link closes it too.
 */
export function MobileMenu({ open, onClose, returnFocusTo }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  const navigatedRef = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      navigatedRef.current = false;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      className={styles.panel}
      aria-label="Meny"
      // The modal dialog makes the page inert; keep Tab cycling inside it rather than leaving for the browser UI.
      onKeyDown={(event) => keepTabInside(event, 'a[href], button:not([disabled])')}
      onClose={() => {
        onClose();
        if (!navigatedRef.current) returnFocusTo.current?.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className={styles.content}>
        <div className={styles.top}>
          <Logo />
          <button type="button" className={styles.close} onClick={onClose}>
            <LineIcon d="M6 6l12 12M18 6 6 18" size={22} linecap="round" />
            <span className="visually-hidden">Lukk meny</span>
          </button>
        </div>
        <nav aria-label="Mobilmeny">
          <ul className={styles.list}>
            {MOBILE_MENU_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={styles.link}
                  onClick={() => {
                    navigatedRef.current = true;
                    onClose();
                  }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          to={SIGN_IN_PATH}
          className="btn btn-primary btn-block"
          onClick={() => {
            navigatedRef.current = true;
            onClose();
          }}
        >
          Logg inn
        </Link>
      </div>
    </dialog>
  );
}
