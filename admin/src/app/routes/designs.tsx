import { PageContainer } from '@ant-design/pro-components';
import { DesignsTable } from '@/features/designs/components/designs-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function DesignsRoute() {
  usePageTitle('Design');
  return (
    <PageContainer title={<PageHeading>Design</PageHeading>}>
      <DesignsTable />
    </PageContainer>
  );
}
