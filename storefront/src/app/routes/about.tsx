import { GROUP_DISCOUNT_MARKETING_MAX_PERCENT } from '@russ/schema/catalog/discounts';
import { MATERIAL } from '@russ/schema/content/policies';
import { DELIVERY, REPLY_TIMES } from '@russ/schema/common/shipping';
import { Link } from 'react-router-dom';
import { FeatureCardList } from '@/components/ui/feature-card';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { usePageMeta } from '@/lib/page-meta';
import { shop, shopEmailHref } from '@/lib/shop';
import contactDetails from '@/styles/contact-details.module.css';
import styles from './about.module.css';

const VALUES: readonly { title: string; text: string }[] = [
  {
    title: 'Fellesskap',
    text: 'Russeklær handler om å høre til. Vi lager klær som samler klassen, laget eller gjengen.',
  },
  {
    title: 'Ærlighet',
    text: 'Tydelige priser, realistiske leveringstider og svar du kan stole på – også når svaret er nei.',
  },
  {
    title: 'Ansvar',
    text: 'Sertifiserte materialer, klær som tåler mye bruk og en reklamasjonsrett vi står for.',
  },
];

const REASONS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'star',
    title: 'Kvalitet',
    text: `${MATERIAL.composition}, sertifisert etter ${MATERIAL.certification}. Klær som tåler hele russetiden.`,
  },
  {
    icon: 'tag',
    title: 'Rettferdig pris',
    text: `Ærlige priser inkludert mva og grupperabatt på opptil ${GROUP_DISCOUNT_MARKETING_MAX_PERCENT}%.`,
  },
  {
    icon: 'users',
    title: 'Passform for alle',
    text: 'Jente- og unisexmodeller fra XS til XL, og en størrelsesguide fra XXS til XXL.',
  },
  {
    icon: 'truck',
    title: 'Rask levering',
    text: `Levering ${DELIVERY.standardText}, til alle adresser i Norge.`,
  },
  {
    icon: 'gift',
    title: 'Laget for russ',
    text: 'Alt fra hoodies og sweatpants til russedresser, bandana og patches – med deres eget design.',
  },
  {
    icon: 'heart',
    title: 'Personlig service',
    text: `En fast kontaktperson for gruppen, gratis designhjelp og svar innen ${REPLY_TIMES.contactPage}.`,
  },
];

export default function AboutPage() {
  usePageMeta({
    title: 'Om oss',
    description: `${shop.name} er landets mest pålitelige leverandør av russeklær for norsk ungdom: kvalitet, rettferdige priser og personlig service.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Om oss"
        title={`Om ${shop.name}`}
        lead="Landets mest pålitelige leverandør av russeklær for norsk ungdom. Vi lager klær med deres eget design – for russekull, klasser, lag og store grupper."
        actions={
          <>
            <Link to="/contact" className="btn btn-primary">
              Kontakt oss
            </Link>
            <Link to="/services/quote-request" className="btn btn-light">
              Be om tilbud
            </Link>
          </>
        }
      />

      <section className="section container" aria-labelledby="hvem-vi-er">
        <div className={styles.split}>
          <div>
            <p className="eyebrow">Hvem vi er</p>
            <h2 id="hvem-vi-er">Russeklær laget for gjengen deres</h2>
            <p className="lead">
              {shop.name} lager hoodies, crewnecks, sweatpants, russedresser og tilbehør for russ over hele landet. Vi
              hjelper dere med designet, produserer klærne og sender dem hjem til dere.
            </p>
            <p>
              Vi holder til i Oslo, men kundene våre finnes fra Kristiansand til Kirkenes. Mange av dem er russ, men vi
              lager også klær til klasser, idrettslag, skoler og andre grupper som vil ha noe felles.
            </p>
          </div>
          <div className={styles.values}>
            <h3 className={styles.valuesTitle}>Verdiene våre</h3>
            <dl className={styles.valueList}>
              {VALUES.map((value) => (
                <div key={value.title} className={styles.value}>
                  <dt>{value.title}</dt>
                  <dd>{value.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section className="section section-tinted" aria-labelledby="hvorfor-oss">
        <div className="container">
          <p className="eyebrow">Seks grunner</p>
          <h2 id="hvorfor-oss">Hvorfor velge oss?</h2>
          <FeatureCardList ordered className={`grid grid-3 ${styles.plainList}`} cards={REASONS} />
        </div>
      </section>

      <section className="section container" aria-labelledby="historien-var">
        <div className={`section-head ${styles.history}`}>
          <div>
            <p className="eyebrow">Historien vår</p>
            <h2 id="historien-var">Fra ett russekull til hele landet</h2>
            <p>
              Det startet med én russegruppe som ikke fant klær de var fornøyde med. I dag hjelper vi hundrevis av
              grupper hvert år med design, produksjon og levering – med den samme tanken: russeklær skal være noe man er
              stolt av.
            </p>
          </div>
          <Link to="/history" className="btn btn-outline">
            Les hele historien
          </Link>
        </div>
      </section>

      <section className={`section container ${styles.contactSection}`} aria-labelledby="kontakt-oss">
        <div className={`card ${styles.contact}`}>
          <div>
            <h2 id="kontakt-oss">Kontakt oss</h2>
            <p className="muted">Vi svarer på alle henvendelser innen {REPLY_TIMES.contactPage}.</p>
            <ul className={styles.contactList}>
              <li className={contactDetails.detail}>
                <span className={contactDetails.icon}>
                  <Icon name="mail" size={20} />
                </span>
                <span>
                  <span className={contactDetails.label}>E-post</span>
                  <a href={shopEmailHref}>{shop.email}</a>
                </span>
              </li>
              <li className={contactDetails.detail}>
                <span className={contactDetails.icon}>
                  <Icon name="pin" size={20} />
                </span>
                <span>
                  <span className={contactDetails.label}>Postadresse</span>
                  <span>
                    {shop.name}, {shop.address}
                  </span>
                </span>
              </li>
            </ul>
          </div>
          <div className={styles.contactActions}>
            <a href={shopEmailHref} className="btn btn-outline">
              <Icon name="mail" size={18} />
              Send oss en e-post
            </a>
            <Link to="/contact" className="btn btn-primary">
              Gå til kontaktskjemaet
            </Link>
            <Link to="/services/quote-request" className="btn btn-dark">
              Be om tilbud
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
