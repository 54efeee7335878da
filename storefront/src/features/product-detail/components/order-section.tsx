import { ORDER_NOTES } from '@russ/schema/catalog/product-page-content';
import { Icon } from '@/components/ui/icon';
import { trackEvent } from '@/lib/analytics';
import { shop } from '@/lib/shop';
import styles from './product-sections.module.css';

/** A mail to the shop with the page's preset subject ('Hoodie bestilling'). */
export function orderMailHref(subject: string): string {
  return `mailto:${shop.email}?subject=${encodeURIComponent(subject)}`;
}

type OrderSectionProps = {
  id: string;
  mailSubject: string;
  checklist: readonly string[];
};

/** How to order (storefront §1): no checkout, an e-mail with what the shop needs, a mock-up before production. */
export function OrderSection({ id, mailSubject, checklist }: OrderSectionProps) {
  return (
    <section id={id} className={`card ${styles.section}`} aria-labelledby={`${id}-tittel`}>
      <h2 id={`${id}-tittel`} className={styles.heading}>
        Slik bestiller du
      </h2>
      <p>
        Bestillinger tas imot på e-post. Send oss en e-post til <strong>{shop.email}</strong> med dette:
      </p>
      <ol className={styles.checklist}>
        {checklist.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <ul className={styles.notes}>
        {[ORDER_NOTES.mockUp, ORDER_NOTES.payment, ORDER_NOTES.reply].map((note) => (
          <li key={note}>
            <Icon name="check" size={18} />
            <span>{note}</span>
          </li>
        ))}
      </ul>
      <a
        className="btn btn-primary"
        href={orderMailHref(mailSubject)}
        onClick={() => trackEvent('cta_click', { cta: 'order_mail', subject: mailSubject })}
      >
        <Icon name="mail" size={20} />
        Send bestilling på e-post
      </a>
    </section>
  );
}
