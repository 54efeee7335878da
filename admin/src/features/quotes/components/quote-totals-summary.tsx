import { formatNok } from '@russ/schema/common/money';
import { Typography } from 'antd';

export interface QuoteTotalsLike {
  pieces: number;
  total: string;
  discountLabel: string;
  discountReason: string;
  setAsideLabel?: string | null;
  shippingLabel?: string | null;
  /** `key`: goods | discount | shipping | total | vat; `note` says why (discount, shipping). */
  rows: readonly { key?: string | null; label: string; amount: string; note?: string | null }[];
}

/** A row's amount: already worded ('1 299 kr') or a plain decimal ('1299.00') to format. */
function displayAmount(amount: string): string {
  return /^-?\d+(\.\d+)?$/.test(amount.trim()) ? formatNok(amount) : amount;
}

/**
 * The summary under a quote's lines, row by row as the server words it (schema's quoteSummaryRows): goods,
 * the discount with its label and why, shipping, the total and the MVA it includes.
 */
export function QuoteTotalsSummary({ totals }: { totals: QuoteTotalsLike }) {
  return (
    <table className="quote-totals" data-testid="quote-totals" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <tbody>
        {totals.rows.map((row, index) => {
          const key =
            row.key ?? (row.label === totals.discountLabel ? 'discount' : row.label === 'Totalt' ? 'total' : null);
          const isTotal = key === 'total';
          const note = row.note ?? (key === 'discount' ? totals.discountReason : null);
          return (
            <tr
              key={`${index}-${row.label}`}
              data-row={key ?? undefined}
              style={{ borderTop: isTotal ? '1px solid rgba(5, 5, 5, 0.12)' : undefined, verticalAlign: 'top' }}
            >
              <th scope="row" style={{ textAlign: 'left', fontWeight: isTotal ? 600 : 400, padding: '6px 8px 6px 0' }}>
                {row.label}
                {note && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, fontWeight: 400 }}>
                    {note}
                  </Typography.Text>
                )}
              </th>
              <td
                style={{
                  textAlign: 'right',
                  whiteSpace: 'nowrap',
                  fontWeight: isTotal ? 600 : 400,
                  fontSize: isTotal ? 16 : undefined,
                  padding: '6px 0',
                }}
                data-testid={isTotal ? 'quote-total' : undefined}
              >
                {displayAmount(row.amount)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
