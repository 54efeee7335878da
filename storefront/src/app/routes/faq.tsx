import { Suspense, useState } from 'react';
import { REPLY_TIMES } from '@russ/schema/common/shipping';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/ui/page-hero';
import { STATIC_FAQ_GROUPS, useFaqItems } from '@/features/faq/api/get-faq-items';
import { FaqAccordion } from '@/features/faq/components/faq-accordion';
import { FaqSizeGuide } from '@/features/faq/components/faq-size-guide';
import { usePageMeta } from '@/lib/page-meta';
import styles from './faq.module.css';

type OpenQuestion = { openQuestion: string | null; onOpenChange: (question: string | null) => void };

/** The questions from the server (the seeded ones while the GraphQL client and the list load). */
function FaqQuestions(props: OpenQuestion) {
  const { groups } = useFaqItems();
  return <FaqAccordion groups={groups} {...props} />;
}

export default function FaqPage() {
  usePageMeta({
    title: 'Ofte stilte spørsmål',
    description:
      'Svar på det folk oftest lurer på om bestilling, levering, størrelser, betaling, retur og design av russeklær – med størrelsesguide fra XXS til XXL.',
  });
  // Kept here so an answer opened while the list loads stays open when it arrives.
  const [openQuestion, setOpenQuestion] = useState<string | null>(null);
  const open: OpenQuestion = { openQuestion, onOpenChange: setOpenQuestion };

  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Ofte stilte spørsmål"
        lead="Her finner du svar om bestilling, levering, størrelser, betaling, retur og design. Finner du ikke svaret, er det bare å spørre oss."
      />
      <div className={`section container ${styles.layout}`}>
        <div className={styles.questions}>
          <Suspense fallback={<FaqAccordion groups={STATIC_FAQ_GROUPS} {...open} />}>
            <FaqQuestions {...open} />
          </Suspense>
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
