import { PageContainer } from '@ant-design/pro-components';
import { GroupsTable } from '@/features/groups/components/groups-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function GroupsRoute() {
  usePageTitle('Grupper');
  return (
    <PageContainer title={<PageHeading>Grupper</PageHeading>}>
      <GroupsTable />
    </PageContainer>
  );
}
