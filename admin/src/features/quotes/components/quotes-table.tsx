import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { Button, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { graphql } from '@/gql';
import type { QuotesTable_QuoteFragment as QuoteRow } from '@/gql/graphql';
import { quoteStatusTone, quoteStatusOptions } from '@/features/quotes/quote-status';
import { QuotesDocument } from '@/features/quotes/api/quotes';
import { GroupQuoteButton } from './group-quote-button';
import { useInitialFilters } from '@/lib/use-initial-filters';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, searchColumn, statusColumn } from '@/components/list-table';

/** One row of the quote list: what its columns show. */
export const QuotesTable_QuoteFragment = graphql(`
  fragment QuotesTable_Quote on Quote {
    id
    quoteNumber
    version
    customerEmail
    customerName
    status
    statusLabel
    groupName
    validUntil
    createdAt
    totals {
      total
    }
  }
`);

/** Search form fields; they are not columns of the row. */
interface QuotesTableParams {
  search?: string;
  status?: string;
}

/** The sortable columns (the total's column key is its dataIndex path) and the API's sort fields. */
const SORTABLE = { createdAt: 'createdAt', validUntil: 'validUntil', totals: 'total', 'totals,total': 'total' };

/** `Tilbud` (admin §2): server-side search, status filter, sort and paging; a row opens the quote. */
export function QuotesTable({ canWrite }: { canWrite: boolean }) {
  const navigate = useNavigate();
  const requestQuotes = useListRequest(QuotesDocument, {
    page: (data) => fragmentPage(QuotesTable_QuoteFragment, data.staffQuotes),
    filter: ({ status }: QuotesTableParams) => ({ status: status || null }),
    sortable: SORTABLE,
  });

  const columns: ProColumns<QuoteRow>[] = [
    searchColumn('Søk i tilbudsnummer, e-post og navn', 2),
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
    statusColumn((row) => ({ tone: quoteStatusTone(row.status), label: row.statusLabel }), {
      valueEnum: quoteStatusOptions,
      order: 1,
      width: 110,
    }),
  ];

  // A link (the overview's figures) may open the list filtered: /admin/orders?status=pending.
  const initialFilters = useInitialFilters(['status', 'search']);

  return (
    <ListTable<QuoteRow, QuotesTableParams>
      headerTitle="Alle tilbud"
      columns={columns}
      form={{ initialValues: initialFilters }}
      request={requestQuotes}
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
      counted={['tilbud', 'tilbud']}
      scroll={{ x: 960 }}
    />
  );
}
