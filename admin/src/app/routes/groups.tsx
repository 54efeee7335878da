import { PageContainer } from '@ant-design/pro-components';
import { GroupsTable } from '@/features/groups/components/groups-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function GroupsRoute() {
  usePageTitle('Grupper');
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Grupper
        </span>
      }
    >
      <GroupsTable />
    </PageContainer>
  );
}
