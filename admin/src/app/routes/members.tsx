import { PageContainer } from '@ant-design/pro-components';
import { useRouteLoaderData } from 'react-router-dom';
import { MembersTable } from '@/features/members/components/members-table';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function MembersRoute() {
  usePageTitle('Medlemmer');
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Medlemmer
        </span>
      }
    >
      <MembersTable canExport={viewerCan(viewer, 'members.export')} />
    </PageContainer>
  );
}
