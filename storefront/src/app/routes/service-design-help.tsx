import { FeatureCardList } from '@/components/ui/feature-card';
import type { IconName } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { CheckList } from '@/features/services/components/check-list';
import { ProcessSteps, type ProcessStep } from '@/features/services/components/process-steps';
import { ServiceCta } from '@/features/services/components/service-cta';
import { usePageMeta } from '@/lib/page-meta';
import styles from '@/features/services/service-page.module.css';

const CARDS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'star',
    title: 'Kreativ idémyldring',
    text: 'Vi hjelper dere å finne navn, motiv og uttrykk som passer gruppen – også når dere ikke vet helt hva dere vil.',
  },
  {
    icon: 'palette',
    title: 'Grafisk design',
    text: 'Erfarne designere gjør ideene om til logoer og trykk som ser like bra ut på ryggen av en hoodie som på en lue.',
  },
  {
    icon: 'shield',
    title: 'Kvalitetssikring',
    text: 'Vi sjekker oppløsning, farger og størrelser, slik at trykket blir skarpt og riktig plassert.',
  },
];

const STEPS: readonly ProcessStep[] = [
  { title: 'Første møte', text: 'Vi blir kjent med gruppen, ideene og ønskene deres.' },
  { title: 'Konseptutvikling', text: 'Vi lager de første forslagene til design, farger og plassering.' },
  { title: 'Finpussing', text: 'Dere gir tilbakemelding, og vi justerer til alle er fornøyde.' },
  { title: 'Produksjonsklar', text: 'Dere godkjenner en digital skisse, og designet går til produksjon.' },
];

const INCLUDED = [
  'Ubegrensede revisjoner',
  'Designfiler i alle formater',
  'Fargevalg og typografi',
  'Produktvisualisering',
  'Trykkteknisk rådgivning',
] as const;

export default function DesignHelpPage() {
  usePageMeta({
    title: 'Designhjelp',
    description:
      'Gratis designhjelp til russeklær: idémyldring, grafisk design og kvalitetssikring, med ubegrensede revisjoner og designfiler i alle formater.',
  });
  return (
    <>
      <PageHero
        eyebrow="Designhjelp"
        title="Profesjonell designhjelp til russeklærne"
        lead="Designerne våre hjelper dere fra første idé til et produksjonsklart design – gratis for alle som bestiller klær hos oss."
      />

      <section className="section container" aria-labelledby="dette-hjelper-vi-med">
        <h2 id="dette-hjelper-vi-med">Dette hjelper vi dere med</h2>
        <FeatureCardList className={`grid grid-3 ${styles.plainList}`} cards={CARDS} />
      </section>

      <section className="section section-tinted" aria-labelledby="prosessen">
        <div className="container">
          <p className="eyebrow">Fire steg</p>
          <h2 id="prosessen">Slik jobber vi</h2>
          <ProcessSteps steps={STEPS} label="Designprosessen" />
        </div>
      </section>

      <section className="section container" aria-labelledby="inkludert">
        <div className={styles.split}>
          <div>
            <h2 id="inkludert">Hva er inkludert?</h2>
            <p className="lead">Alt dere trenger for et design dere er stolte av, uten ekstra kostnader.</p>
          </div>
          <div className="card">
            <CheckList items={INCLUDED} label="Inkludert i designhjelpen" />
          </div>
        </div>
      </section>

      <ServiceCta id="kom-i-gang" title="Klare for å starte?" buttonLabel="Kom i gang med designhjelp">
        <p>Fortell oss om gruppen og ideene deres, så tar designerne våre kontakt.</p>
      </ServiceCta>
    </>
  );
}
