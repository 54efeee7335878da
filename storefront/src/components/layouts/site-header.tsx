import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { shop } from '@/lib/shop';
import { LineIcon } from '@/components/ui/icon';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import {
  HEADER_LINKS_AFTER_MENUS,
  HEADER_LINKS_BEFORE_MENUS,
  PRODUCT_MENU,
  SERVICE_MENU,
  SIGN_IN_PATH,
  type HeaderLink,
} from './navigation';
import { useHydrated } from '@/lib/hydrated';
import styles from './site-header.module.css';

const showClass: Record<NonNullable<HeaderLink['show']>, string> = {
  medium: styles.showMedium,
  wide: styles.showWide,
  widest: styles.showWidest,
};

function HeaderNavLink({ link }: { link: HeaderLink }) {
  return (
    <li className={link.show ? showClass[link.show] : undefined}>
      <NavLink
        to={link.to}
        end={link.to === '/'}
        className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
      >
        {link.label}
      </NavLink>
    </li>
  );
}

/** Sticky header shared by every page (storefront spec §2). */
export function SiteHeader() {
  const { pathname } = useLocation();
  // The side menu belongs to the page it was opened on: navigating anywhere closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link to="/" className={styles.brand} aria-label={`${shop.name} – til forsiden`}>
          <Logo />
        </Link>

        <nav className={styles.desktopNav} aria-label="Hovedmeny">
          <ul className={styles.navList}>
            {HEADER_LINKS_BEFORE_MENUS.map((link) => (
              <HeaderNavLink key={link.to} link={link} />
            ))}
            <li>
              <NavDropdown label="Produkter" items={PRODUCT_MENU} />
            </li>
            <li>
              <NavDropdown label="Tjenester" items={SERVICE_MENU} />
            </li>
            {HEADER_LINKS_AFTER_MENUS.map((link) => (
              <HeaderNavLink key={link.to} link={link} />
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <Link to={SIGN_IN_PATH} className={`btn btn-dark ${styles.signIn}`}>
            Logg inn
          </Link>
          <Link to={SIGN_IN_PATH} className={`btn btn-outline ${styles.customerArea}`}>
            Kundeområde
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            disabled={!hydrated}
            onClick={() => setMenuOpenedAt(pathname)}
          >
            <LineIcon d="M4 6h16M4 12h16M4 18h16" linecap="round" />
            <span className="visually-hidden">Åpne meny</span>
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpenedAt(null)} returnFocusTo={menuButtonRef} />
    </header>
  );
}
