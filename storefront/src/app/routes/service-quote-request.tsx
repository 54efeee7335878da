import { REPLY_TIMES } from '@russ/schema/common/shipping';
import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { CheckList } from '@/features/services/components/check-list';
import { ServiceCta } from '@/features/services/components/service-cta';
import { usePageMeta } from '@/lib/page-meta';
import styles from '@/features/services/service-page.module.css';

const WHAT_WE_NEED = [
  'Antall',
  'Hvilke produkter',
  'Design- og trykkønsker',
  'Ønsket leveringsdato',
  'Spesielle ønsker',
] as const;

const WHAT_YOU_GET = [
  'Detaljert prisoverslag',
  'Produktanbefaling',
  'Designforslag',
  'Leveringsplan',
  'Oppfølging og support',
] as const;

export default function QuoteRequestPage() {
  usePageMeta({
    title: 'Be om tilbud',
    description: `Be om et uforpliktende tilbud på russeklær til gruppen. Dere får et detaljert tilbud med pris, produktanbefaling og designforslag innen ${REPLY_TIMES.quoteAndProductPages}.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Tilbud"
        title="Be om tilbud"
        lead="Fortell oss hva gruppen trenger, så får dere et detaljert og uforpliktende tilbud."
        actions={
          <p className={styles.answerTime}>
            <Icon name="clock" size={20} />
            Svar innen {REPLY_TIMES.quoteAndProductPages}
          </p>
        }
      />

      <section className="section container" aria-label="Slik fungerer en tilbudsforespørsel">
        <div className={styles.columns}>
          <div className="card">
            <h2 className={styles.columnTitle}>Dette trenger vi å vite</h2>
            <CheckList items={WHAT_WE_NEED} />
          </div>
          <div className="card">
            <h2 className={styles.columnTitle}>Dette får dere i svaret</h2>
            <CheckList items={WHAT_YOU_GET} />
          </div>
        </div>
      </section>

      <ServiceCta id="send-foresporsel" title="Klar til å be om tilbud?" buttonLabel="Send tilbudsforespørsel">
        <p>
          Skriv til oss via kontaktskjemaet, så får dere et detaljert tilbud innen {REPLY_TIMES.quoteAndProductPages}.
        </p>
      </ServiceCta>
    </>
  );
}
