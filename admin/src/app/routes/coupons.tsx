import { PageContainer } from '@ant-design/pro-components';
import { CouponsTable } from '@/features/coupons/components/coupons-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function CouponsRoute() {
  usePageTitle('Kuponger');
  return (
    <PageContainer title={<PageHeading>Kuponger</PageHeading>}>
      <CouponsTable />
    </PageContainer>
  );
}
