import { PageContainer } from '@ant-design/pro-components';
import { StaffUsersTable } from '@/features/staff-users/components/staff-users-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function StaffRoute() {
  usePageTitle('Ansatte');
  return (
    <PageContainer title={<PageHeading>Ansatte</PageHeading>}>
      <StaffUsersTable />
    </PageContainer>
  );
}
