import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { NEWSLETTER_STATUS_LABELS, type NewsletterStatus } from '@russ/schema/newsletter/newsletter-status';
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUS_TONES } from '@russ/schema/newsletter/campaign';
import { formatDateNb } from '@russ/schema/common/dates';
import type { StatusTone } from '@russ/schema/common/status-tone';
import { App, Button } from 'antd';
import { statusView, StatusViewTag } from '@/components/status-tag';
import { Link, useNavigate } from 'react-router-dom';
import { getFragmentData } from '@/gql';
import type { NewsletterCampaignFieldsFragment as CampaignRow, NewsletterSubscribersQuery } from '@/gql/graphql';
import { formatCount } from '@/lib/format';
import {
  NewsletterCampaignFieldsFragment,
  NewsletterCampaignsDocument,
  NewsletterSubscribersDocument,
} from '@/features/newsletter/api/newsletter';
import { useListRequest } from '@/lib/use-list-request';

type SubscriberRow = NewsletterSubscribersQuery['staffNewsletterSubscribers']['items'][number];

const PAGE_SIZE = 20;
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
  const { message } = App.useApp();
  const requestSubscribers = useListRequest(NewsletterSubscribersDocument, {
    page: (data) => data.staffNewsletterSubscribers,
    filter: ({ status }: { status?: string }) => ({ status: status ?? null }),
  });
  const columns: ProColumns<SubscriberRow>[] = [
    {
      title: 'Søk',
      dataIndex: 'search',
      hideInTable: true,
      order: 2,
      fieldProps: { placeholder: 'E-post', allowClear: true },
    },
    { title: 'E-post', dataIndex: 'email', hideInSearch: true, ellipsis: true },
    {
      title: 'Status',
      dataIndex: 'status',
      valueType: 'select',
      order: 1,
      width: 170,
      valueEnum: Object.fromEntries(Object.entries(NEWSLETTER_STATUS_LABELS).map(([key, text]) => [key, { text }])),
      fieldProps: { placeholder: 'Alle' },
      render: (_, row) => <StatusViewTag view={statusView(NEWSLETTER_STATUS_LABELS, SUBSCRIBER_TONES, row.status)} />,
    },
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
    <ProTable<SubscriberRow, { search?: string; status?: string }>
      rowKey="id"
      headerTitle="Abonnenter"
      columns={columns}
      request={requestSubscribers}
      onRequestError={() => message.error('Kunne ikke hente abonnenter. Prøv igjen.')}
      search={{ labelWidth: 'auto', collapseRender: false, defaultCollapsed: false }}
      pagination={{
        defaultPageSize: PAGE_SIZE,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => `Totalt ${formatCount(total, 'abonnent', 'abonnenter')}`,
      }}
      options={{ reload: true, density: true, setting: true, fullScreen: false }}
      locale={{ emptyText: 'Ingen abonnenter' }}
      dateFormatter="string"
      cardBordered
    />
  );
}

/** The campaigns tab: every campaign with its status; 'Ny kampanje' opens the form. */
export function CampaignsTable() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const requestCampaigns = useListRequest(NewsletterCampaignsDocument, {
    page: (data) => ({
      items: getFragmentData(NewsletterCampaignFieldsFragment, data.staffNewsletterCampaigns.items),
      total: data.staffNewsletterCampaigns.total,
    }),
    filter: ({ status }: { status?: string }) => ({ status: status ?? null }),
  });
  const columns: ProColumns<CampaignRow>[] = [
    {
      title: 'Søk',
      dataIndex: 'search',
      hideInTable: true,
      order: 2,
      fieldProps: { placeholder: 'Emne', allowClear: true },
    },
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
    <ProTable<CampaignRow, { search?: string; status?: string }>
      rowKey="id"
      headerTitle="Kampanjer"
      columns={columns}
      toolBarRender={() => [
        <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => navigate('/newsletter/new')}>
          Ny kampanje
        </Button>,
      ]}
      request={requestCampaigns}
      onRequestError={() => message.error('Kunne ikke hente kampanjer. Prøv igjen.')}
      search={{ labelWidth: 'auto', collapseRender: false, defaultCollapsed: false }}
      pagination={{
        defaultPageSize: PAGE_SIZE,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => `Totalt ${formatCount(total, 'kampanje', 'kampanjer')}`,
      }}
      options={{ reload: true, density: true, setting: true, fullScreen: false }}
      locale={{ emptyText: 'Ingen kampanjer' }}
      dateFormatter="string"
      cardBordered
    />
  );
}
