import { useParams } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { StaffUserFieldsFragment, useStaffUser } from '@/features/staff-users/api/staff-users';
import { StaffUserDetail } from '@/features/staff-users/components/staff-user-detail';
import { getFragmentData } from '@/gql';

export default function StaffDetailRoute() {
  const { id = '' } = useParams();
  const { data, loading, error } = useStaffUser(id);
  const user = data ? getFragmentData(StaffUserFieldsFragment, data.staffUser) : null;
  const lastActiveAdmin = !!user && user.role === 'admin' && user.active && (data?.activeAdmins.total ?? 0) <= 1;
  return (
    <DetailPage
      title={user ? `Ansatt ${user.username}` : 'Ansatt'}
      list={{ to: '/staff', title: 'Ansatte' }}
      crumb={user?.username ?? '…'}
      loading={loading}
      error={error}
      ready={!!user}
      notFound={{ title: 'Fant ikke den ansatte', link: 'Til alle ansatte' }}
      loadFailed="Kunne ikke hente den ansatte. Prøv igjen."
      skeletonRows={6}
      history={user ? { entityType: 'staffUser', entityId: user.id } : undefined}
    >
      {user ? <StaffUserDetail user={user} lastActiveAdmin={lastActiveAdmin} /> : null}
    </DetailPage>
  );
}
