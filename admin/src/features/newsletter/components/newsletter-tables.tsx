import type { ProColumns } from '@ant-design/pro-components';
import { NEWSLETTER_STATUS_LABELS, type NewsletterStatus } from '@russ/schema/newsletter/newsletter-status';
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUS_TONES } from '@russ/schema/newsletter/campaign';
import { formatDateNb } from '@russ/schema/common/dates';
import type { StatusTone } from '@russ/schema/common/status-tone';
import { statusView, StatusViewTag } from '@/components/status-tag';
import { Link, useNavigate } from 'react-router-dom';
import type { NewsletterCampaignFieldsFragment as CampaignRow, NewsletterSubscribersQuery } from '@/gql/graphql';
import {
  NewsletterCampaignFieldsFragment,
  NewsletterCampaignsDocument,
  NewsletterSubscribersDocument,
} from '@/features/newsletter/api/newsletter';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, searchColumn, statusColumn } from '@/components/list-table';

type SubscriberRow = NewsletterSubscribersQuery['staffNewsletterSubscribers']['items'][number];

const SUBSCRIBER_TONES: Record<NewsletterStatus, StatusTone> = {
  pending: 'warning',
  confirmed: 'success',
  unsubscribed: 'neutral',
};

const dateOrDash = (value: string | null | undefined) => (value ? formatDateNb(value) : '–');

export function CampaignStatusTag({ status }: { status: string }) {
  return <StatusViewTag view={statusView(CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUS_TONES, status)} />;
}

/** The subscribers tab: every newsletter address with its status ('Venter bekreftelse', 'Bekreftet', 'Avmeldt'). */
export function SubscribersTable() {
  const requestSubscribers = useListRequest(NewsletterSubscribersDocument, {
    page: (data) => data.staffNewsletterSubscribers,
    filter: ({ status }: { status?: string }) => ({ status: status ?? null }),
  });
  const columns: ProColumns<SubscriberRow>[] = [
    searchColumn('E-post', 2),
    { title: 'E-post', dataIndex: 'email', hideInSearch: true, ellipsis: true },
    statusColumn((row) => statusView(NEWSLETTER_STATUS_LABELS, SUBSCRIBER_TONES, row.status), {
      order: 1,
      width: 170,
      valueEnum: Object.fromEntries(Object.entries(NEWSLETTER_STATUS_LABELS).map(([key, text]) => [key, { text }])),
      placeholder: 'Alle',
    }),
    {
      title: 'Påmeldt',
      dataIndex: 'createdAt',
      hideInSearch: true,
      width: 120,
      render: (_, r) => dateOrDash(r.createdAt),
    },
    {
      title: 'Bekreftet',
      dataIndex: 'confirmedAt',
      hideInSearch: true,
      width: 120,
      render: (_, r) => dateOrDash(r.confirmedAt),
    },
    {
      title: 'Avmeldt',
      dataIndex: 'unsubscribedAt',
      hideInSearch: true,
      width: 120,
      render: (_, r) => dateOrDash(r.unsubscribedAt),
    },
  ];
  return (
    <ListTable<SubscriberRow, { search?: string; status?: string }>
      headerTitle="Abonnenter"
      columns={columns}
      request={requestSubscribers}
      counted={['abonnent', 'abonnenter']}
    />
  );
}

/** The campaigns tab: every campaign with its status; 'Ny kampanje' opens the form. */
export function CampaignsTable() {
  const navigate = useNavigate();
  const requestCampaigns = useListRequest(NewsletterCampaignsDocument, {
    page: (data) => fragmentPage(NewsletterCampaignFieldsFragment, data.staffNewsletterCampaigns),
    filter: ({ status }: { status?: string }) => ({ status: status ?? null }),
  });
  const columns: ProColumns<CampaignRow>[] = [
    searchColumn('Emne', 2),
    {
      title: 'Emne',
      dataIndex: 'subject',
      hideInSearch: true,
      ellipsis: true,
      render: (_, row) => <Link to={`/newsletter/${row.id}`}>{row.subject}</Link>,
    },
    { title: 'Mottakere', dataIndex: 'audienceText', hideInSearch: true, width: 240 },
    {
      title: 'Status',
      dataIndex: 'status',
      valueType: 'select',
      order: 1,
      width: 120,
      valueEnum: Object.fromEntries(Object.entries(CAMPAIGN_STATUS_LABELS).map(([key, text]) => [key, { text }])),
      fieldProps: { placeholder: 'Alle' },
      render: (_, row) => <CampaignStatusTag status={row.status} />,
    },
    {
      title: 'Opprettet',
      dataIndex: 'createdAt',
      hideInSearch: true,
      width: 120,
      render: (_, r) => dateOrDash(r.createdAt),
    },
    {
      title: 'Sendt',
      dataIndex: 'finishedAt',
      hideInSearch: true,
      width: 120,
      render: (_, r) => (r.status === 'sent' ? dateOrDash(r.finishedAt) : '–'),
    },
  ];
  return (
    <ListTable<CampaignRow, { search?: string; status?: string }>
      headerTitle="Kampanjer"
      columns={columns}
      create={{ label: 'Ny kampanje', onClick: () => navigate('/newsletter/new') }}
      request={requestCampaigns}
      counted={['kampanje', 'kampanjer']}
    />
  );
}
