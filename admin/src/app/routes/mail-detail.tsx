import { useParams, useRouteLoaderData } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { useMailDelivery } from '@/features/mail-log/api/mail-log';
import { MailDeliveryDetail } from '@/features/mail-log/components/mail-delivery-detail';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function MailDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error } = useMailDelivery(id);
  const mail = data?.mailDelivery ?? null;
  return (
    <DetailPage
      title={`E-post #${id}`}
      list={{ to: '/mail', title: 'E-postlogg' }}
      crumb={`#${id}`}
      loading={loading}
      error={error}
      ready={!!mail}
      notFound={{ title: 'Fant ikke e-posten', link: 'Til e-postloggen' }}
      loadFailed="Kunne ikke hente e-posten. Prøv igjen."
      history={mail ? { entityType: 'mail_delivery', entityId: mail.id } : undefined}
    >
      {mail ? <MailDeliveryDetail key={mail.id} mail={mail} canResend={viewerCan(viewer, 'mail.resend')} /> : null}
    </DetailPage>
  );
}
