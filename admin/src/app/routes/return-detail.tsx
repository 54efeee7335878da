import { useParams, useRouteLoaderData } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { StaffReturnFieldsFragment, useStaffReturn } from '@/features/returns/api/returns';
import { ReturnDetail } from '@/features/returns/components/return-detail';
import { getFragmentData } from '@/gql';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function ReturnDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error } = useStaffReturn(id);
  const staffReturn = data ? getFragmentData(StaffReturnFieldsFragment, data.staffReturn) : null;
  return (
    <DetailPage
      title={`Retur #${id}`}
      list={{ to: '/returns', title: 'Returer' }}
      crumb={`#${id}`}
      loading={loading}
      error={error}
      ready={!!staffReturn}
      notFound={{ title: 'Fant ikke returen', link: 'Til alle returer' }}
      loadFailed="Kunne ikke hente returen. Prøv igjen."
      history={staffReturn ? { entityType: 'return', entityId: staffReturn.id } : undefined}
    >
      {staffReturn ? <ReturnDetail staffReturn={staffReturn} canCredit={viewerCan(viewer, 'invoices.credit')} /> : null}
    </DetailPage>
  );
}
