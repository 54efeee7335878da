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
              <tr>
                <th scope="col">Farge</th>
                {matrix.sizes.map((size) => (
                  <th scope="col" className={styles.num} key={size}>
                    {size}
                  </th>
                ))}
                <th scope="col" className={styles.num}>
                  Totalt
                </th>
              </tr>
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
              <tr>
                <th scope="row">Sum</th>
                {product.sizeTotals.map((count, i) => (
                  <td className={styles.num} key={matrix.sizes[i]}>
                    {count}
                  </td>
                ))}
                <td className={styles.num}>{product.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ))}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Alle produkter</caption>
          <thead>
            <tr>
              <th scope="col">Størrelse</th>
              {matrix.sizes.map((size) => (
                <th scope="col" className={styles.num} key={size}>
                  {size}
                </th>
              ))}
              <th scope="col" className={styles.num}>
                Totalt
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Antall</th>
              {matrix.sizeTotals.map((count, i) => (
                <td className={styles.num} key={matrix.sizes[i]}>
                  {count}
                </td>
              ))}
              <td className={styles.num}>{matrix.grandTotal}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className={styles.grandTotal}>Totalt: {matrix.grandTotal} plagg</p>
    </div>
  );
}
