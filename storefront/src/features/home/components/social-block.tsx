import { CLAIMS } from '@russ/schema/common/limits';
import { trackEvent } from '@/lib/analytics';
import { shop } from '@/lib/shop';
import styles from './social-block.module.css';

const FACEBOOK = 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1z';
const INSTAGRAM =
  'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01';

const [facebookFollowers, instagramFollowers] = CLAIMS.followers;

const CHANNELS = [
  { name: 'Facebook', url: shop.facebookUrl, followers: facebookFollowers, icon: FACEBOOK, filled: true },
  { name: 'Instagram', url: shop.instagramUrl, followers: instagramFollowers, icon: INSTAGRAM, filled: false },
] as const;

/** Social media block: the two channels and their follower counts (Home 7). */
export function SocialBlock({ headingId }: { headingId: string }) {
  return (
    <section className="section container" aria-labelledby={headingId}>
      <div className={styles.panel}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Sosiale medier</p>
          <h2 id={headingId} className={styles.title}>
            Følg oss for inspirasjon og tilbud
          </h2>
          <p className={styles.lead}>
            Se nye design, bilder fra russekull i hele landet og tilbud du ikke finner andre steder.
          </p>
        </div>
        <ul className={styles.channels}>
          {CHANNELS.map((channel) => (
            <li key={channel.name}>
              <a
                className={styles.channel}
                href={channel.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => trackEvent('link_click', { to: channel.url, from: 'social-block' })}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="32"
                  height="32"
                  fill={channel.filled ? 'currentColor' : 'none'}
                  stroke={channel.filled ? 'none' : 'currentColor'}
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={channel.icon} />
                </svg>
                <span className={styles.count}>{channel.followers}</span>
                <span className={styles.label}>følgere på {channel.name}</span>
                <span className="visually-hidden">(åpnes i ny fane)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
