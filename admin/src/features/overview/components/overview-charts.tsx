import { Column } from '@ant-design/plots';
import { Card, Col, Grid, Row, Typography } from 'antd';
import { formatCalendarDay, formatCalendarMonth } from '@russ/schema/common/dates';
import { formatNok } from '@russ/schema/common/money';
import { getFragmentData, graphql, type FragmentType } from '@/gql';

// This file is its own chunk (the overview loads it with React.lazy): the chart library is large, and no other page
// of the console needs it.

export const OverviewCharts_OverviewFragment = graphql(`
  fragment OverviewCharts_Overview on AdminOverview {
    ordersPerWeek {
      weekStart
      isoWeek
      count
    }
    invoicedPerMonth {
      month
      amount
    }
  }
`);

const CHART_HEIGHT = 280;
const BAR_COLOUR = '#1677ff';

interface WeekBar {
  week: string;
  weekStart: string;
  count: number;
}

interface MonthBar {
  month: string;
  amount: number;
}

/** Orders per week and invoiced amount per month over the last 12 months, as column charts. */
export default function OverviewCharts(props: { overview: FragmentType<typeof OverviewCharts_OverviewFragment> }) {
  const overview = getFragmentData(OverviewCharts_OverviewFragment, props.overview);
  // On a phone the card titles need the whole width.
  const wide = Grid.useBreakpoint().sm !== false;
  const weeks: WeekBar[] = overview.ordersPerWeek.map((week) => ({
    week: `uke ${week.isoWeek}`,
    weekStart: week.weekStart,
    count: week.count,
  }));
  const months: MonthBar[] = overview.invoicedPerMonth.map((month) => ({
    month: formatCalendarMonth(month.month),
    amount: Number(month.amount),
  }));
  const orderTotal = weeks.reduce((sum, week) => sum + week.count, 0);
  const invoicedTotal = months.reduce((sum, month) => sum + month.amount, 0);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card
          title="Ordrer per uke"
          extra={wide && <Typography.Text type="secondary">Siste 12 måneder</Typography.Text>}
          data-testid="chart-orders-per-week"
        >
          <figure
            style={{ margin: 0 }}
            aria-label={`Ordrer per uke de siste 12 månedene, til sammen ${orderTotal.toLocaleString('nb-NO')} ordrer`}
          >
            <Column
              data={weeks}
              xField="week"
              yField="count"
              height={CHART_HEIGHT}
              style={{ fill: BAR_COLOUR }}
              axis={{
                x: { title: false, labelAutoHide: true },
                // Whole orders only: no 0,5 between 0 and 1 in a quiet season.
                y: {
                  title: false,
                  tickFilter: (value: number) => Number.isInteger(value),
                  labelFormatter: (value: number) => value.toLocaleString('nb-NO'),
                },
              }}
              tooltip={{
                title: (bar: WeekBar) =>
                  `${bar.week[0].toUpperCase()}${bar.week.slice(1)} (fra ${formatCalendarDay(bar.weekStart)})`,
                items: [{ field: 'count', name: 'Ordrer' }],
              }}
            />
            <figcaption>
              <Typography.Text type="secondary">
                Til sammen {orderTotal.toLocaleString('nb-NO')} ordrer de siste 12 månedene
              </Typography.Text>
            </figcaption>
          </figure>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card
          title="Fakturert per måned"
          extra={wide && <Typography.Text type="secondary">Inkl. mva., kreditnotaer trukket fra</Typography.Text>}
          data-testid="chart-invoiced-per-month"
        >
          <figure
            style={{ margin: 0 }}
            aria-label={`Fakturert per måned de siste 12 månedene, til sammen ${formatNok(invoicedTotal)}`}
          >
            <Column
              data={months}
              xField="month"
              yField="amount"
              height={CHART_HEIGHT}
              style={{ fill: BAR_COLOUR }}
              axis={{
                x: { title: false },
                y: { title: false, labelFormatter: (value: number) => formatNok(value) },
              }}
              tooltip={{
                title: (bar: MonthBar) => bar.month,
                items: [{ field: 'amount', name: 'Fakturert', valueFormatter: (value: number) => formatNok(value) }],
              }}
            />
            <figcaption>
              <Typography.Text type="secondary">
                Til sammen {formatNok(invoicedTotal)} de siste 12 månedene
              </Typography.Text>
            </figcaption>
          </figure>
        </Card>
      </Col>
    </Row>
  );
}
