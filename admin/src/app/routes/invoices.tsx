import { PageContainer } from '@ant-design/pro-components';
import { useNavigate } from 'react-router-dom';
import { InvoicesTable } from '@/features/invoices/components/invoices-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function InvoicesRoute() {
  usePageTitle('Fakturaer');
  const navigate = useNavigate();
  return (
    <PageContainer title={<PageHeading>Fakturaer</PageHeading>}>
      <InvoicesTable onOpen={(id) => navigate(`/invoices/${id}`)} />
    </PageContainer>
  );
}
