import { BECOME_PARTNER_SUBJECT, PARTNERS } from '@russ/schema/catalog/partners';
import { PageHero } from '@/components/ui/page-hero';
import { PartnerCard } from '@/features/partners/components/partner-card';
import { usePageMeta } from '@/lib/page-meta';
import { shop, shopEmailHref } from '@/lib/shop';
import styles from './partners.module.css';

const becomePartnerHref = `${shopEmailHref}?subject=${encodeURIComponent(BECOME_PARTNER_SUBJECT)}`;

export default function PartnersPage() {
  usePageMeta({
    title: 'Partnere',
    description: `Samarbeidspartnerne til ${shop.name}: logoer og grafisk profil for russegrupper, og alt til russebussen og arrangementene deres.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Partnere"
        title="Våre partnere"
        lead="Vi samarbeider med utvalgte partnere, slik at russegruppen får hjelp med alt fra logo til buss – ikke bare klærne."
      />
      <section className="section container" aria-label="Partnerne våre">
        <ul className={`grid grid-2 ${styles.list}`}>
          {PARTNERS.map((partner) => (
            <li key={partner.name}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      </section>
      <section className="section section-tinted" aria-labelledby="bli-partner">
        <div className={`container ${styles.ctaInner}`}>
          <div>
            <h2 id="bli-partner">Vil du bli partner?</h2>
            <p className={styles.ctaText}>
              Leverer du tjenester til russen og vil samarbeide med oss? Send oss en e-post, så tar vi en prat.
            </p>
          </div>
          <a href={becomePartnerHref} className="btn btn-primary">
            Bli partner
          </a>
        </div>
      </section>
    </>
  );
}
