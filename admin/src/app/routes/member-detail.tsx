import { PageContainer } from '@ant-design/pro-components';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Result, Skeleton } from 'antd';
import { Link, useParams, useRouteLoaderData } from 'react-router-dom';
import { StaffMemberFieldsFragment, useStaffMemberDetail } from '@/features/members/api/members';
import { MemberDetail } from '@/features/members/components/member-detail';
import { getFragmentData } from '@/gql';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function MemberDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error, refetch } = useStaffMemberDetail(id);
  const member = data ? getFragmentData(StaffMemberFieldsFragment, data.staffMember) : null;
  const title = member ? member.name : 'Medlem';
  usePageTitle(title);

  if (error && !member) {
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
    if (code === 'NOT_FOUND') {
      return <Result status="404" title="Fant ikke medlemmet" extra={<Link to="/members">Til alle medlemmer</Link>} />;
    }
    return <Alert type="error" showIcon message="Kunne ikke hente medlemmet. Prøv igjen." style={{ margin: 24 }} />;
  }

  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      breadcrumb={{ items: [{ title: <Link to="/members">Medlemmer</Link> }, { title }] }}
    >
      {loading && !member ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : member && data ? (
        <MemberDetail
          member={member}
          area={data.staffMember.customerArea}
          canManage={viewerCan(viewer, 'members.manage')}
          onChanged={() => refetch()}
        />
      ) : null}
    </PageContainer>
  );
}
