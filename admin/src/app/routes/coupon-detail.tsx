import { useParams, useRouteLoaderData } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { StaffCouponFieldsFragment, useStaffCoupon } from '@/features/coupons/api/coupons';
import { CouponDetail } from '@/features/coupons/components/coupon-detail';
import { getFragmentData } from '@/gql';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function CouponDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error } = useStaffCoupon(id);
  const coupon = data ? getFragmentData(StaffCouponFieldsFragment, data.staffCoupon) : null;
  return (
    <DetailPage
      title={coupon ? `Kupong ${coupon.code}` : 'Kupong'}
      list={{ to: '/coupons', title: 'Kuponger' }}
      crumb={coupon?.code ?? '…'}
      loading={loading}
      error={error}
      ready={!!coupon && !!data}
      notFound={{ title: 'Fant ikke kupongen', link: 'Til alle kuponger' }}
      loadFailed="Kunne ikke hente kupongen. Prøv igjen."
      history={coupon ? { entityType: 'coupon', entityId: coupon.id } : undefined}
    >
      {coupon && data ? (
        <CouponDetail coupon={coupon} members={data.couponMembers} canDelete={viewerCan(viewer, 'coupons.delete')} />
      ) : null}
    </DetailPage>
  );
}
