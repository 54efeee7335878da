import { useParams, useRouteLoaderData } from 'react-router-dom';
import { GroupDetail } from '@/features/groups/components/group-detail';
import { GroupQuoteButton } from '@/features/quotes/components/group-quote-button';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';

/**
 * /admin/groups/:id. `Lag tilbud fra gruppen` (the quotes feature) belongs on the group too: composed here
 * through `extraActions`, since features never import each other.
 */
export default function GroupDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  usePageTitle('Gruppe');
  return (
    <GroupDetail
      id={id}
      canManage={viewerCan(viewer, 'groups.manage')}
      extraActions={(group) =>
        viewerCan(viewer, 'quotes.write') && group.submissionCount > 0 ? (
          <GroupQuoteButton groupId={Number(group.id)} />
        ) : null
      }
    />
  );
}
