import { MATERIAL } from '@russ/schema/content/policies';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/ui/page-hero';
import { usePageMeta } from '@/lib/page-meta';
import { shop } from '@/lib/shop';
import styles from './history.module.css';

const CHAPTERS: readonly { title: string; text: string }[] = [
  {
    title: 'Det startet med ett russekull',
    text: 'Grunnleggerne var selv russ i Oslo og fant ingen klær som var gode nok, rimelige nok og levert i tide. De tegnet logoen selv, fant en produsent og laget hoodies til hele kullet. Dagen etter ringte den første parallellklassen.',
  },
  {
    title: 'Fra skolegården til hele landet',
    text: 'Ryktet spredte seg fra skole til skole. Snart kom det bestillinger fra hele Norge, og vi bygde opp et fast samarbeid med produsenter som leverer jevn kvalitet – også når hele landet bestiller samtidig i mars og april.',
  },
  {
    title: 'Design som en del av jobben',
    text: 'Mange grupper hadde en idé, men ingen logo. Derfor fikk vi egne designere som hjelper gratis fra skisse til ferdig trykkfil. Hver gruppe godkjenner en digital skisse før produksjonen starter, så ingen får overraskelser.',
  },
  {
    title: 'Trygge materialer',
    text: `Klærne brukes tett på kroppen i ukevis. Vi valgte derfor materialer sertifisert etter ${MATERIAL.certification}, og en blanding av bomull og akryl som holder formen og fargen gjennom hele russetiden.`,
  },
  {
    title: 'I dag',
    text: `I dag er ${shop.name} landets mest pålitelige leverandør av russeklær for norsk ungdom. Vi lager hoodies, sweatpants, russedresser og tilbehør for russekull, klasser, lag og skoler – og vi svarer fortsatt på hver eneste e-post selv.`,
  },
];

export default function HistoryPage() {
  usePageMeta({
    title: 'Vår historie',
    description: `Historien om ${shop.name}: fra ett russekull i Oslo til landets mest pålitelige leverandør av russeklær for norsk ungdom.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Vår historie"
        title="Fra ett russekull til hele landet"
        lead={`Historien om ${shop.name} begynte der den fortsatt hører hjemme: hos russen.`}
      />
      <section className="section container" aria-label="Historien vår">
        <ol className={styles.timeline}>
          {CHAPTERS.map((chapter, index) => (
            <li key={chapter.title} className={styles.chapter}>
              <span className={styles.marker} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.chapterBody}>
                <h2 className={styles.chapterTitle}>{chapter.title}</h2>
                <p>{chapter.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className="section section-tinted" aria-labelledby="bli-en-del">
        <div className={`container ${styles.ctaInner}`}>
          <div>
            <h2 id="bli-en-del">Bli en del av historien</h2>
            <p className="muted">Fortell oss om gruppen deres, så lager vi klærne dere kommer til å huske.</p>
          </div>
          <div className={styles.ctaActions}>
            <Link to="/services/quote-request" className="btn btn-primary">
              Be om tilbud
            </Link>
            <Link to="/about" className="btn btn-outline">
              Mer om oss
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
