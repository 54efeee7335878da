import { PageContainer } from '@ant-design/pro-components';
import { StaffUsersTable } from '@/features/staff-users/components/staff-users-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function StaffRoute() {
  usePageTitle('Ansatte');
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Ansatte
        </span>
      }
    >
      <StaffUsersTable />
    </PageContainer>
  );
}
