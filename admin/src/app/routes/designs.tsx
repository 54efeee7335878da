import { PageContainer } from '@ant-design/pro-components';
import { DesignsTable } from '@/features/designs/components/designs-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function DesignsRoute() {
  usePageTitle('Design');
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Design
        </span>
      }
    >
      <DesignsTable />
    </PageContainer>
  );
}
