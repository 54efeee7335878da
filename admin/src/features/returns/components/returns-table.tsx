import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { StaffReturnFieldsFragment as ReturnRow } from '@/gql/graphql';
import { formatDate } from '@russ/schema/common/dates';
import { formatNok } from '@russ/schema/common/money';
import { returnStatusTone, returnStatusFilter, returnStatusLabel } from '@/features/returns/return-status';
import { StaffReturnFieldsFragment, StaffReturnsDocument } from '@/features/returns/api/returns';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, NameAndEmail, searchColumn, statusColumn } from '@/components/list-table';

interface ReturnsTableParams {
  search?: string;
  status?: string;
}

/** `Returer`: every return with its order, customer, line, reason and refund; server-side search, filter, sort. */
export function ReturnsTable() {
  const requestReturns = useListRequest(StaffReturnsDocument, {
    page: (data) => fragmentPage(StaffReturnFieldsFragment, data.staffReturns),
    filter: ({ status }: ReturnsTableParams) => ({ status: status || null }),
    sortable: ['orderNumber', 'requestedAt', 'refundAmount'],
  });

  const columns: ProColumns<ReturnRow>[] = [
    searchColumn('Ordrenummer, kunde, vare eller årsak', 2),
    {
      title: 'Retur',
      dataIndex: 'id',
      hideInSearch: true,
      width: 90,
      render: (_, row) => <Link to={`/returns/${row.id}`}>#{row.id}</Link>,
    },
    {
      title: 'Ordrenummer',
      dataIndex: 'orderNumber',
      hideInSearch: true,
      sorter: true,
      width: 140,
    },
    {
      title: 'Kunde',
      key: 'customer',
      hideInSearch: true,
      width: 220,
      render: (_, row) => <NameAndEmail name={row.customerName} email={row.memberEmail} />,
    },
    {
      title: 'Vare',
      key: 'item',
      hideInSearch: true,
      render: (_, row) => (
        <>
          {row.itemQuantity} × {row.itemName}
          {row.itemSize ? ` (${row.itemSize})` : ''}
          {row.isCustomItem ? (
            <Tag style={{ marginInlineStart: 8 }} color="purple">
              Tilpasset
            </Tag>
          ) : null}
        </>
      ),
    },
    { title: 'Årsak', dataIndex: 'reason', hideInSearch: true, ellipsis: true, width: 180 },
    {
      title: 'Dato',
      dataIndex: 'requestedAt',
      hideInSearch: true,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 110,
      render: (_, row) => <time dateTime={row.requestedAt}>{formatDate(row.requestedAt)}</time>,
    },
    statusColumn((row) => ({ tone: returnStatusTone(row.status), label: returnStatusLabel(row.status) }), {
      valueEnum: returnStatusFilter,
      order: 1,
      width: 120,
    }),
    {
      title: 'Refusjon',
      dataIndex: 'refundAmount',
      hideInSearch: true,
      sorter: true,
      align: 'right',
      width: 120,
      render: (_, row) => (row.refundAmount != null ? formatNok(row.refundAmount) : '–'),
    },
  ];

  return (
    <ListTable<ReturnRow, ReturnsTableParams>
      headerTitle="Alle returer"
      columns={columns}
      request={requestReturns}
      counted={['retur', 'returer']}
      scroll={{ x: 1100 }}
    />
  );
}
