import type { ProColumns } from '@ant-design/pro-components';
import { formatNok } from '@russ/schema/common/money';
import { Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { graphql } from '@/gql';
import type { OrdersTable_OrderFragment as OrderRow } from '@/gql/graphql';
import { formatDate } from '@russ/schema/common/dates';
import { OrdersListDocument } from '@/features/orders/api/orders';
import {
  invoiceStatusOptions,
  invoiceStatusTag,
  orderStatusOptions,
  orderStatusTag,
  shipmentStatusOptions,
  shipmentStatusTag,
} from '@/features/orders/order-labels';
import { useInitialFilters } from '@/lib/use-initial-filters';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, searchColumn, statusColumn } from '@/components/list-table';

/** One row of the order list: what its columns show. */
export const OrdersTable_OrderFragment = graphql(`
  fragment OrdersTable_Order on StaffOrderListItem {
    id
    orderNumber
    customerEmail
    customerName
    createdAt
    itemCount
    totalAmount
    status
    invoiceStatus
    invoiceCount
    shipmentStatus
  }
`);

/** Search form fields that are not columns of the row. */
interface OrdersTableParams {
  search?: string;
  status?: string;
  invoiceStatus?: string;
  shipmentStatus?: string;
}

/** The order list (admin §3): server-side search, filters, sort and paging; a row opens the order's page. */
export function OrdersTable() {
  const navigate = useNavigate();
  const requestOrders = useListRequest(OrdersListDocument, {
    page: (data) => fragmentPage(OrdersTable_OrderFragment, data.staffOrders),
    filter: ({ status, invoiceStatus, shipmentStatus }: OrdersTableParams) => ({
      status: status || null,
      invoiceStatus: invoiceStatus || null,
      shipmentStatus: shipmentStatus || null,
    }),
    sortable: ['createdAt', 'totalAmount', 'orderNumber'],
  });

  const columns: ProColumns<OrderRow>[] = [
    searchColumn('Ordrenummer, e-post eller navn', 4),
    {
      title: 'Ordrenummer',
      dataIndex: 'orderNumber',
      hideInSearch: true,
      sorter: true,
      width: 150,
      render: (_, row) => <Link to={`/orders/${row.id}`}>{row.orderNumber}</Link>,
    },
    {
      title: 'Kunde',
      key: 'customer',
      hideInSearch: true,
      width: 220,
      render: (_, row) => (
        <>
          {row.customerName ? <div>{row.customerName}</div> : null}
          <Typography.Text type="secondary">{row.customerEmail}</Typography.Text>
        </>
      ),
    },
    {
      title: 'Dato',
      dataIndex: 'createdAt',
      hideInSearch: true,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 110,
      render: (_, row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
    },
    {
      title: 'Antall varer',
      dataIndex: 'itemCount',
      hideInSearch: true,
      align: 'right',
      width: 100,
    },
    {
      title: 'Beløp',
      dataIndex: 'totalAmount',
      hideInSearch: true,
      sorter: true,
      align: 'right',
      width: 120,
      render: (_, row) => formatNok(row.totalAmount),
    },
    statusColumn((row) => orderStatusTag(row.status), { valueEnum: orderStatusOptions, order: 3, width: 140 }),
    statusColumn((row) => invoiceStatusTag(row.invoiceStatus), {
      title: 'Faktura',
      dataIndex: 'invoiceStatus',
      valueEnum: invoiceStatusOptions,
      order: 2,
      width: 130,
      placeholder: 'Alle',
    }),
    statusColumn((row) => shipmentStatusTag(row.shipmentStatus), {
      title: 'Forsendelse',
      dataIndex: 'shipmentStatus',
      valueEnum: shipmentStatusOptions,
      order: 1,
      width: 150,
      placeholder: 'Alle',
    }),
  ];

  // A link (the overview's figures) may open the list filtered: /admin/orders?status=pending.
  const initialFilters = useInitialFilters(['status', 'search']);

  return (
    <ListTable<OrderRow, OrdersTableParams>
      headerTitle="Alle ordrer"
      columns={columns}
      form={{ initialValues: initialFilters }}
      request={requestOrders}
      onRow={(row) => ({
        onClick: (event) => {
          // Links inside the row navigate themselves.
          if ((event.target as HTMLElement).closest('a')) return;
          navigate(`/orders/${row.id}`);
        },
        style: { cursor: 'pointer' },
      })}
      counted={['ordre', 'ordrer']}
      scroll={{ x: 1100 }}
    />
  );
}
