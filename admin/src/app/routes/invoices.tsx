import { PageContainer } from '@ant-design/pro-components';
import { useNavigate } from 'react-router-dom';
import { InvoicesTable } from '@/features/invoices/components/invoices-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function InvoicesRoute() {
  usePageTitle('Fakturaer');
  const navigate = useNavigate();
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Fakturaer
        </span>
      }
    >
      <InvoicesTable onOpen={(id) => navigate(`/invoices/${id}`)} />
    </PageContainer>
  );
}
