import { Card, Col, Grid, Row, theme } from 'antd';
import { MutedText } from '@/components/muted-text';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { formatCalendarDay, formatCalendarMonth } from '@russ/schema/common/dates';
import { formatNok } from '@russ/schema/common/money';
import type { ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';

// This file is its own chunk (the overview loads it with React.lazy): no other page of the console draws a chart.
// Chart.js with only the parts a bar chart needs registered (about 60 KB with Brotli; @ant-design/plots with G2 was
// 330 KB).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

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
const BAR_HOVER_COLOUR = '#4096ff';

/** One bar: its label under the axis, its value, and what its tooltip says. */
interface ChartBar {
  label: string;
  value: number;
  /** The tooltip's title, e.g. `Uke 7 (fra 10.02.2026)`. */
  title: string;
}

/**
 * The overview's column chart, in the console's colour, font and height: `name` labels the value in the tooltip,
 * `formatValue` writes a value (axis and tooltip); `wholeNumbers` keeps 0,5 off the axis in a quiet season.
 */
function Bars({
  bars,
  name,
  formatValue,
  wholeNumbers = false,
}: {
  bars: ChartBar[];
  name: string;
  formatValue: (value: number) => string;
  wholeNumbers?: boolean;
}) {
  const { token } = theme.useToken();
  const data: ChartData<'bar'> = {
    labels: bars.map((bar) => bar.label),
    datasets: [
      {
        label: name,
        data: bars.map((bar) => bar.value),
        backgroundColor: BAR_COLOUR,
        hoverBackgroundColor: BAR_HOVER_COLOUR,
        maxBarThickness: 48,
      },
    ],
  };
  const ticks = { color: token.colorTextSecondary, font: { family: token.fontFamily, size: token.fontSizeSM } };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    locale: 'nb-NO',
    scales: {
      x: { grid: { display: false }, ticks: { ...ticks, autoSkip: true, maxRotation: 0 } },
      y: {
        beginAtZero: true,
        grid: { color: token.colorBorderSecondary },
        border: { display: false },
        ticks: { ...ticks, precision: wholeNumbers ? 0 : undefined, callback: (value) => formatValue(Number(value)) },
      },
    },
    plugins: {
      tooltip: {
        titleFont: { family: token.fontFamily },
        bodyFont: { family: token.fontFamily },
        callbacks: {
          title: (items) => bars[items[0]?.dataIndex ?? 0]?.title ?? '',
          label: (item) => `${name}: ${formatValue(Number(item.raw))}`,
        },
      },
    },
  };
  return (
    <div style={{ position: 'relative', height: CHART_HEIGHT }}>
      <Bar data={data} options={options} aria-hidden />
    </div>
  );
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
          <MutedText>{caption}</MutedText>
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
  const weeks: ChartBar[] = overview.ordersPerWeek.map((week) => ({
    label: `uke ${week.isoWeek}`,
    value: week.count,
    title: `Uke ${week.isoWeek} (fra ${formatCalendarDay(week.weekStart)})`,
  }));
  const months: ChartBar[] = overview.invoicedPerMonth.map((month) => ({
    label: formatCalendarMonth(month.month),
    value: Number(month.amount),
    title: formatCalendarMonth(month.month),
  }));
  const orderTotal = weeks.reduce((sum, week) => sum + week.value, 0);
  const invoicedTotal = months.reduce((sum, month) => sum + month.value, 0);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <ChartCard
          title="Ordrer per uke"
          note={wide && <MutedText>Siste 12 måneder</MutedText>}
          testId="chart-orders-per-week"
          label={`Ordrer per uke de siste 12 månedene, til sammen ${orderTotal.toLocaleString('nb-NO')} ordrer`}
          caption={`Til sammen ${orderTotal.toLocaleString('nb-NO')} ordrer de siste 12 månedene`}
        >
          <Bars bars={weeks} name="Ordrer" formatValue={(value) => value.toLocaleString('nb-NO')} wholeNumbers />
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard
          title="Fakturert per måned"
          note={wide && <MutedText>Inkl. mva., kreditnotaer trukket fra</MutedText>}
          testId="chart-invoiced-per-month"
          label={`Fakturert per måned de siste 12 månedene, til sammen ${formatNok(invoicedTotal)}`}
          caption={`Til sammen ${formatNok(invoicedTotal)} de siste 12 månedene`}
        >
          <Bars bars={months} name="Fakturert" formatValue={formatNok} />
        </ChartCard>
      </Col>
    </Row>
  );
}
