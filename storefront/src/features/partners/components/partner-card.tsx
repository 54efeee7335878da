import type { Partner } from '@russ/schema/catalog/partners';
import { useCallback, useState, type CSSProperties } from 'react';
import { Icon, LineIcon } from '@/components/ui/icon';
import styles from './partner-card.module.css';

/** One partner: logo on the partner's gradient (its name as text when the logo fails), tagline, text, features. */
export function PartnerCard({ partner }: { partner: Partner }) {
  const [logoFailed, setLogoFailed] = useState(false);
  // A logo that failed before React attached onError (the page's HTML came from the server) is caught here.
  const checkAlreadyFailed = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setLogoFailed(true);
  }, []);
  const style = { '--partner-accent': partner.accentColor, '--partner-gradient': partner.gradient } as CSSProperties;
  return (
    <article className={`tile ${styles.card}`} style={style} aria-labelledby={`partner-${slugOf(partner.name)}`}>
      <div className={styles.banner}>
        {logoFailed ? (
          <span className={styles.logoText} data-testid="partner-logo-fallback">
            {partner.name}
          </span>
        ) : (
          <img
            src={partner.logoUrl}
            alt={`${partner.name} logo`}
            className={styles.logo}
            ref={checkAlreadyFailed}
            onError={() => setLogoFailed(true)}
          />
        )}
      </div>
      <div className={styles.body}>
        <h2 id={`partner-${slugOf(partner.name)}`} className={styles.name}>
          {partner.name}
        </h2>
        <p className={styles.tagline}>{partner.tagline}</p>
        <p className={styles.description}>{partner.description}</p>
        <ul className={styles.features} aria-label={`Dette får du hos ${partner.name}`}>
          {partner.features.map((feature) => (
            <li key={feature}>
              <span className={styles.tick}>
                <Icon name="check" size={16} />
              </span>
              {feature}
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <p className={styles.price}>
            <span className={styles.priceLabel}>Pris</span>
            {partner.priceText}
          </p>
          <a href={partner.website} target="_blank" rel="noopener noreferrer" className={`btn ${styles.visit}`}>
            Besøk {partner.name}
            <span className="visually-hidden"> (åpnes i ny fane)</span>
            <LineIcon
              d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
              size={16}
              linecap="round"
            />
          </a>
        </div>
      </div>
    </article>
  );
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
