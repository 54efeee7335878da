import { CLAIMS } from '@russ/schema/common/limits';
import styles from './reviews.module.css';

type Testimonial = { quote: string; name: string; role: string; rating: 4 | 5 };

/** Six static testimonials (storefront §2, Home 5). */
const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Vi bestilte hoodies og sweatpants til hele russekullet, og alt kom i god tid før 1. mai. Trykket er like fint etter mange vask.',
    name: 'Ingrid',
    role: 'Russepresident, Oslo',
    rating: 5,
  },
  {
    quote:
      'Vi hadde bare en skisse av logoen. De laget et digitalt utkast samme uke, og vi kunne justere til alle var fornøyde.',
    name: 'Mathias',
    role: 'Russ 2024, Bergen',
    rating: 5,
  },
  {
    quote:
      'Grupperabatten gjorde at vi fikk råd til både ziphoodie og bandana. Enkel bestilling på e-post og rask oppfølging.',
    name: 'Sara',
    role: 'Økonomiansvarlig, russebuss i Trondheim',
    rating: 5,
  },
  {
    quote:
      'Størrelsesguiden stemte godt, og den ene som trengte en annen størrelse fikk hjelp med en gang. Veldig god service.',
    name: 'Jonas',
    role: 'Russ 2024, Stavanger',
    rating: 4,
  },
  {
    quote:
      'Vi kjøpte hoodies til fotballaget, ikke bare til russen. Kvaliteten er kjempegod og fargen ble akkurat som på utkastet.',
    name: 'Nora',
    role: 'Lagleder, Kristiansand',
    rating: 5,
  },
  {
    quote:
      'Russedressene tåler alt vi har utsatt dem for, og broderingen med navnene våre ble skikkelig fin. Anbefales!',
    name: 'Emil',
    role: 'Russ 2024, Tromsø',
    rating: 5,
  },
];

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${rating} av 5 stjerner`}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
            fill={i < rating ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}

export function Reviews({ headingId }: { headingId: string }) {
  return (
    <section className={`section ${styles.section}`} aria-labelledby={headingId}>
      <div className="container">
        <div className={`section-head ${styles.head}`}>
          <div>
            <p className="eyebrow">Anmeldelser</p>
            <h2 id={headingId}>Hva kundene våre sier</h2>
          </div>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>Gjennomsnittlig vurdering</dt>
              <dd>
                <span className={styles.figureValue}>{CLAIMS.rating}/5</span>
                <span className={styles.figureNote}>fra {CLAIMS.reviewCount} anmeldelser</span>
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>Fornøyde kunder</dt>
              <dd>
                <span className={styles.figureValue}>{CLAIMS.satisfiedPercent}%</span>
                <span className={styles.figureNote}>fornøyde</span>
              </dd>
            </div>
          </dl>
        </div>
        <ul className={styles.list}>
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} className={styles.card}>
              <figure className={styles.figureBlock}>
                <Stars rating={testimonial.rating} />
                <blockquote className={styles.quote}>
                  <p>«{testimonial.quote}»</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <strong>{testimonial.name}</strong>
                  <span>{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
