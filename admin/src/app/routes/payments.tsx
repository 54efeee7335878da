import { PageContainer } from '@ant-design/pro-components';
import { useRouteLoaderData } from 'react-router-dom';
import { viewerCan, type requireStaff } from '@/features/auth/access';
import { PaymentsTable } from '@/features/payments/components/payments-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

/** /admin/payments: `Innbetalinger` (admin §17), with `Regnskapseksport` for administrators. */
export default function PaymentsRoute() {
  usePageTitle('Innbetalinger');
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  return (
    <PageContainer title={<PageHeading>Innbetalinger</PageHeading>}>
      <PaymentsTable canExport={viewerCan(viewer, 'invoices.export')} />
    </PageContainer>
  );
}
