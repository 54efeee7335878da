import { PageContainer } from '@ant-design/pro-components';
import { Grid } from 'antd';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function OrdersRoute() {
  usePageTitle('Ordrer');
  const screens = Grid.useBreakpoint();
  return (
    <PageContainer
      title={<PageHeading>Ordrer</PageHeading>}
      subTitle={screens.md === false ? undefined : 'Alle ordrer med status, faktura og forsendelse'}
    >
      <OrdersTable />
    </PageContainer>
  );
}
