import { SIZE_CHART_IMAGE_URL, FAQ_SIZE_GUIDE, faqSizeTable, SIZE_GUIDE_NOTES } from '@russ/schema/catalog/size-charts';
import { SizeTableBody } from '@/components/ui/size-table-body';
import styles from './faq-size-guide.module.css';

function SizeTable({ part }: { part: 'tops' | 'bottoms' }) {
  const table = faqSizeTable(part);
  return (
    // Focusable so a keyboard user can scroll the table sideways on a narrow screen.
    <div
      className={styles.tableWrap}
      tabIndex={0}
      role="region"
      aria-label={`Størrelsestabell ${FAQ_SIZE_GUIDE[part].title.toLowerCase()}`}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{FAQ_SIZE_GUIDE[part].title} (cm)</caption>
        <thead>
          <tr>
            {table.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <SizeTableBody table={table} format={String} />
      </table>
    </div>
  );
}

/** The FAQ's own size guide (the second table of storefront §9, cm) and the size chart image. */
export function FaqSizeGuide({ headingId }: { headingId: string }) {
  return (
    <div className={styles.guide}>
      <h2 id={headingId}>Størrelsesguide</h2>
      <p className="muted">
        Målene er oppgitt i centimeter for plagget liggende flatt, fra XXS til XXL. Sammenlign med et plagg du allerede
        er fornøyd med.
      </p>
      <div className={styles.tables}>
        <SizeTable part="tops" />
        <SizeTable part="bottoms" />
      </div>
      <ul className={styles.notes}>
        {SIZE_GUIDE_NOTES.slice(0, 3).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <figure className={styles.figure}>
        <img
          src={SIZE_CHART_IMAGE_URL}
          alt="Størrelsestabell med mål for overdeler og underdeler i størrelse XXS til XXL"
          width={1400}
          height={1622}
          loading="lazy"
          className={styles.image}
        />
        <figcaption className={styles.figcaption}>Størrelsestabell for produktene våre.</figcaption>
      </figure>
    </div>
  );
}
