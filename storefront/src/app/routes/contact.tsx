import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { ContactForm } from '@/features/contact/components/contact-form';
import { usePageMeta } from '@/lib/page-meta';
import { shop, shopEmailHref, shopPhoneHref } from '@/lib/shop';
import contactDetails from '@/styles/contact-details.module.css';
import styles from './contact.module.css';

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className={contactDetails.detail}>
      <span className={contactDetails.icon}>
        <Icon name={icon} size={20} />
      </span>
      <span>
        <span className={contactDetails.label}>{label}</span>
        {children}
      </span>
    </li>
  );
}

export default function ContactRoute() {
  usePageMeta({
    title: 'Kontakt oss',
    description: `Kontakt ${shop.name} om russeklær, tilbud, design og gruppebestillinger. Vi svarer innen 1-2 virkedager.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Kontakt"
        title="Kontakt oss"
        lead="Lurer du på noe om produkter, priser, design eller en gruppebestilling? Send oss en melding, så hjelper vi deg."
      />
      <section className="section container">
        <div className={styles.layout}>
          <aside className={`card ${styles.details}`} aria-labelledby="kontaktinfo">
            <h2 id="kontaktinfo" className={styles.detailsTitle}>
              Kontaktinformasjon
            </h2>
            <ul className={styles.detailList}>
              <Detail icon="phone" label="Telefon">
                <a href={shopPhoneHref}>{shop.phone}</a>
              </Detail>
              <Detail icon="mail" label="E-post">
                <a href={shopEmailHref}>{shop.email}</a>
              </Detail>
              <Detail icon="pin" label="Adresse">
                <span>{shop.address}</span>
              </Detail>
              <Detail icon="clock" label="Svartid">
                <span>Vi svarer innen 1-2 virkedager.</span>
              </Detail>
            </ul>
          </aside>
          <div className="card">
            <h2 className={styles.formTitle}>Send oss en melding</h2>
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
