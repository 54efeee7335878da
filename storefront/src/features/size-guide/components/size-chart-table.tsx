import { Fragment, type ReactNode } from 'react';
import { formatMeasure, type SizeTable, type SizeUnit } from '@russ/schema/catalog/size-charts';
import { SizeTableBody } from '@/components/ui/size-table-body';
import { UNIT_LABELS } from './unit-toggle';
import styles from './size-chart-table.module.css';

/**
 * Break opportunities (<wbr>) in the long compound headers ('Inner·bens·lengde') so a narrow screen can wrap
 * them. Unlike soft hyphens they add no characters: the header's text stays 'Innerbenslengde'.
 */
function breakable(label: string): ReactNode {
  const parts = label
    .replace(/^Innerbens/, 'Inner|bens')
    .replace(/(\S)(vidde|lengde)\b/g, '$1|$2')
    .split('|');
  return parts.map((part, index) => (
    <Fragment key={part}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

type SizeChartTableProps = {
  /** A chart as rows of cm values: `sizeChartTable(chart)` or `faqSizeTable('tops')`. */
  table: SizeTable;
  unit: SizeUnit;
  /** Names the table for screen readers and the scroll region. */
  caption: string;
  /** Shows the caption above the table; otherwise it is read by screen readers only. */
  showCaption?: boolean;
};

/**
 * A size chart as a table: the size column, then one column per measure with the unit in its header. Values are
 * kept in cm and shown in the chosen unit (inches: cm / 2.54, one decimal). Scrolls sideways on narrow screens.
 */
export function SizeChartTable({ table, unit, caption, showCaption = false }: SizeChartTableProps) {
  const [sizeHeader, ...measureHeaders] = table.headers;
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={showCaption ? styles.caption : 'visually-hidden'}>
          {caption} ({UNIT_LABELS[unit]})
        </caption>
        <thead>
          <tr>
            <th scope="col">{sizeHeader}</th>
            {measureHeaders.map((header) => (
              <th key={header} scope="col">
                {breakable(header)} <span className={styles.unit}>({UNIT_LABELS[unit]})</span>
              </th>
            ))}
          </tr>
        </thead>
        <SizeTableBody table={table} format={(value) => formatMeasure(value, unit)} />
      </table>
    </div>
  );
}
