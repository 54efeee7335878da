import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatNok } from '@russ/schema/common/money';
import { CountStatistic } from '@/components/count-statistic';
import { MutedText } from '@/components/muted-text';
import { ORDER_STATUS_LABELS, isOrderStatus } from '@russ/schema/orders/order-status';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { overviewLinks } from '@/features/overview/overview-links';

export const OverviewFigures_OverviewFragment = graphql(`
  fragment OverviewFigures_Overview on AdminOverview {
    newQuoteRequests
    quotesAwaitingCustomer
    ordersByStatus {
      status
      count
    }
    overdueInvoices
    overdueAmount
    designsWaiting
    unreadThreads
    failedMails
    openBankPayments
  }
`);

interface FigureProps {
  title: string;
  value: number;
  to: string;
  note?: ReactNode;
  /** Red when something waits too long (overdue invoices). */
  alert?: boolean;
}

/** One figure as a card that opens the list it counts. */
function Figure({ title, value, to, note, alert }: FigureProps) {
  return (
    <Link to={to} aria-label={`${title}: ${value.toLocaleString('nb-NO')}`} data-testid="overview-figure">
      <Card hoverable size="small" style={{ height: '100%' }}>
        <CountStatistic
          title={title}
          value={value}
          valueStyle={alert && value > 0 ? { color: '#cf1322' } : undefined}
        />
        {note && <MutedText>{note}</MutedText>}
      </Card>
    </Link>
  );
}

const wide = { xs: 24, sm: 12, lg: 8 } as const;
const narrow = { xs: 12, sm: 8, lg: 4 } as const;

/**
 * The overview's work figures: quote requests, quotes waiting, overdue invoices, designs waiting, unread messages,
 * failed mails (yesterday and today), then orders per status.
 */
export function OverviewFigures(props: { overview: FragmentType<typeof OverviewFigures_OverviewFragment> }) {
  const overview = getFragmentData(OverviewFigures_OverviewFragment, props.overview);
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col {...wide}>
          <Figure
            title="Nye tilbudsforespørsler"
            value={overview.newQuoteRequests}
            to={overviewLinks.newQuoteRequests}
            note="Henvendelser om tilbud som ikke er besvart med et tilbud"
          />
        </Col>
        <Col {...wide}>
          <Figure
            title="Tilbud som venter på kunden"
            value={overview.quotesAwaitingCustomer}
            to={overviewLinks.quotesAwaitingCustomer}
            note="Sendt, ikke godtatt eller avslått ennå"
          />
        </Col>
        <Col {...wide}>
          <Figure
            title="Forfalte fakturaer"
            value={overview.overdueInvoices}
            to={overviewLinks.overdueInvoices}
            note={`Til sammen ${formatNok(overview.overdueAmount)}`}
            alert
          />
        </Col>
        <Col {...wide}>
          <Figure
            title="Innbetalinger som må behandles"
            value={overview.openBankPayments}
            to={overviewLinks.openBankPayments}
            note="Fra bankfiler, ikke koblet til en faktura"
            alert
          />
        </Col>
        <Col {...wide}>
          <Figure
            title="Design som venter"
            value={overview.designsWaiting}
            to={overviewLinks.designsWaiting}
            note="Sendt inn eller besvart av kunden, venter på oss"
          />
        </Col>
        <Col {...wide}>
          <Figure
            title="Uleste meldinger"
            value={overview.unreadThreads}
            to={overviewLinks.unreadThreads}
            note="Samtaler med en kundemelding ingen har lest"
          />
        </Col>
        <Col {...wide}>
          <Figure
            title="Feilede e-poster"
            value={overview.failedMails}
            to={overviewLinks.failedMails(new Date())}
            note="I går og i dag"
            alert
          />
        </Col>
      </Row>
      {/* Under the page's heading (level 2); styled as antd's Title level 5. */}
      <h3
        style={{ margin: '24px 0 8px', fontSize: 16, fontWeight: 600, lineHeight: 1.5, color: 'rgba(0, 0, 0, 0.88)' }}
      >
        Ordrer etter status
      </h3>
      <Row gutter={[16, 16]}>
        {overview.ordersByStatus.map(({ status, count }) => (
          <Col key={status} {...narrow}>
            <Figure
              title={isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status}
              value={count}
              to={overviewLinks.ordersWithStatus(status)}
            />
          </Col>
        ))}
      </Row>
    </>
  );
}
