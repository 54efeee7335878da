import { PageContainer } from '@ant-design/pro-components';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { StaffUserFieldsFragment, useStaffUser } from '@/features/staff-users/api/staff-users';
import { StaffUserDetail } from '@/features/staff-users/components/staff-user-detail';
import { getFragmentData } from '@/gql';
import { usePageTitle } from '@/lib/use-page-title';

export default function StaffDetailRoute() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useStaffUser(id);
  const user = data ? getFragmentData(StaffUserFieldsFragment, data.staffUser) : null;
  const title = user ? `Ansatt ${user.username}` : 'Ansatt';
  usePageTitle(title);

  if (error && !user) {
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
    if (code === 'NOT_FOUND') {
      return <Result status="404" title="Fant ikke den ansatte" extra={<Link to="/staff">Til alle ansatte</Link>} />;
    }
    return <Alert type="error" showIcon message="Kunne ikke hente den ansatte. Prøv igjen." style={{ margin: 24 }} />;
  }

  const lastActiveAdmin = !!user && user.role === 'admin' && user.active && (data?.activeAdmins.total ?? 0) <= 1;
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      breadcrumb={{ items: [{ title: <Link to="/staff">Ansatte</Link> }, { title: user?.username ?? '…' }] }}
    >
      {loading && !user ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : user ? (
        <StaffUserDetail user={user} lastActiveAdmin={lastActiveAdmin} onChanged={() => refetch()} />
      ) : null}
    </PageContainer>
  );
}
