import { MATERIAL } from '@russ/schema/content/policies';
import { REPLY_TIMES } from '@russ/schema/common/shipping';
import { FeatureCardList } from '@/components/ui/feature-card';
import type { IconName } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { usePageMeta } from '@/lib/page-meta';
import { shop, shopEmailHref } from '@/lib/shop';
import { Fact } from '@/components/ui/fact';
import styles from './oeko-tex.module.css';

const CERTIFICATION_SUBJECT = 'Spørsmål om OEKO-TEX-sertifisering';
const contactHref = `${shopEmailHref}?subject=${encodeURIComponent(CERTIFICATION_SUBJECT)}`;

const POINTS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Testet for skadelige stoffer',
    text: 'Stoffet er testet av et uavhengig laboratorium for stoffer som kan være skadelige for helsen.',
  },
  {
    icon: 'check',
    title: 'Hver del er testet',
    text: 'Ikke bare stoffet: tråd, glidelås, snorer og trykk må også oppfylle kravene.',
  },
  {
    icon: 'heart',
    title: 'Trygt mot huden',
    text: 'Kravene er strenge fordi klærne brukes tett inntil huden, dag etter dag gjennom hele russetiden.',
  },
];

export default function OekoTexPage() {
  usePageMeta({
    title: 'OEKO-TEX-sertifisering',
    description: `Russeklærne våre er laget av ${MATERIAL.composition} og sertifisert etter ${MATERIAL.certification}: uavhengig testet for skadelige stoffer.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Sertifisering"
        title={
          <>
            Sertifisert etter <span className={styles.nowrap}>{MATERIAL.certification}</span>
          </>
        }
        lead={`Klærne våre er laget av ${MATERIAL.composition} og er testet av et uavhengig laboratorium, slik at du trygt kan bruke dem hele russetiden.`}
      />

      <section className="section container" aria-labelledby="hva-er-oeko-tex">
        <div className={styles.intro}>
          <h2 id="hva-er-oeko-tex">Hva er {MATERIAL.certification}?</h2>
          <p className="lead">
            {MATERIAL.certification} er et internasjonalt, uavhengig merke for tekstiler. Et plagg med merket er testet
            for en lang liste stoffer som kan være skadelige, og kravene oppdateres hvert år.
          </p>
        </div>
        <FeatureCardList className={`grid grid-3 ${styles.list}`} cards={POINTS} />
      </section>

      <section className="section section-tinted" aria-labelledby="materialet">
        <div className={`container ${styles.materialInner}`}>
          <div>
            <h2 id="materialet">Materialet i klærne våre</h2>
            <p>
              Hoodies, crewnecks, sweatpants og de andre plaggene våre er laget av {MATERIAL.composition}. Bomullen gjør
              plaggene myke og gode å ha på, og akrylen gjør at de holder formen og fargen lenger.
            </p>
            <p>{MATERIAL.washing} for at plagget og trykket skal holde seg fint lengst mulig.</p>
          </div>
          <dl className={styles.facts}>
            <Fact term="Materiale">{MATERIAL.composition}</Fact>
            <Fact term="Sertifisering">{MATERIAL.certification}</Fact>
            <Fact term="Vask">{MATERIAL.washing}</Fact>
          </dl>
        </div>
      </section>

      <section className="section container" aria-labelledby="sporsmal-sertifisering">
        <div className={`card ${styles.contact}`}>
          <h2 id="sporsmal-sertifisering">Spørsmål om sertifiseringen?</h2>
          <p className="muted">
            Vil du vite mer om materialene eller sertifiseringen, send oss en e-post. Vi svarer innen{' '}
            {REPLY_TIMES.quoteAndProductPages}.
          </p>
          <a href={contactHref} className="btn btn-primary">
            Kontakt oss om sertifisering
          </a>
          <p className={styles.email}>
            Eller skriv direkte til <a href={shopEmailHref}>{shop.email}</a>
          </p>
        </div>
      </section>
    </>
  );
}
