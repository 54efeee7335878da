import { lazy, Suspense } from 'react';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { HERO_SLIDES } from '@/features/home/components/hero-slides';
import { usePageMeta } from '@/lib/page-meta';
import styles from './home.module.css';

// Below the hero: its own chunk (with the GraphQL client), so the hero's first slide paints without waiting for it.
const HomeSections = lazy(() => import('./home-sections'));

export default function HomeRoute() {
  usePageMeta({
    description:
      'Russeklær med deres eget design: hoodies, ziphoodies, crewnecks, sweatpants, russedresser og tilbehør for russekull, klasser og lag. Gratis designhjelp, grupperabatt og levering på 2-4 uker.',
  });
  return (
    <>
      <section className={styles.hero} aria-labelledby="forside-tittel">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.intro}>
            <p className={styles.eyebrow}>Russeklær for hele gjengen</p>
            <h1 id="forside-tittel" className={styles.title}>
              Russeklær med deres eget design
            </h1>
            <p className={styles.lead}>
              Hoodies, crewnecks, sweatpants, russedresser og tilbehør for russekull, klasser og lag – med gratis
              designhjelp og grupperabatt.
            </p>
          </div>
          <HeroCarousel slides={HERO_SLIDES} label="Aktuelt hos oss" />
        </div>
      </section>

      <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
