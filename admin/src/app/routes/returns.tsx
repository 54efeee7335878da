import { PageContainer } from '@ant-design/pro-components';
import { ReturnsTable } from '@/features/returns/components/returns-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function ReturnsRoute() {
  usePageTitle('Returer');
  return (
    <PageContainer title={<PageHeading>Returer</PageHeading>}>
      <ReturnsTable />
    </PageContainer>
  );
}
