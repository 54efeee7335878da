import { useParams, useRouteLoaderData } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { StaffThreadDetailFragment, useStaffThread } from '@/features/messages/api/messages';
import { ThreadDetail } from '@/features/messages/components/thread-detail';
import { getFragmentData } from '@/gql';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function MessageDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error } = useStaffThread(id);
  const thread = data ? getFragmentData(StaffThreadDetailFragment, data.staffMessageThread) : null;
  return (
    <DetailPage
      title={thread ? thread.subject : `Samtale #${id}`}
      list={{ to: '/messages', title: 'Meldinger' }}
      crumb={`#${id}`}
      loading={loading}
      error={error}
      ready={!!thread}
      notFound={{ title: 'Fant ikke samtalen', link: 'Til alle meldinger' }}
      loadFailed="Kunne ikke hente samtalen. Prøv igjen."
      history={thread ? { entityType: 'thread', entityId: thread.id } : undefined}
    >
      {thread ? <ThreadDetail thread={thread} canReply={viewerCan(viewer, 'threads.reply')} /> : null}
    </DetailPage>
  );
}
