import { Link } from 'react-router-dom';
import { FeatureCard } from '@/components/ui/feature-card';
import type { IconName } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { usePageMeta } from '@/lib/page-meta';
import styles from './home.module.css';

const WHY_CHOOSE_US: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'star',
    title: 'Kvalitet som varer',
    text: '80 % bomull og 20 % akryl, sertifisert etter OEKO-TEX Standard 100.',
  },
  {
    icon: 'palette',
    title: 'Gratis designhjelp',
    text: 'Send oss logo eller idé, så lager vi et digitalt utkast dere godkjenner før produksjon.',
  },
  { icon: 'users', title: 'Gruppe-rabatt', text: 'Opptil 25 % rabatt for russekull, klasser, lag og store grupper.' },
  {
    icon: 'truck',
    title: 'Gratis frakt',
    text: 'Gratis frakt på bestillinger over 20 produkter, levert til hele Norge.',
  },
  {
    icon: 'clock',
    title: 'Levering på 2-4 uker',
    text: 'Fra bekreftet bestilling og betaling – planlegg litt ekstra i mars til mai.',
  },
  {
    icon: 'heart',
    title: 'Personlig service',
    text: 'Egen kontaktperson for gruppebestillinger og svar innen 1-2 virkedager.',
  },
];

const HERO_FIGURES = [
  { value: '4,7/5', label: 'fra 394 anmeldelser' },
  { value: '99 %', label: 'fornøyde kunder' },
  { value: '25 %', label: 'gruppe-rabatt, opptil' },
];

export default function HomeRoute() {
  usePageMeta({});
  return (
    <>
      <PageHero
        size="large"
        eyebrow="Russeklær for hele gjengen"
        title="Russeklær med deres eget design"
        lead="Hoodies, crewnecks, sweatpants, russedresser og tilbehør for russekull, klasser og lag – med gratis designhjelp og gruppe-rabatt."
        actions={
          <>
            <Link to="/products" className="btn btn-primary">
              Se produkter
            </Link>
            <Link to="/contact" className="btn btn-light">
              Få tilbud for gruppen
            </Link>
          </>
        }
        aside={
          <ul className={styles.figures} aria-label="Kundene våre sier">
            {HERO_FIGURES.map((figure) => (
              <li key={figure.label} className={styles.figure}>
                <span className={styles.figureValue}>{figure.value}</span>
                <span className={styles.figureLabel}>{figure.label}</span>
              </li>
            ))}
          </ul>
        }
      />

      {/* Popular products (first 6 overdeler), "For alle", "Shop the look", reviews, featured blog posts and the
          social media block follow here as the catalogue and blog features land. */}

      <section className="section container" aria-labelledby="hvorfor-oss">
        <p className="eyebrow">Hvorfor velge oss</p>
        <h2 id="hvorfor-oss">Landets mest pålitelige leverandør av russeklær</h2>
        <ul className={`grid grid-3 ${styles.plainList}`}>
          {WHY_CHOOSE_US.map((point) => (
            <li key={point.title}>
              <FeatureCard {...point} />
            </li>
          ))}
        </ul>
      </section>

      <section className={`section ${styles.newsletter}`} aria-labelledby="nyhetsbrev">
        <div className={`container ${styles.newsletterInner}`}>
          <div>
            <h2 id="nyhetsbrev">Få nyheter og tilbud først</h2>
            <p>Meld deg på nyhetsbrevet vårt. Du kan melde deg av når som helst.</p>
          </div>
          <NewsletterForm />
        </div>
      </section>
    </>
  );
}
