import { PageContainer } from '@ant-design/pro-components';
import { CouponsTable } from '@/features/coupons/components/coupons-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function CouponsRoute() {
  usePageTitle('Kuponger');
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Kuponger
        </span>
      }
    >
      <CouponsTable />
    </PageContainer>
  );
}
