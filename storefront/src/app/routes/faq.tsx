import { REPLY_TIMES } from '@russ/schema/domain/shipping';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/ui/page-hero';
import { PageLoader } from '@/components/ui/page-loader';
import { useFaqItems } from '@/features/faq/api/get-faq-items';
import { FaqAccordion } from '@/features/faq/components/faq-accordion';
import { FaqSizeGuide } from '@/features/faq/components/faq-size-guide';
import { usePageMeta } from '@/lib/page-meta';
import styles from './faq.module.css';

export default function FaqPage() {
  usePageMeta({
    title: 'Ofte stilte spørsmål',
    description:
      'Svar på det folk oftest lurer på om bestilling, levering, størrelser, betaling, retur og design av russeklær – med størrelsesguide fra XXS til XXL.',
  });
  const { groups, loading } = useFaqItems();

  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Ofte stilte spørsmål"
        lead="Her finner du svar om bestilling, levering, størrelser, betaling, retur og design. Finner du ikke svaret, er det bare å spørre oss."
      />
      <div className={`section container ${styles.layout}`}>
        <div className={styles.questions}>
          {loading ? <PageLoader label="Laster spørsmål..." /> : <FaqAccordion groups={groups} />}
        </div>
        <section id="storrelsesguide" className={styles.sizeGuide} aria-labelledby="storrelsesguide-tittel">
          <FaqSizeGuide headingId="storrelsesguide-tittel" />
        </section>
        <aside className={`card ${styles.more}`} aria-labelledby="flere-sporsmal">
          <h2 id="flere-sporsmal" className={styles.moreTitle}>
            Fant du ikke svaret?
          </h2>
          <p className="muted">Send oss en melding, så svarer vi innen {REPLY_TIMES.contactPage}.</p>
          <Link to="/contact" className="btn btn-primary">
            Kontakt oss
          </Link>
        </aside>
      </div>
    </>
  );
}
