import { PageContainer } from '@ant-design/pro-components';
import { Alert, Result, Skeleton } from 'antd';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link, useParams, useRouteLoaderData } from 'react-router-dom';
import { StaffReturnFieldsFragment, useStaffReturn } from '@/features/returns/api/returns';
import { ReturnDetail } from '@/features/returns/components/return-detail';
import { getFragmentData } from '@/gql';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function ReturnDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error, refetch } = useStaffReturn(id);
  const staffReturn = data ? getFragmentData(StaffReturnFieldsFragment, data.staffReturn) : null;
  const title = `Retur #${id}`;
  usePageTitle(title);

  if (error && !staffReturn) {
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
    if (code === 'NOT_FOUND') {
      return <Result status="404" title="Fant ikke returen" extra={<Link to="/returns">Til alle returer</Link>} />;
    }
    return <Alert type="error" showIcon message="Kunne ikke hente returen. Prøv igjen." style={{ margin: 24 }} />;
  }

  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      breadcrumb={{ items: [{ title: <Link to="/returns">Returer</Link> }, { title: `#${id}` }] }}
    >
      {loading && !staffReturn ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : staffReturn ? (
        <ReturnDetail
          staffReturn={staffReturn}
          canCredit={viewerCan(viewer, 'invoices.credit')}
          onChanged={() => refetch()}
        />
      ) : null}
    </PageContainer>
  );
}
