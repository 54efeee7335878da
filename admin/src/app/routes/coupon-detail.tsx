import { PageContainer } from '@ant-design/pro-components';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Result, Skeleton } from 'antd';
import { Link, useParams, useRouteLoaderData } from 'react-router-dom';
import { StaffCouponFieldsFragment, useStaffCoupon } from '@/features/coupons/api/coupons';
import { CouponDetail } from '@/features/coupons/components/coupon-detail';
import { getFragmentData } from '@/gql';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function CouponDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error, refetch } = useStaffCoupon(id);
  const coupon = data ? getFragmentData(StaffCouponFieldsFragment, data.staffCoupon) : null;
  const title = coupon ? `Kupong ${coupon.code}` : 'Kupong';
  usePageTitle(title);

  if (error && !coupon) {
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
    if (code === 'NOT_FOUND') {
      return <Result status="404" title="Fant ikke kupongen" extra={<Link to="/coupons">Til alle kuponger</Link>} />;
    }
    return <Alert type="error" showIcon message="Kunne ikke hente kupongen. Prøv igjen." style={{ margin: 24 }} />;
  }

  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      breadcrumb={{ items: [{ title: <Link to="/coupons">Kuponger</Link> }, { title: coupon?.code ?? '…' }] }}
    >
      {loading && !coupon ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : coupon && data ? (
        <CouponDetail
          coupon={coupon}
          members={data.couponMembers}
          canDelete={viewerCan(viewer, 'coupons.delete')}
          onChanged={() => refetch()}
        />
      ) : null}
    </PageContainer>
  );
}
