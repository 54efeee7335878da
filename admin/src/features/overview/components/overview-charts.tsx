import { Column, type ColumnConfig } from '@ant-design/plots';
import { Card, Col, Grid, Row, Typography } from 'antd';
import { formatCalendarDay, formatCalendarMonth } from '@russ/schema/common/dates';
import { formatNok } from '@russ/schema/common/money';
import type { ReactNode } from 'react';
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

/** The overview's column chart, in the console's colour and height. */
function Bars(config: ColumnConfig) {
  return <Column height={CHART_HEIGHT} style={{ fill: BAR_COLOUR }} {...config} />;
}

/** One chart of the overview: its card (a note beside the title), the chart as a labelled figure, and its total. */
function ChartCard({
  title,
  note,
  testId,
  label,
  caption,
  children,
}: {
  title: string;
  note: ReactNode;
  testId: string;
  /** What the chart shows, for screen readers. */
  label: string;
  caption: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} extra={note} data-testid={testId}>
      <figure style={{ margin: 0 }} aria-label={label}>
        {children}
        <figcaption>
          <Typography.Text type="secondary">{caption}</Typography.Text>
        </figcaption>
      </figure>
    </Card>
  );
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
        <ChartCard
          title="Ordrer per uke"
          note={wide && <Typography.Text type="secondary">Siste 12 måneder</Typography.Text>}
          testId="chart-orders-per-week"
          label={`Ordrer per uke de siste 12 månedene, til sammen ${orderTotal.toLocaleString('nb-NO')} ordrer`}
          caption={`Til sammen ${orderTotal.toLocaleString('nb-NO')} ordrer de siste 12 månedene`}
        >
          <Bars
            data={weeks}
            xField="week"
            yField="count"
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
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard
          title="Fakturert per måned"
          note={wide && <Typography.Text type="secondary">Inkl. mva., kreditnotaer trukket fra</Typography.Text>}
          testId="chart-invoiced-per-month"
          label={`Fakturert per måned de siste 12 månedene, til sammen ${formatNok(invoicedTotal)}`}
          caption={`Til sammen ${formatNok(invoicedTotal)} de siste 12 månedene`}
        >
          <Bars
            data={months}
            xField="month"
            yField="amount"
            axis={{
              x: { title: false },
              y: { title: false, labelFormatter: (value: number) => formatNok(value) },
            }}
            tooltip={{
              title: (bar: MonthBar) => bar.month,
              items: [{ field: 'amount', name: 'Fakturert', valueFormatter: (value: number) => formatNok(value) }],
            }}
          />
        </ChartCard>
      </Col>
    </Row>
  );
}
