import { useParams, useRouteLoaderData } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { StaffMemberFieldsFragment, useStaffMemberDetail } from '@/features/members/api/members';
import { MemberDetail } from '@/features/members/components/member-detail';
import { getFragmentData } from '@/gql';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function MemberDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error } = useStaffMemberDetail(id);
  const member = data ? getFragmentData(StaffMemberFieldsFragment, data.staffMember) : null;
  const title = member ? member.name : 'Medlem';
  return (
    <DetailPage
      title={title}
      list={{ to: '/members', title: 'Medlemmer' }}
      crumb={title}
      loading={loading}
      error={error}
      ready={!!member && !!data}
      notFound={{ title: 'Fant ikke medlemmet', link: 'Til alle medlemmer' }}
      loadFailed="Kunne ikke hente medlemmet. Prøv igjen."
      history={member ? { entityType: 'member', entityId: member.email } : undefined}
    >
      {member && data ? (
        <MemberDetail
          member={member}
          area={data.staffMember.customerArea}
          canManage={viewerCan(viewer, 'members.manage')}
        />
      ) : null}
    </DetailPage>
  );
}
