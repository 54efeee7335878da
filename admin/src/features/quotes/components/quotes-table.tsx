import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { App, Button, Typography } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { Link, useNavigate } from 'react-router-dom';
import type { QuotesQuery } from '@/gql/graphql';
import { formatCount } from '@/lib/format';
import { quoteStatusTone, quoteStatusOptions } from '@/features/quotes/quote-status';
import { QuotesDocument } from '@/features/quotes/api/quotes';
import { GroupQuoteButton } from './group-quote-button';
import { useInitialFilters } from '@/lib/use-initial-filters';
import { useListRequest } from '@/lib/use-list-request';

type QuoteRow = QuotesQuery['staffQuotes']['items'][number];

/** Search form fields; they are not columns of the row. */
interface QuotesTableParams {
  search?: string;
  status?: string;
}

const PAGE_SIZE = 20;
/** The sortable columns (the total's column key is its dataIndex path) and the API's sort fields. */
const SORTABLE = { createdAt: 'createdAt', validUntil: 'validUntil', totals: 'total', 'totals,total': 'total' };

/** `Tilbud` (admin §2): server-side search, status filter, sort and paging; a row opens the quote. */
export function QuotesTable({ canWrite }: { canWrite: boolean }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const requestQuotes = useListRequest(QuotesDocument, {
    page: (data) => data.staffQuotes,
    filter: ({ status }: QuotesTableParams) => ({ status: status || null }),
    sortable: SORTABLE,
  });

  const columns: ProColumns<QuoteRow>[] = [
    {
      title: 'Søk',
      dataIndex: 'search',
      hideInTable: true,
      order: 2,
      fieldProps: { placeholder: 'Søk i tilbudsnummer, e-post og navn', allowClear: true },
    },
    {
      title: 'Tilbud',
      dataIndex: 'quoteNumber',
      hideInSearch: true,
      width: 150,
      render: (_, row) => (
        <Link to={`/quotes/${row.id}`} onClick={(event) => event.stopPropagation()}>
          {row.quoteNumber}
          {row.version > 1 && <Typography.Text type="secondary"> v{row.version}</Typography.Text>}
        </Link>
      ),
    },
    {
      title: 'Kunde',
      dataIndex: 'customerEmail',
      hideInSearch: true,
      ellipsis: true,
      render: (_, row) => (
        <>
          {row.customerName ? (
            <>
              {row.customerName}
              <br />
              <Typography.Text type="secondary">{row.customerEmail}</Typography.Text>
            </>
          ) : (
            row.customerEmail
          )}
          {row.groupName && (
            <>
              <br />
              <Typography.Text type="secondary">Gruppe: {row.groupName}</Typography.Text>
            </>
          )}
        </>
      ),
    },
    {
      title: 'Opprettet',
      dataIndex: 'createdAt',
      hideInSearch: true,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 120,
      render: (_, row) => <time dateTime={row.createdAt}>{formatDateNb(row.createdAt)}</time>,
    },
    {
      title: 'Gyldig til',
      dataIndex: 'validUntil',
      hideInSearch: true,
      sorter: true,
      width: 120,
      render: (_, row) => <time dateTime={row.validUntil}>{formatDateNb(row.validUntil)}</time>,
    },
    {
      title: 'Sum',
      dataIndex: 'total',
      key: 'total',
      hideInSearch: true,
      sorter: true,
      align: 'right',
      width: 130,
      render: (_, row) => formatNok(row.totals.total),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: quoteStatusOptions,
      order: 1,
      width: 110,
      fieldProps: { placeholder: 'Alle statuser' },
      render: (_, row) => <StatusTag tone={quoteStatusTone(row.status)}>{row.statusLabel}</StatusTag>,
    },
  ];

  // A link (the overview's figures) may open the list filtered: /admin/orders?status=pending.
  const initialFilters = useInitialFilters(['status', 'search']);

  return (
    <ProTable<QuoteRow, QuotesTableParams>
      rowKey="id"
      headerTitle="Alle tilbud"
      columns={columns}
      form={{ initialValues: initialFilters }}
      request={requestQuotes}
      onRequestError={() => message.error('Kunne ikke hente tilbud. Prøv igjen.')}
      onRow={(row) => ({
        onClick: () => navigate(`/quotes/${row.id}`),
        style: { cursor: 'pointer' },
      })}
      toolBarRender={() =>
        canWrite
          ? [
              <GroupQuoteButton key="group" />,
              <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => navigate('/quotes/new')}>
                Nytt tilbud
              </Button>,
            ]
          : []
      }
      search={{ labelWidth: 'auto', collapseRender: false, defaultCollapsed: false }}
      pagination={{
        defaultPageSize: PAGE_SIZE,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => `Totalt ${formatCount(total, 'tilbud', 'tilbud')}`,
      }}
      options={{ reload: true, density: true, setting: true, fullScreen: false }}
      locale={{ emptyText: 'Ingen tilbud' }}
      dateFormatter="string"
      scroll={{ x: 960 }}
      cardBordered
    />
  );
}
