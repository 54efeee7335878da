import { useQuery } from '@apollo/client/react';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Skeleton } from 'antd';
import { useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { InvoiceDetailDocument } from '@/features/invoices/api/invoices';
import { InvoiceDetail } from '@/features/invoices/components/invoice-detail';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';

/** /admin/invoices/:id: one invoice or credit note. 'Kreditnota' only for roles holding invoices.credit. */
export default function InvoiceDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useRouteLoaderData('shell') as Awaited<ReturnType<typeof requireStaff>> | undefined;
  const { data, loading, error, refetch } = useQuery(InvoiceDetailDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const number = data?.invoice ? ` ${id}` : '';
  usePageTitle(`Faktura${number}`);
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Faktura
        </span>
      }
      onBack={() => navigate('/invoices')}
    >
      {loading && !data ? <Skeleton active /> : null}
      {error && !data ? <Alert type="error" showIcon message={error.message || 'Fant ikke fakturaen'} /> : null}
      {data?.invoice ? (
        <InvoiceDetail
          invoice={data.invoice}
          mayCredit={viewerCan(viewer ?? null, 'invoices.credit')}
          onChanged={(openId) => {
            if (openId) navigate(`/invoices/${openId}`);
            else void refetch();
          }}
        />
      ) : null}
    </PageContainer>
  );
}
