import { PageContainer } from '@ant-design/pro-components';
import { ThreadsTable } from '@/features/messages/components/threads-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function MessagesRoute() {
  usePageTitle('Meldinger');
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Meldinger
        </span>
      }
    >
      <ThreadsTable />
    </PageContainer>
  );
}
