import { PageContainer } from '@ant-design/pro-components';
import { Alert, App, Card, Form, Skeleton } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  NewsletterCampaignFieldsFragment,
  useCampaignMutations,
  useNewsletterCampaign,
} from '@/features/newsletter/api/newsletter';
import {
  CampaignForm,
  campaignFormValues,
  showCampaignFieldErrors,
  toCampaignInput,
  type CampaignFormValues,
} from '@/features/newsletter/components/campaign-form';
import { getFragmentData } from '@/gql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

/** `Ny kampanje` (/admin/newsletter/new) and editing a draft (/admin/newsletter/:id/edit). */
export default function NewsletterCampaignFormRoute() {
  const { id } = useParams();
  const editing = id !== undefined;
  usePageTitle(editing ? 'Rediger kampanje' : 'Ny kampanje');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mutations = useCampaignMutations();
  const [form] = Form.useForm<CampaignFormValues>();
  const existing = useNewsletterCampaign(id ?? '', false);
  const campaign =
    editing && existing.data
      ? getFragmentData(NewsletterCampaignFieldsFragment, existing.data.newsletterCampaign.campaign)
      : null;
  const initial = useMemo(() => campaignFormValues(campaign), [campaign]);

  const save = async (values: CampaignFormValues) => {
    try {
      const input = toCampaignInput(values);
      const result = editing
        ? (await mutations.update(id, input)).data?.updateNewsletterCampaign
        : (await mutations.create(input)).data?.createNewsletterCampaign;
      message.success('Kampanjen er lagret.');
      const saved = editing ? id : (result?.campaign as { id: string } | undefined)?.id;
      navigate(`/newsletter/${saved}`);
    } catch (error) {
      const failure = graphQLFailureOf(error);
      if (failure.code === 'BAD_USER_INPUT') {
        const rest = showCampaignFieldErrors(form, failure.fieldErrors);
        if (rest.length) message.error(rest.join(' '));
        return;
      }
      message.error(graphQLFailureOf(error, 'Kunne ikke lagre kampanjen. Prøv igjen.').message);
    }
  };

  const title = editing ? 'Rediger kampanje' : 'Ny kampanje';
  return (
    <PageContainer
      title={<PageHeading>{title}</PageHeading>}
      breadcrumb={{ items: [{ title: <Link to="/newsletter">Nyhetsbrev</Link> }, { title }] }}
    >
      <Card>
        {editing && existing.error ? (
          <Alert
            type="error"
            showIcon
            message={graphQLFailureOf(existing.error, 'Kunne ikke hente kampanjen.').message}
          />
        ) : editing && !campaign ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <CampaignForm
            key={campaign?.id ?? 'new'}
            form={form}
            initial={initial}
            onSubmit={(values) => void save(values)}
            onCancel={() => navigate(editing ? `/newsletter/${id}` : '/newsletter')}
            saving={mutations.busy}
          />
        )}
      </Card>
    </PageContainer>
  );
}
