import { PageContainer } from '@ant-design/pro-components';
import { Alert, Result, Skeleton } from 'antd';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link, useParams } from 'react-router-dom';
import { StaffDesignFragment, useStaffDesign } from '@/features/designs/api/designs';
import { DesignDetail } from '@/features/designs/components/design-detail';
import { getFragmentData } from '@/gql';
import { usePageTitle } from '@/lib/use-page-title';

export default function DesignDetailRoute() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useStaffDesign(id);
  const design = data ? getFragmentData(StaffDesignFragment, data.staffDesign) : null;
  const title = design ? `Design: ${design.name}` : `Design #${id}`;
  usePageTitle(title);

  if (error && !design) {
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
    if (code === 'NOT_FOUND') {
      return <Result status="404" title="Fant ikke designet" extra={<Link to="/designs">Til alle design</Link>} />;
    }
    return <Alert type="error" showIcon message="Kunne ikke hente designet. Prøv igjen." style={{ margin: 24 }} />;
  }

  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      breadcrumb={{ items: [{ title: <Link to="/designs">Design</Link> }, { title: `#${id}` }] }}
    >
      {loading && !design ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : design ? (
        <DesignDetail design={design} onChanged={() => refetch()} />
      ) : null}
    </PageContainer>
  );
}
