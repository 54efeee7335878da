import { PageContainer } from '@ant-design/pro-components';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useState } from 'react';
import { NewsletterCampaignFieldsFragment, useNewsletterCampaign } from '@/features/newsletter/api/newsletter';
import { CampaignDetail } from '@/features/newsletter/components/campaign-detail';
import { getFragmentData } from '@/gql';
import { usePageTitle } from '@/lib/use-page-title';

/** One campaign (/admin/newsletter/:id); polled every second while it is being sent (the live progress bar). */
export default function NewsletterCampaignDetailRoute() {
  const { id = '' } = useParams();
  const [sending, setSending] = useState(false);
  const { data, loading, error, refetch } = useNewsletterCampaign(id, sending);
  const detail = data?.newsletterCampaign;
  const campaign = detail ? getFragmentData(NewsletterCampaignFieldsFragment, detail.campaign) : null;
  const isSending = campaign?.status === 'sending';
  if (isSending !== sending && campaign) setSending(isSending);
  const title = campaign ? campaign.subject : 'Kampanje';
  usePageTitle(title);

  if (error && !campaign) {
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
    if (code === 'NOT_FOUND') {
      return <Result status="404" title="Kampanjen finnes ikke" extra={<Link to="/newsletter">Til nyhetsbrev</Link>} />;
    }
    return <Alert type="error" showIcon message="Kunne ikke hente kampanjen. Prøv igjen." style={{ margin: 24 }} />;
  }

  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      breadcrumb={{ items: [{ title: <Link to="/newsletter">Nyhetsbrev</Link> }, { title: campaign?.subject ?? '…' }] }}
    >
      {loading && !campaign ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : campaign && detail ? (
        <CampaignDetail
          campaign={campaign}
          audienceCount={detail.audienceCount}
          progress={detail.progress}
          onChanged={() => void refetch()}
        />
      ) : null}
    </PageContainer>
  );
}
