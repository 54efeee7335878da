import { PageContainer } from '@ant-design/pro-components';
import { PaymentsTable } from '@/features/payments/components/payments-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

/** /admin/payments: `Innbetalinger` (admin §17). */
export default function PaymentsRoute() {
  usePageTitle('Innbetalinger');
  return (
    <PageContainer title={<PageHeading>Innbetalinger</PageHeading>}>
      <PaymentsTable />
    </PageContainer>
  );
}
