import type { ReactNode } from 'react';
import styles from '@/styles/dashboard-lists.module.css';

export type GoodsColumn = { label: string; numeric?: boolean };

/** A missing value in a goods line ('–'). */
export const orDash = (value: string | null | undefined) => value || '–';

/**
 * The goods of an order or a quote in its dialog: a table in a region named 'Varer' (focusable so keyboard users can
 * scroll it when it is wider than the dialog), each row stacked on a phone; `caption` is for screen readers.
 * `children` are the table's body (and foot).
 */
export function GoodsTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly GoodsColumn[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-label="Varer" tabIndex={0}>
      <table className={`${styles.table} ${styles.stackOnPhone}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? styles.num : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
