import { QR } from '@russ/schema/common/limits';
import { QrCodeCanvas } from '@/features/qr/components/qr-code-canvas';
import { QR_GENERATOR_ENTRIES, qrBaseUrl, qrTargetUrl } from '@/features/qr/qr-targets';
import { usePageMeta } from '@/lib/page-meta';
import { LineIcon } from '@/components/ui/icon';
import styles from './qr-generator.module.css';

export default function QrGeneratorPage() {
  usePageMeta({
    title: 'QR-kode generator',
    description:
      'QR-koder til produktsidene og sertifiseringssiden, klare til å skrives ut på plakater, flyers og i butikk.',
  });
  const base = qrBaseUrl();

  return (
    <section className={`section container ${styles.sheet}`} aria-labelledby="qr-generator-tittel">
      <div className={`section-head ${styles.intro}`}>
        <div>
          <h1 id="qr-generator-tittel">QR-kode generator</h1>
          <p className={`lead ${styles.lead}`}>
            QR-koder til hver produktkategori og til sertifiseringssiden. Skriv dem ut og heng dem opp på skolen, i
            butikken eller på russebussen.
          </p>
        </div>
        <button type="button" className={`btn btn-primary ${styles.print}`} onClick={() => window.print()}>
          <LineIcon
            d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v8H6z"
            size={18}
            linejoin="round"
          />
          Skriv ut alle
        </button>
      </div>

      <ul className={styles.grid}>
        {QR_GENERATOR_ENTRIES.map((entry) => {
          const url = qrTargetUrl(entry.path, base);
          return (
            <li key={entry.key} className={styles.card} data-testid="qr-card">
              <QrCodeCanvas value={url} width={QR.generatorWidthPx} label={`QR-kode til ${entry.title}: ${url}`} />
              <div className={styles.cardBody}>
                <h2 className={styles.cardTitle}>{entry.title}</h2>
                <p className={styles.description}>{entry.description}</p>
                <a href={url} className={styles.url}>
                  {url}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
