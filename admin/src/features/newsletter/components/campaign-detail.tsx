import { CAMPAIGN_ACTIONS, type CampaignStatus } from '@russ/schema/newsletter/campaign';
import { App, Button, Card, Col, Descriptions, Progress, Row, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NewsletterCampaignFieldsFragment as Campaign, NewsletterCampaignQuery } from '@/gql/graphql';
import { formatDateTime } from '@russ/schema/common/dates';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { useCampaignMutations } from '@/features/newsletter/api/newsletter';
import { CampaignStatusTag } from './newsletter-tables';
import { Confirm } from '@/components/confirm';
import { CountStatistic } from '@/components/count-statistic';
import { DetailSections, RecordCard } from '@/components/detail-page';

const MarkdownPreview = lazy(() => import('./markdown-preview'));

/** The progress as the campaign query reads it (sent, failed, skipped, remaining, stopped). */
export type CampaignProgressView = NonNullable<NewsletterCampaignQuery['newsletterCampaign']>['progress'];

/** A campaign: what it says, who gets it, `Send testmail`, `Send kampanje`, the progress bar, `Pause`/`Fortsett`. */
export function CampaignDetail({
  campaign,
  audienceCount,
  progress,
}: {
  campaign: Campaign;
  audienceCount: number;
  progress: CampaignProgressView;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mutations = useCampaignMutations();
  const allowed = CAMPAIGN_ACTIONS[campaign.status as CampaignStatus] ?? [];
  const done = progress.sent + progress.failed + progress.skipped;
  const percent = progress.total > 0 ? Math.floor((done / progress.total) * 100) : 0;

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      message.success(success);
    } catch (error) {
      message.error(graphQLFailureOf(error).message);
    }
  };

  const testMail = () =>
    run(async () => {
      const { data } = await mutations.sendTestMail(String(campaign.id));
      if (data) message.info(`Testmailen sendes til ${data.sendNewsletterTestMail.to}.`);
    }, 'Testmail sendt.');

  return (
    <DetailSections>
      <RecordCard
        title="Kampanje"
        actions={
          <>
            {allowed.includes('edit') ? (
              <Button onClick={() => navigate(`/newsletter/${campaign.id}/edit`)}>Rediger</Button>
            ) : null}
            <Button onClick={() => void testMail()} loading={mutations.busy}>
              Send testmail
            </Button>
            {allowed.includes('send') ? (
              <Confirm
                description={`Kampanjen sendes til ${audienceCount} mottakere.`}
                onConfirm={() => run(() => mutations.changeStatus(String(campaign.id), 'send'), 'Kampanjen sendes.')}
              >
                <Button type="primary" disabled={audienceCount === 0}>
                  Send kampanje
                </Button>
              </Confirm>
            ) : null}
            {allowed.includes('pause') ? (
              <Button
                onClick={() =>
                  void run(() => mutations.changeStatus(String(campaign.id), 'pause'), 'Sendingen er pauset.')
                }
              >
                Pause
              </Button>
            ) : null}
            {allowed.includes('resume') ? (
              <Button
                type="primary"
                onClick={() =>
                  void run(() => mutations.changeStatus(String(campaign.id), 'resume'), 'Sendingen fortsetter.')
                }
              >
                Fortsett
              </Button>
            ) : null}
            {allowed.includes('cancel') ? (
              <Confirm
                onConfirm={() =>
                  run(() => mutations.changeStatus(String(campaign.id), 'cancel'), 'Kampanjen er avbrutt.')
                }
              >
                <Button danger>Avbryt sending</Button>
              </Confirm>
            ) : null}
          </>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Status">
            <CampaignStatusTag status={campaign.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Mottakere">
            {campaign.audienceText} ({audienceCount})
          </Descriptions.Item>
          <Descriptions.Item label="Emne">{campaign.subject}</Descriptions.Item>
          <Descriptions.Item label="Opprettet av">{campaign.createdBy}</Descriptions.Item>
          <Descriptions.Item label="Opprettet">{formatDateTime(campaign.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Sending startet">
            {campaign.sendStartedAt ? formatDateTime(campaign.sendStartedAt) : '–'}
          </Descriptions.Item>
        </Descriptions>
      </RecordCard>
      {campaign.status !== 'draft' ? (
        <Card title="Fremdrift">
          <Progress
            percent={percent}
            status={campaign.status === 'sending' ? 'active' : undefined}
            aria-label="Fremdrift"
          />
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col span={6}>
              <CountStatistic title="Sendt" value={progress.sent} />
            </Col>
            <Col span={6}>
              <CountStatistic title="Feilet" value={progress.failed} />
            </Col>
            <Col span={6}>
              {campaign.status === 'cancelled' ? (
                <CountStatistic title="Stoppet" value={progress.stopped} />
              ) : (
                <CountStatistic title="Gjenstår" value={progress.remaining} />
              )}
            </Col>
            <Col span={6}>
              <CountStatistic title="Avmeldt underveis" value={progress.skipped} />
            </Col>
          </Row>
        </Card>
      ) : null}
      <Card title="Innhold">
        <Suspense fallback={<Skeleton active />}>
          <MarkdownPreview source={campaign.body} />
        </Suspense>
      </Card>
    </DetailSections>
  );
}
