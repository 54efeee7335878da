import { useParams } from 'react-router-dom';
import { useState } from 'react';
import { DetailPage } from '@/components/detail-page';
import { NewsletterCampaignFieldsFragment, useNewsletterCampaign } from '@/features/newsletter/api/newsletter';
import { CampaignDetail } from '@/features/newsletter/components/campaign-detail';
import { getFragmentData } from '@/gql';

/** One campaign (/admin/newsletter/:id); polled every second while it is being sent (the live progress bar). */
export default function NewsletterCampaignDetailRoute() {
  const { id = '' } = useParams();
  const [sending, setSending] = useState(false);
  const { data, loading, error } = useNewsletterCampaign(id, sending);
  const detail = data?.newsletterCampaign;
  const campaign = detail ? getFragmentData(NewsletterCampaignFieldsFragment, detail.campaign) : null;
  const isSending = campaign?.status === 'sending';
  if (isSending !== sending && campaign) setSending(isSending);
  return (
    <DetailPage
      title={campaign ? campaign.subject : 'Kampanje'}
      list={{ to: '/newsletter', title: 'Nyhetsbrev' }}
      crumb={campaign?.subject ?? '…'}
      loading={loading}
      error={error}
      ready={!!campaign && !!detail}
      notFound={{ title: 'Kampanjen finnes ikke', link: 'Til nyhetsbrev' }}
      loadFailed="Kunne ikke hente kampanjen. Prøv igjen."
      history={campaign ? { entityType: 'newsletter_campaign', entityId: campaign.id } : undefined}
    >
      {campaign && detail ? (
        <CampaignDetail campaign={campaign} audienceCount={detail.audienceCount} progress={detail.progress} />
      ) : null}
    </DetailPage>
  );
}
