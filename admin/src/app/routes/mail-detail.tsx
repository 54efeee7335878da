import { PageContainer } from '@ant-design/pro-components';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Result, Skeleton } from 'antd';
import { Link, useParams, useRouteLoaderData } from 'react-router-dom';
import { useMailDelivery } from '@/features/mail-log/api/mail-log';
import { MailDeliveryDetail } from '@/features/mail-log/components/mail-delivery-detail';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function MailDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error, refetch } = useMailDelivery(id);
  const mail = data?.mailDelivery ?? null;
  const title = `E-post #${id}`;
  usePageTitle(title);

  if (error && !mail) {
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
    if (code === 'NOT_FOUND') {
      return <Result status="404" title="Fant ikke e-posten" extra={<Link to="/mail">Til e-postloggen</Link>} />;
    }
    return <Alert type="error" showIcon message="Kunne ikke hente e-posten. Prøv igjen." style={{ margin: 24 }} />;
  }

  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      breadcrumb={{ items: [{ title: <Link to="/mail">E-postlogg</Link> }, { title: `#${id}` }] }}
    >
      {loading && !mail ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : mail ? (
        <MailDeliveryDetail
          key={mail.id}
          mail={mail}
          canResend={viewerCan(viewer, 'mail.resend')}
          onChanged={() => void refetch()}
        />
      ) : null}
    </PageContainer>
  );
}
