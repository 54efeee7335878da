import type { ProColumns } from '@ant-design/pro-components';
import { Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { StaffThreadRowFragment as ThreadRow } from '@/gql/graphql';
import { formatDate } from '@russ/schema/common/dates';
import { useInitialFilters } from '@/lib/use-initial-filters';
import { StaffThreadRowFragment, StaffThreadsDocument, useRefreshUnreadCount } from '@/features/messages/api/messages';
import {
  threadStatusTone,
  threadStatusFilter,
  threadStatusLabel,
  threadTypeLabel,
} from '@/features/messages/thread-status';
import { ThreadRelated } from './thread-related';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, NameAndEmail, searchColumn, statusColumn } from '@/components/list-table';

interface ThreadsTableParams {
  search?: string;
  status?: string;
  read?: string;
}

/** `Meldinger`: the customers' threads, latest activity first; 'Ulest' marks a customer message staff have not read. */
export function ThreadsTable() {
  const requestThreads = useListRequest(StaffThreadsDocument, {
    page: (data) => fragmentPage(StaffThreadRowFragment, data.staffMessageThreads),
    filter: ({ status, read }: ThreadsTableParams) => ({
      status: status || null,
      unread: read === 'unread' ? true : read === 'read' ? false : null,
    }),
    sortable: ['subject', 'memberEmail', 'status', 'lastMessageAt'],
  });
  const refreshUnreadCount = useRefreshUnreadCount();
  const initialFilters = useInitialFilters(['search', 'status', 'read']);

  const columns: ProColumns<ThreadRow>[] = [
    searchColumn('Emne, kunde, ordrenummer eller tekst', 3),
    {
      title: 'Emne',
      dataIndex: 'subject',
      hideInSearch: true,
      sorter: true,
      render: (_, row) => (
        <Space size={6} wrap>
          {row.unreadCount > 0 ? <Tag color="red">Ulest</Tag> : null}
          <Link to={`/messages/${row.id}`} style={row.unreadCount > 0 ? { fontWeight: 600 } : undefined}>
            {row.subject}
          </Link>
        </Space>
      ),
    },
    {
      title: 'Kunde',
      dataIndex: 'memberEmail',
      hideInSearch: true,
      sorter: true,
      width: 220,
      render: (_, row) => <NameAndEmail name={row.customerName} email={row.memberEmail} />,
    },
    {
      title: 'Type',
      dataIndex: 'type',
      hideInSearch: true,
      width: 120,
      render: (_, row) => threadTypeLabel(row.type),
    },
    {
      title: 'Gjelder',
      key: 'related',
      hideInSearch: true,
      width: 180,
      render: (_, row) => <ThreadRelated thread={row} />,
    },
    statusColumn((row) => ({ tone: threadStatusTone(row.status), label: threadStatusLabel(row.status) }), {
      valueEnum: threadStatusFilter,
      sorter: true,
      order: 2,
      width: 120,
    }),
    {
      title: 'Lest',
      dataIndex: 'read',
      hideInTable: true,
      valueType: 'select',
      valueEnum: { unread: { text: 'Bare uleste' }, read: { text: 'Bare leste' } },
      order: 1,
      fieldProps: { placeholder: 'Alle' },
    },
    {
      title: 'Siste aktivitet',
      dataIndex: 'lastMessageAt',
      hideInSearch: true,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 130,
      render: (_, row) => <time dateTime={row.lastMessageAt}>{formatDate(row.lastMessageAt)}</time>,
    },
    {
      title: 'Meldinger',
      dataIndex: 'messageCount',
      hideInSearch: true,
      align: 'right',
      width: 100,
    },
  ];

  return (
    <ListTable<ThreadRow, ThreadsTableParams>
      headerTitle="Alle samtaler"
      columns={columns}
      request={async (params, sort) => {
        const page = await requestThreads(params, sort);
        // A new customer message shows in the list: the menu's count should say the same.
        refreshUnreadCount();
        return page;
      }}
      form={{ initialValues: initialFilters }}
      loadError="Kunne ikke hente meldinger. Prøv igjen."
      counted={['samtale', 'samtaler']}
      emptyText="Ingen meldinger"
      scroll={{ x: 1100 }}
    />
  );
}
