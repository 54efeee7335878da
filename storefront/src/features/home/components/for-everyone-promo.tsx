import { Link } from 'react-router-dom';
import { COLOUR_OPTIONS } from '@russ/schema/catalog/colours';
import { trackEvent } from '@/lib/analytics';
import styles from './for-everyone-promo.module.css';

/** 'For alle': the clothes are not only for russ (Home 3). */
export function ForEveryonePromo({ headingId }: { headingId: string }) {
  return (
    <section className="section container" aria-labelledby={headingId}>
      <div className={styles.panel}>
        <div className={styles.copy}>
          <p className="eyebrow">Ikke bare for russen</p>
          <h2 id={headingId}>For alle</h2>
          <p className={styles.lead}>
            Hoodies, crewnecks og sweatpants med eget trykk passer like godt for klassen, idrettslaget, vennegjengen,
            bedriften eller arrangementet. Samme kvalitet, samme gratis designhjelp – og grupperabatt når dere er mange.
          </p>
          <Link
            to="/products"
            className="btn btn-primary"
            onClick={() => trackEvent('cta_click', { cta: 'Utforsk produktene', from: 'for-everyone' })}
          >
            Utforsk produktene
          </Link>
        </div>
        <div className={styles.swatches}>
          <p className={styles.swatchTitle}>{COLOUR_OPTIONS.length} farger å velge mellom</p>
          <ul className={styles.swatchList}>
            {COLOUR_OPTIONS.map((colour) => (
              <li key={colour.value} className={styles.swatch}>
                <span className={styles.dot} style={{ background: colour.swatch }} aria-hidden="true" />
                {colour.name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
