import { DELIVERY } from '@russ/schema/common/shipping';
import { UPLOAD_GUIDANCE } from '@russ/schema/designs/uploads';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/ui/page-hero';
import { CheckList } from '@/features/services/components/check-list';
import { ProcessSteps, type ProcessStep } from '@/features/services/components/process-steps';
import { ServiceCta } from '@/features/services/components/service-cta';
import { usePageMeta } from '@/lib/page-meta';
import styles from '@/features/services/service-page.module.css';

const STEPS: readonly ProcessStep[] = [
  {
    title: 'Dere sender ideer',
    text: 'Send oss logo, skisser, bilder eller bare en idé. Alt er et godt utgangspunkt.',
  },
  {
    title: 'Vi lager designforslag',
    text: 'Designerne våre lager forslag tilpasset plaggene, fargene og uttrykket dere ønsker.',
  },
  {
    title: 'Vi fikser det sammen',
    text: 'Dere gir tilbakemelding, og vi justerer til designet sitter. Dere godkjenner en digital skisse før produksjon.',
  },
  {
    title: 'Vi lager klærne',
    text: `Når designet er godkjent, produserer vi klærne. Levering ${DELIVERY.standardText}.`,
  },
];

const CLOSING_POINTS = ['Gratis konsultasjon', 'Profesjonelle designere', 'Alt på ett sted'] as const;

export default function CustomDesignPage() {
  usePageMeta({
    title: 'Eget design',
    description:
      'Vi hjelper dere med designet på russeklærne – fra idé til ferdige klær, enkelt og gratis. Gratis designkonsultasjon for russegrupper, klasser og lag.',
  });
  return (
    <>
      <PageHero
        eyebrow="Gratis designkonsultasjon"
        title="Vi hjelper dere med designet"
        lead="Fra idé til ferdige klær – enkelt og gratis"
        actions={
          <Link to="/contact" className="btn btn-primary">
            Kom i gang med designet deres
          </Link>
        }
      />

      <section className="section container" aria-labelledby="slik-fungerer-det">
        <p className="eyebrow">Fire enkle steg</p>
        <h2 id="slik-fungerer-det">Slik fungerer det</h2>
        <ProcessSteps steps={STEPS} label="Fra idé til ferdige klær" />
      </section>

      <section className="section section-tinted" aria-labelledby="hva-sender-dere">
        <div className={`container ${styles.split}`}>
          <div>
            <h2 id="hva-sender-dere">Har dere allerede en logo?</h2>
            <p className="lead">
              Send den til oss, så tilpasser vi den til trykk på plaggene dere velger. Har dere bare en idé, starter vi
              med en skisse sammen med dere.
            </p>
          </div>
          <div className="card">
            <h3>Dette fungerer best</h3>
            <CheckList items={UPLOAD_GUIDANCE} />
          </div>
        </div>
      </section>

      <ServiceCta
        id="design-og-klaer"
        title="Vi ordner både design og klær"
        buttonLabel="Kom i gang med designet deres"
      >
        <CheckList items={CLOSING_POINTS} tone="dark" label="Dette får dere" />
      </ServiceCta>
    </>
  );
}
