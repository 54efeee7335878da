import { Link } from 'react-router-dom';
import { Icon, LineIcon } from '@/components/ui/icon';
import { shop, shopEmailHref } from '@/lib/shop';
import tabStyles from '@/styles/dashboard-tab.module.css';
import styles from './messages.module.css';

/** Quick contact options (customer-area §2, tab messages): e-mail, chat (a new thread here) and the FAQ. */
export function QuickContact({ onChat }: { onChat: () => void }) {
  return (
    <section className={tabStyles.section} aria-labelledby="hurtigkontakt">
      <h2 id="hurtigkontakt" className={tabStyles.sectionTitle}>
        Hurtigkontakt
      </h2>
      <div className={styles.contactGrid}>
        <a className={styles.contactOption} href={shopEmailHref}>
          <Icon name="mail" size={22} />
          <span>
            <span className={styles.contactTitle}>E-post</span>
            <span className={styles.contactMeta}>{shop.email}</span>
          </span>
        </a>
        <button type="button" className={styles.contactOption} onClick={onChat}>
          <LineIcon d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" size={22} linejoin="round" />
          <span>
            <span className={styles.contactTitle}>Chat</span>
            <span className={styles.contactMeta}>Skriv til oss her i kundeområdet</span>
          </span>
        </button>
        <Link className={styles.contactOption} to="/faq">
          <LineIcon
            d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01"
            size={22}
            linecap="round"
            linejoin="round"
          />
          <span>
            <span className={styles.contactTitle}>FAQ</span>
            <span className={styles.contactMeta}>Svar på vanlige spørsmål</span>
          </span>
        </Link>
      </div>
    </section>
  );
}
