import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import {
  DEFAULT_SIZE_UNIT,
  SIZE_GUIDE_NOTES,
  sizeChartFor,
  sizeChartTable,
  type PageSizeChartType,
  type SizeUnit,
} from '@russ/schema/catalog/size-charts';
import { SIZE_RANGES } from '@russ/schema/catalog/sizes';
import { shop } from '@/lib/shop';
import { keepTabInside } from '@/components/ui/dialog';
import dialogStyles from '@/components/ui/dialog.module.css';
import { LineIcon } from '@/components/ui/icon';
import { SegmentedToggle } from './segmented-toggle';
import { SizeChartTable } from './size-chart-table';
import { UnitToggle } from './unit-toggle';
import styles from './size-guide-dialog.module.css';

type SizeGuideDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Chart types of the page; two types (sweatpants, shorts) are the unisex and girl cuts. */
  types: readonly PageSizeChartType[];
  productTitle: string;
  /** Gets focus back when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

const cutLabel = (type: PageSizeChartType) => (type.startsWith('girl-') ? 'Jente' : 'Unisex');

/** Dress and snekker (type unisex-coverall): their chart is not given, only the size range. */
const COVERALL_SIZES = `${SIZE_RANGES.dressAndSnekker[0]}-${SIZE_RANGES.dressAndSnekker.at(-1)}`;

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex="0"]';

/**
 * The size guide (storefront §2): a modal dialog with the page's chart in cm or inches, a cut switch when the
 * page has two cuts, and the notes. The native modal <dialog> makes the page behind inert and closes on Escape;
 * Tab cycles inside it and focus goes back to the button that opened it.
 */
export function SizeGuideDialog({ open, onClose, types, productTitle, returnFocusTo }: SizeGuideDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [unit, setUnit] = useState<SizeUnit>(DEFAULT_SIZE_UNIT);
  const [cut, setCut] = useState<PageSizeChartType>(types[0]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const chart = sizeChartFor(types.includes(cut) ? cut : types[0]);
  const cuts = types.length > 1 ? types.map((type) => ({ value: type, label: cutLabel(type) })) : null;
  const sizeQuestionHref = `mailto:${shop.email}?subject=${encodeURIComponent(`${productTitle} størrelser`)}`;

  return (
    <dialog
      ref={dialogRef}
      className={`${dialogStyles.dialog} ${styles.dialog}`}
      aria-labelledby={titleId}
      onKeyDown={(event) => keepTabInside(event, FOCUSABLE)}
      onClose={() => {
        onClose();
        returnFocusTo.current?.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className={`${dialogStyles.content} ${styles.content}`}>
        <header className={dialogStyles.header}>
          <div>
            <h2 id={titleId} className={`${dialogStyles.title} ${styles.title}`}>
              Størrelsesguide
            </h2>
            <p className={styles.subtitle}>{productTitle}</p>
          </div>
          <button type="button" className={styles.close} onClick={onClose}>
            <LineIcon d="M6 6l12 12M18 6 6 18" size={22} linecap="round" />
            <span className="visually-hidden">Lukk størrelsesguiden</span>
          </button>
        </header>

        {chart ? (
          <>
            <div className={styles.controls}>
              {cuts ? <SegmentedToggle label="Modell" options={cuts} value={cut} onChange={setCut} /> : null}
              <UnitToggle unit={unit} onChange={setUnit} />
            </div>
            <SizeChartTable table={sizeChartTable(chart)} unit={unit} caption={`Størrelsestabell ${chart.title}`} />
          </>
        ) : (
          <div className={styles.onRequest}>
            <p>
              {productTitle} finnes i størrelse {COVERALL_SIZES}. Størrelsestabellen får du på forespørsel – send oss en
              e-post, så hjelper vi dere å finne riktig størrelse.
            </p>
            <a className="btn btn-outline" href={sizeQuestionHref}>
              Spør om størrelser
            </a>
          </div>
        )}

        <section className={styles.notes} aria-label="Godt å vite">
          <h3 className={styles.notesTitle}>Godt å vite</h3>
          <ul>
            {SIZE_GUIDE_NOTES.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      </div>
    </dialog>
  );
}
