import { PageContainer } from '@ant-design/pro-components';
import { ReturnsTable } from '@/features/returns/components/returns-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function ReturnsRoute() {
  usePageTitle('Returer');
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Returer
        </span>
      }
    >
      <ReturnsTable />
    </PageContainer>
  );
}
