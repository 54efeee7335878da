import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { quoteStatusView } from '@/features/dashboard-quotes/utils/quote-display';
import { StatusBadge, StatusIcon, toneClassName } from '@/components/ui/status-badge';
import tabStyles from '@/styles/dashboard-tab.module.css';
import styles from '@/styles/dashboard-lists.module.css';

export const QuotesSection_QuoteFragment = graphql(`
  fragment QuotesSection_Quote on Quote {
    id
    quoteNumber
    version
    status
    canAnswer
    sentAt
    createdAt
    validUntil
    orderNumber
    totals {
      total
    }
  }
`);

/**
 * 'Tilbud' in the orders tab (admin §2): the quotes the shop sent the customer, newest first, with number, date,
 * validity, total and status, and 'Vis tilbud' to read and answer one.
 */
export function QuotesSection({
  quotes: quoteRefs,
  onOpen,
}: {
  quotes: ReadonlyArray<FragmentType<typeof QuotesSection_QuoteFragment>>;
  onOpen: (id: string) => void;
}) {
  const quotes = quoteRefs.map((ref) => getFragmentData(QuotesSection_QuoteFragment, ref));
  return (
    <section className={tabStyles.section} aria-labelledby="tilbud">
      <h2 id="tilbud" className={styles.sectionTitle}>
        Tilbud
      </h2>
      <ul className={styles.orderList}>
        {quotes.map((quote) => {
          const status = quoteStatusView(quote.status, quote.canAnswer);
          const headingId = `quote-${quote.id}`;
          return (
            <li
              key={quote.id}
              className={`card ${styles.orderCard}`}
              aria-labelledby={headingId}
              data-testid="quote-card"
            >
              <div className={styles.orderTop}>
                <span className={`${styles.orderIcon} ${toneClassName}`} data-tone={status.tone}>
                  <StatusIcon name="receipt" size={22} />
                </span>
                <div className={styles.orderHeading}>
                  <h3 id={headingId} className={styles.orderNumber}>
                    Tilbud {quote.quoteNumber}
                    {quote.version > 1 ? ` (versjon ${quote.version})` : ''}
                  </h3>
                  <p className={styles.orderMeta}>
                    <time dateTime={quote.sentAt ?? quote.createdAt}>
                      {formatDateNb(quote.sentAt ?? quote.createdAt)}
                    </time>
                    <span aria-hidden="true"> · </span>
                    Gyldig til <time dateTime={quote.validUntil}>{formatDateNb(quote.validUntil)}</time>
                    {quote.orderNumber ? (
                      <>
                        <span aria-hidden="true"> · </span>
                        Ordre {quote.orderNumber}
                      </>
                    ) : null}
                  </p>
                </div>
                <div className={styles.orderAside}>
                  <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                  <p className={styles.orderAmount} data-testid="quote-amount">
                    {formatNok(quote.totals.total)}
                  </p>
                </div>
              </div>
              <div className={styles.orderActions}>
                <button type="button" className={`btn btn-outline ${styles.small}`} onClick={() => onOpen(quote.id)}>
                  Vis tilbud
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
