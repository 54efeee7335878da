import { Link } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { shop, shopEmailHref, shopPhoneHref } from '@/lib/shop';
import { FOOTER_LEGAL_LINKS, FOOTER_PRODUCT_LINKS, FOOTER_SERVICE_LINKS, type NavLinkItem } from './navigation';
import styles from './site-footer.module.css';

function LinkColumn({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <nav aria-label={title} className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shop's social media profiles, each with its icon (a 24×24 path). */
const SOCIAL_LINKS = [
  {
    label: 'Facebook',
    href: shop.facebookUrl,
    iconPath:
      'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21z',
  },
  {
    label: 'Instagram',
    href: shop.instagramUrl,
    iconPath:
      'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM21 8.1c-.1-1.6-.4-3-1.6-4.1S16.9 2.6 15.3 2.5c-1.6-.1-5-.1-6.6 0-1.6.1-3 .4-4.1 1.6S3.1 6.5 3 8.1c-.1 1.6-.1 6.2 0 7.8.1 1.6.4 3 1.6 4.1s2.5 1.5 4.1 1.6c1.6.1 5 .1 6.6 0 1.6-.1 3-.4 4.1-1.6s1.5-2.5 1.6-4.1c.1-1.6.1-6.2 0-7.8zm-2 9.7a2.9 2.9 0 0 1-1.6 1.6c-1.1.4-3.8.3-5.4.3s-4.3.1-5.4-.3a2.9 2.9 0 0 1-1.6-1.6c-.4-1.1-.3-3.8-.3-5.4s-.1-4.3.3-5.4a2.9 2.9 0 0 1 1.6-1.6c1.1-.4 3.8-.3 5.4-.3s4.3-.1 5.4.3a2.9 2.9 0 0 1 1.6 1.6c.4 1.1.3 3.8.3 5.4s.1 4.3-.3 5.4z',
  },
];

/** Footer shared by every page (storefront spec §2). */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Logo inverted />
          <p className={styles.description}>
            Landets mest pålitelige leverandør av russeklær. Hoodies, crewnecks, sweatpants og russedresser med eget
            design – for russekull, klasser, lag og alle andre som vil ha klær de blir husket i.
          </p>
          <address className={styles.contact}>
            <a href={shopPhoneHref}>{shop.phone}</a>
            <a href={shopEmailHref}>{shop.email}</a>
            <span>{shop.address}</span>
          </address>
          <ul className={styles.social} aria-label="Sosiale medier">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path fill="currentColor" d={link.iconPath} />
                  </svg>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Produkter" links={FOOTER_PRODUCT_LINKS} />
        <LinkColumn title="Tjenester" links={FOOTER_SERVICE_LINKS} />
        <LinkColumn title="Informasjon" links={FOOTER_LEGAL_LINKS} />
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>© 2024 {shop.name}. Alle rettigheter reservert.</p>
      </div>
    </footer>
  );
}
