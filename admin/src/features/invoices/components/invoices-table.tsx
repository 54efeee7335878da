import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag, Typography } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '@/gql';
import type { InvoicesTable_InvoiceFragment as InvoiceRow } from '@/gql/graphql';
import { useInitialFilters } from '@/lib/use-initial-filters';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { InvoicesDocument } from '@/features/invoices/api/invoices';
import {
  day,
  invoiceStatusTone,
  invoiceStatusLabel,
  invoiceStatusOptions,
  kindLabel,
  nok,
} from '@/features/invoices/invoice-labels';
import { IssueInvoiceDialog } from './issue-invoice-dialog';
import { ListTable, searchColumn } from '@/components/list-table';
import { StatusFilterTags } from '@/components/status-filter-tags';

export const InvoicesTable_InvoiceFragment = graphql(`
  fragment InvoicesTable_Invoice on StaffInvoice {
    id
    invoiceNumber
    kind
    orderId
    orderNumber
    customerEmail
    customerName
    issuedAt
    dueDate
    amount
    status
    statusLabel
    paymentNote
  }
`);

interface InvoicesTableParams {
  search?: string;
}

/**
 * `Fakturaer`: every invoice and credit note, server-side paged, sorted, filtered by status (the tags above the
 * table) and searched ('Søk'). 'Lag faktura' and 'Fordel faktura på medlemmer' take an order number.
 */
export function InvoicesTable({ onOpen }: { onOpen: (id: string) => void }) {
  const actionRef = useRef<ActionType>(undefined);
  // A link may name the status (the overview's 'Forfalte fakturaer': ?status=overdue).
  const linkedStatus = useInitialFilters(['status']).status;
  const [status, setStatus] = useState<string | null>(
    invoiceStatusOptions.some((option) => option.value === linkedStatus) ? linkedStatus : null,
  );
  const [issuing, setIssuing] = useState<'single' | 'members' | null>(null);
  const requestInvoices = useListRequest(InvoicesDocument, {
    page: (data) => fragmentPage(InvoicesTable_InvoiceFragment, data.staffInvoices),
    filter: () => ({ status }),
    sortable: ['invoiceNumber', 'customerEmail', 'orderNumber', 'issuedAt', 'dueDate', 'amount', 'status'],
  });

  const columns: ProColumns<InvoiceRow>[] = [
    searchColumn('Fakturanummer, ordrenummer, kunde eller KID'),
    {
      title: 'Nummer',
      dataIndex: 'invoiceNumber',
      hideInSearch: true,
      sorter: true,
      width: 150,
      render: (_, row) => (
        <Space size={4}>
          <Link to={`/invoices/${row.id}`}>{row.invoiceNumber}</Link>
          {row.kind === 'credit_note' ? <Tag>{kindLabel(row.kind)}</Tag> : null}
        </Space>
      ),
    },
    {
      title: 'Kunde',
      dataIndex: 'customerEmail',
      hideInSearch: true,
      sorter: true,
      ellipsis: true,
      render: (_, row) => (
        <span title={row.customerEmail}>
          {row.customerName ?? row.customerEmail}
          {row.customerName ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {row.customerEmail}
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    { title: 'Ordre', dataIndex: 'orderNumber', hideInSearch: true, sorter: true, width: 150 },
    {
      title: 'Fakturadato',
      dataIndex: 'issuedAt',
      hideInSearch: true,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 120,
      render: (_, row) => day(row.issuedAt),
    },
    {
      title: 'Forfall',
      dataIndex: 'dueDate',
      hideInSearch: true,
      sorter: true,
      width: 110,
      render: (_, row) => (row.kind === 'credit_note' ? '–' : day(row.dueDate)),
    },
    {
      title: 'Beløp',
      dataIndex: 'amount',
      hideInSearch: true,
      sorter: true,
      align: 'right',
      width: 120,
      render: (_, row) => nok(row.amount),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      hideInSearch: true,
      sorter: true,
      width: 130,
      // A part-paid invoice, also once 'Forfalt', keeps its paid part in sight.
      render: (_, row) => (
        <>
          <StatusTag tone={invoiceStatusTone(row.status)}>{invoiceStatusLabel(row.status)}</StatusTag>
          {row.paymentNote ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {row.paymentNote}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <>
      <ListTable<InvoiceRow, InvoicesTableParams>
        actionRef={actionRef}
        headerTitle={<StatusFilterTags options={invoiceStatusOptions} value={status} onChange={setStatus} />}
        toolBarRender={() => [
          <Button key="members" icon={<TeamOutlined />} onClick={() => setIssuing('members')}>
            Fordel faktura på medlemmer
          </Button>,
          <Button key="issue" type="primary" icon={<PlusOutlined />} onClick={() => setIssuing('single')}>
            Lag faktura
          </Button>,
        ]}
        columns={columns}
        params={{ status } as InvoicesTableParams}
        request={requestInvoices}
        onRow={(row) => ({ onDoubleClick: () => onOpen(row.id) })}
        counted={['faktura', 'fakturaer']}
        scroll={{ x: 1000 }}
      />
      <IssueInvoiceDialog
        mode={issuing}
        onClose={() => setIssuing(null)}
        onIssued={(id) => {
          setIssuing(null);
          actionRef.current?.reload();
          if (id) onOpen(id);
        }}
      />
    </>
  );
}
