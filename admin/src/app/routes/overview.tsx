import { Alert, Button, Card, Col, Row, Skeleton, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { useAdminOverview } from '@/features/overview/api/overview';
import { OverviewFigures } from '@/features/overview/components/overview-figures';
import { usePageTitle } from '@/lib/use-page-title';
import { PageFrame } from '@/components/page-frame';

// The charts and their library load in a chunk of their own, after the figures.
const OverviewCharts = lazy(() => import('@/features/overview/components/overview-charts'));

function ChartsLoading() {
  return (
    <Row gutter={[16, 16]}>
      {['Ordrer per uke', 'Fakturert per måned'].map((title) => (
        <Col key={title} xs={24} xl={12}>
          <Card title={title}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** `Oversikt` (admin §14), the console's home at /admin: what waits for staff, and how the season goes. */
export default function OverviewRoute() {
  usePageTitle('Oversikt');
  const { data, error, refetch } = useAdminOverview();
  const overview = data?.adminOverview;

  return (
    <PageFrame title="Oversikt" subTitle="Det som venter, og hvordan sesongen går">
      {error && !overview && (
        <Alert
          type="error"
          showIcon
          message="Kunne ikke hente oversikten. Prøv igjen."
          action={
            <Button size="small" onClick={() => void refetch()}>
              Prøv igjen
            </Button>
          }
        />
      )}
      {!overview && !error && <Skeleton active paragraph={{ rows: 8 }} />}
      {overview && (
        <Space direction="vertical" size={24} style={{ width: '100%' }}>
          <OverviewFigures overview={overview} />
          <Suspense fallback={<ChartsLoading />}>
            <OverviewCharts overview={overview} />
          </Suspense>
        </Space>
      )}
    </PageFrame>
  );
}
