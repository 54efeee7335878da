import { PageContainer } from '@ant-design/pro-components';
import { useRouteLoaderData } from 'react-router-dom';
import { MembersTable } from '@/features/members/components/members-table';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';
import { PageHeading } from '@/components/page-heading';

export default function MembersRoute() {
  usePageTitle('Medlemmer');
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  return (
    <PageContainer title={<PageHeading>Medlemmer</PageHeading>}>
      <MembersTable canExport={viewerCan(viewer, 'members.export')} />
    </PageContainer>
  );
}
