import { Link } from 'react-router-dom';
import { RUSS25 } from '@russ/schema/coupons/coupons';
import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { DiscountCodeCard } from '@/features/discount/components/discount-code-card';
import { trackEvent } from '@/lib/analytics';
import { usePageMeta } from '@/lib/page-meta';
import { shop } from '@/lib/shop';
import styles from './surprise.module.css';

const QUESTION_SUBJECT = `Spørsmål om rabattkoden ${RUSS25.code}`;

const STEPS = [
  { title: 'Kopier koden', text: `Trykk på «Kopier kode», så ligger ${RUSS25.code} klar til å limes inn.` },
  { title: 'Velg produktene', text: 'Finn hoodies, bukser og tilbehør dere vil ha i produktoversikten.' },
  {
    title: 'Bestill på e-post',
    text: `Send bestillingen til ${shop.email} og skriv koden ${RUSS25.code} i e-posten.`,
  },
  {
    title: 'Få rabatten',
    text: `Vi trekker fra ${RUSS25.percent}% på hele bestillingen før dere får tilbudet og mock-upen.`,
  },
];

/** The hidden discount page: announces RUSS25 (storefront §2, §9). It does not name its own address. */
export default function SurpriseRoute() {
  usePageMeta({
    title: 'Hemmelig rabattkode',
    description: `Du fant en hemmelig rabattkode: ${RUSS25.percent}% på hele bestillingen når du oppgir ${RUSS25.code} i e-postbestillingen.`,
  });

  return (
    <>
      <PageHero
        eyebrow="Hemmelig tilbud"
        title="Du fant en skjult rabatt!"
        lead={
          <>
            Få <strong>{RUSS25.percent}% rabatt på hele bestillingen</strong> når du oppgir koden i e-postbestillingen
            din.
          </>
        }
        aside={<DiscountCodeCard code={RUSS25.code} percent={RUSS25.percent} />}
      />

      <section className="section container" aria-labelledby="slik-bruker-du">
        <h2 id="slik-bruker-du">Slik bruker du koden</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={`card ${styles.step}`}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>

        <div className={styles.terms}>
          <Icon name="tag" />
          <p>
            Koden gir {RUSS25.percent}% rabatt på hele bestillingen når den oppgis i en e-postbestilling. Den kan ikke
            kombineres med andre tilbud.
          </p>
        </div>

        <div className={styles.actions}>
          <Link to="/products" className="btn btn-primary">
            Se produkter
          </Link>
          <a
            className="btn btn-outline"
            href={`mailto:${shop.email}?subject=${encodeURIComponent(QUESTION_SUBJECT)}`}
            onClick={() => trackEvent('cta_click', { cta: 'discount_question_mail' })}
          >
            <Icon name="mail" size={20} />
            Spørsmål om rabatten?
          </a>
        </div>
      </section>
    </>
  );
}
