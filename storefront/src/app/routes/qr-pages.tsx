import { QR } from '@russ/schema/common/limits';
import { Link } from 'react-router-dom';
import { QrCodeCanvas } from '@/features/qr/components/qr-code-canvas';
import { QR_PAGE_ENTRIES } from '@/features/qr/qr-targets';
import { usePageMeta } from '@/lib/page-meta';
import styles from './qr-pages.module.css';

export default function QrPagesPage() {
  usePageMeta({
    title: 'QR-sider',
    description: 'QR-koder til katalogsidene for russedresser, parkas og tilbehør.',
  });
  // The codes point at this site's own origin (storefront §2).
  const origin = window.location.origin;

  return (
    <section className="section container" aria-labelledby="qr-sider-tittel">
      <h1 id="qr-sider-tittel">QR-sider</h1>
      <p className="lead">Skann koden for å åpne katalogsiden på mobilen, eller åpne siden direkte her.</p>
      <ul className={styles.grid}>
        {QR_PAGE_ENTRIES.map((entry) => {
          const url = `${origin}${entry.path}`;
          return (
            <li key={entry.key} className={styles.card} data-testid="qr-page-card">
              <QrCodeCanvas value={url} width={QR.overviewWidthPx} label={`QR-kode til ${entry.title}: ${url}`} />
              <h2 id={`qr-side-${entry.key}`} className={styles.title}>
                {entry.title}
              </h2>
              <p className={styles.description}>{entry.description}</p>
              <Link to={entry.path} className="btn btn-primary" aria-describedby={`qr-side-${entry.key}`}>
                Se QR-side
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
