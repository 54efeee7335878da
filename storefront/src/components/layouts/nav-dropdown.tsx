import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LineIcon } from '@/components/ui/icon';
import type { NavLinkItem } from './navigation';
import { useHydrated } from '@/lib/hydrated';
import styles from './site-header.module.css';

/**
 * A disclosure-style dropdown of links: the button toggles it (aria-expanded), ArrowDown opens it and
 * moves into the list, arrows/Home/End move between links, Escape closes and returns focus to the
 * button, and it closes when focus or a click leaves it or a link is followed. With a mouse it also opens
 * while the pointer rests on it; a click then keeps it open until the next click.
 */
export function NavDropdown({ label, items }: { label: string; items: NavLinkItem[] }) {
  const { pathname } = useLocation();
  // Remember where it was opened: any navigation closes it without an extra render pass.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const hydrated = useHydrated();
  const open = openedAt === pathname;
  const setOpen = useCallback(
    (next: boolean | ((current: boolean) => boolean)) =>
      setOpenedAt((current) => {
        const isOpen = current === pathname;
        return (typeof next === 'function' ? next(isOpen) : next) ? pathname : null;
      }),
    [pathname],
  );
  // Open only because the mouse is over it: leaving closes it, a click makes it stay.
  const hoverOpenRef = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const last = event.key === 'ArrowUp';
      // The list renders on the next frame when it was closed.
      requestAnimationFrame(() => focusLink(last ? -1 : 0));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusLink(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusLink(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusLink(0);
        break;
      case 'End':
        event.preventDefault();
        focusLink(-1);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        break;
    }
  };

  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        hoverOpenRef.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || !hoverOpenRef.current) return;
        hoverOpenRef.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={listId}
        disabled={!hydrated}
        onClick={() => {
          // Opened by the pointer resting on it (the render may still be pending): the click makes it stay.
          if (hoverOpenRef.current) {
            hoverOpenRef.current = false;
            setOpen(true);
            return;
          }
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <LineIcon d="m6 9 6 6 6-6" size={16} linecap="round" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.dropdownList} hidden={!open} onKeyDown={onListKeyDown}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.dropdownLink} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
