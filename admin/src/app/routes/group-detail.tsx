import { useParams, useRouteLoaderData } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { StatusViewTag } from '@/components/status-tag';
import { StaffGroupDetailFragment, useStaffGroup } from '@/features/groups/api/groups';
import { GroupActions, GroupDetail } from '@/features/groups/components/group-detail';
import { groupStatusTag } from '@/features/groups/group-labels';
import { GroupQuoteButton } from '@/features/quotes/components/group-quote-button';
import { getFragmentData } from '@/gql';
import { viewerCan, type requireStaff } from '@/features/auth/access';

/**
 * /admin/groups/:id. `Lag tilbud fra gruppen` (the quotes feature) belongs on the group too: composed here,
 * since features never import each other.
 */
export default function GroupDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error } = useStaffGroup(id);
  const detail = data ? getFragmentData(StaffGroupDetailFragment, data.staffGroup) : null;
  const group = detail?.group ?? null;
  return (
    <DetailPage
      title={group ? `Gruppe ${group.name}` : 'Gruppe'}
      documentTitle="Gruppe"
      list={{ to: '/groups', title: 'Grupper' }}
      crumb={group?.name ?? '…'}
      tags={group ? <StatusViewTag view={groupStatusTag(group.status)} /> : undefined}
      extra={
        detail ? (
          <GroupActions
            detail={detail}
            canManage={viewerCan(viewer, 'groups.manage')}
            canRemindToPay={viewerCan(viewer, 'invoices.issue')}
          >
            {viewerCan(viewer, 'quotes.write') && detail.group.submissionCount > 0 ? (
              <GroupQuoteButton groupId={Number(detail.group.id)} />
            ) : null}
          </GroupActions>
        ) : undefined
      }
      loading={loading}
      error={error}
      ready={!!detail}
      notFound={{ title: 'Fant ikke gruppen', link: 'Tilbake til gruppene' }}
      loadFailed="Kunne ikke hente gruppen. Prøv igjen."
      history={group ? { entityType: 'group', entityId: group.id } : undefined}
    >
      {detail ? <GroupDetail detail={detail} /> : null}
    </DetailPage>
  );
}
