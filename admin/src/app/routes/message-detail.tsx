import { PageContainer } from '@ant-design/pro-components';
import { Alert, Result, Skeleton } from 'antd';
import { Link, useParams, useRouteLoaderData } from 'react-router-dom';
import { StaffThreadDetailFragment, useStaffThread } from '@/features/messages/api/messages';
import { ThreadDetail } from '@/features/messages/components/thread-detail';
import { getFragmentData } from '@/gql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function MessageDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error, refetch } = useStaffThread(id);
  const thread = data ? getFragmentData(StaffThreadDetailFragment, data.staffMessageThread) : null;
  const title = thread ? thread.subject : `Samtale #${id}`;
  usePageTitle(title);

  if (error && !thread) {
    if (graphQLFailureOf(error).code === 'NOT_FOUND') {
      return <Result status="404" title="Fant ikke samtalen" extra={<Link to="/messages">Til alle meldinger</Link>} />;
    }
    return <Alert type="error" showIcon message="Kunne ikke hente samtalen. Prøv igjen." style={{ margin: 24 }} />;
  }

  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      breadcrumb={{ items: [{ title: <Link to="/messages">Meldinger</Link> }, { title: `#${id}` }] }}
    >
      {loading && !thread ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : thread ? (
        <ThreadDetail thread={thread} canReply={viewerCan(viewer, 'threads.reply')} onChanged={() => refetch()} />
      ) : null}
    </PageContainer>
  );
}
