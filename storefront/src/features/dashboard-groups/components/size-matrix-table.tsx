import { getFragmentData, graphql, type FragmentType } from '@/gql';
import styles from './groups.module.css';

export const SizeMatrixTable_SizeMatrixFragment = graphql(`
  fragment SizeMatrixTable_SizeMatrix on SizeMatrix {
    sizes
    sizeTotals
    grandTotal
    products {
      productId
      productName
      total
      sizeTotals
      rows {
        color
        colorLabel
        counts
        total
      }
    }
  }
`);

/** A size table's header: the first column, one column per size, then 'Totalt'. */
function SizeHeaderRow({ first, sizes }: { first: string; sizes: readonly string[] }) {
  return (
    <tr>
      <th scope="col">{first}</th>
      {sizes.map((size) => (
        <th scope="col" className={styles.num} key={size}>
          {size}
        </th>
      ))}
      <th scope="col" className={styles.num}>
        Totalt
      </th>
    </tr>
  );
}

/** A row of totals per size under a size header: its label, one count per size, then the row's total. */
function SizeCountRow({
  label,
  sizes,
  counts,
  total,
}: {
  label: string;
  sizes: readonly string[];
  counts: readonly number[];
  total: number;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {counts.map((count, i) => (
        <td className={styles.num} key={sizes[i]}>
          {count}
        </td>
      ))}
      <td className={styles.num}>{total}</td>
    </tr>
  );
}

/** The size matrix: one table per product (colour rows × size columns, with totals), then the grand total. */
export function SizeMatrixTable({
  matrix: matrixRef,
}: {
  matrix: FragmentType<typeof SizeMatrixTable_SizeMatrixFragment>;
}) {
  const matrix = getFragmentData(SizeMatrixTable_SizeMatrixFragment, matrixRef);
  if (matrix.products.length === 0) {
    return <p className="muted">Ingen har sendt inn størrelser ennå.</p>;
  }
  return (
    <div className={styles.matrixList}>
      {matrix.products.map((product) => (
        <div className={styles.tableWrap} key={`${product.productId ?? product.productName}`}>
          <table className={styles.table}>
            <caption>{product.productName}</caption>
            <thead>
              <SizeHeaderRow first="Farge" sizes={matrix.sizes} />
            </thead>
            <tbody>
              {product.rows.map((row) => (
                <tr key={row.color ?? '-'}>
                  <th scope="row">{row.colorLabel}</th>
                  {row.counts.map((count, i) => (
                    <td className={styles.num} key={matrix.sizes[i]}>
                      {count || ''}
                    </td>
                  ))}
                  <td className={styles.num}>{row.total}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <SizeCountRow label="Sum" sizes={matrix.sizes} counts={product.sizeTotals} total={product.total} />
            </tfoot>
          </table>
        </div>
      ))}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Alle produkter</caption>
          <thead>
            <SizeHeaderRow first="Størrelse" sizes={matrix.sizes} />
          </thead>
          <tbody>
            <SizeCountRow label="Antall" sizes={matrix.sizes} counts={matrix.sizeTotals} total={matrix.grandTotal} />
          </tbody>
        </table>
      </div>
      <p className={styles.grandTotal}>Totalt: {matrix.grandTotal} plagg</p>
    </div>
  );
}
