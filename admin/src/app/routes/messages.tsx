import { PageContainer } from '@ant-design/pro-components';
import { ThreadsTable } from '@/features/messages/components/threads-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function MessagesRoute() {
  usePageTitle('Meldinger');
  return (
    <PageContainer title={<PageHeading>Meldinger</PageHeading>}>
      <ThreadsTable />
    </PageContainer>
  );
}
