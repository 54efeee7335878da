import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import {
  BANK_PAYMENT_STATUS_LABELS,
  BANK_PAYMENT_STATUS_TONES,
  BANK_PAYMENT_STATUSES,
} from '@russ/schema/invoices/payment-status';
import { ListTable, searchColumn } from '@/components/list-table';
import { StatusTag, statusTone } from '@/components/status-tag';
import { graphql } from '@/gql';
import type { PaymentsTable_PaymentFragment as PaymentRow } from '@/gql/graphql';
import { useInitialFilters } from '@/lib/use-initial-filters';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { BankPaymentsDocument } from '@/features/payments/api/payments';
import { AccountingExportDialog } from './accounting-export-dialog';
import { IgnorePaymentDialog } from './ignore-payment-dialog';
import { ImportBankFileDialog } from './import-bank-file-dialog';
import { LinkPaymentDialog } from './link-payment-dialog';
import { StatusFilterTags } from '@/components/status-filter-tags';

export const PaymentsTable_PaymentFragment = graphql(`
  fragment PaymentsTable_Payment on StaffBankPayment {
    id
    bookedOn
    amount
    kid
    payerName
    bankReference
    reversed
    status
    statusLabel
    invoiceId
    invoiceNumber
    ignoreReason
  }
`);

interface PaymentsTableParams {
  search?: string;
}

const statusOptions = BANK_PAYMENT_STATUSES.map((status) => ({
  value: status,
  label: BANK_PAYMENT_STATUS_LABELS[status],
}));

/**
 * `Innbetalinger` (admin §17): the payments from the bank's files, 'Ikke koblet' first, filtered by status and
 * searched ('Søk'). `Importer bankfil` in the toolbar (and `Regnskapseksport` for administrators, `canExport`);
 * `Koble til faktura` and `Ignorer` on a payment that waits.
 */
export function PaymentsTable({ canExport = false }: { canExport?: boolean }) {
  const actionRef = useRef<ActionType>(undefined);
  // A link may name the status (the overview's 'Innbetalinger som må behandles': ?status=unmatched).
  const linkedStatus = useInitialFilters(['status']).status;
  const [status, setStatus] = useState<string | null>(
    statusOptions.some((option) => option.value === linkedStatus) ? linkedStatus : null,
  );
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [linking, setLinking] = useState<PaymentRow | null>(null);
  const [ignoring, setIgnoring] = useState<PaymentRow | null>(null);
  const requestPayments = useListRequest(BankPaymentsDocument, {
    page: (data) => fragmentPage(PaymentsTable_PaymentFragment, data.bankPayments),
    filter: () => ({ status }),
    sortable: ['bookedOn', 'amount', 'status'],
  });
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<PaymentRow>[] = [
    searchColumn('KID, betaler, faktura, referanse eller beløp'),
    {
      title: 'Dato',
      dataIndex: 'bookedOn',
      hideInSearch: true,
      sorter: true,
      width: 110,
      render: (_, row) => formatDateNb(row.bookedOn),
    },
    {
      title: 'Beløp',
      dataIndex: 'amount',
      hideInSearch: true,
      sorter: true,
      align: 'right',
      width: 120,
      render: (_, row) => formatNok(row.amount),
    },
    { title: 'KID', dataIndex: 'kid', hideInSearch: true, width: 190, render: (_, row) => row.kid ?? '–' },
    {
      title: 'Betaler',
      dataIndex: 'payerName',
      hideInSearch: true,
      ellipsis: true,
      render: (_, row) => row.payerName ?? '–',
    },
    {
      title: 'Faktura',
      dataIndex: 'invoiceNumber',
      hideInSearch: true,
      width: 120,
      render: (_, row) => (row.invoiceId ? <Link to={`/invoices/${row.invoiceId}`}>{row.invoiceNumber}</Link> : '–'),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      hideInSearch: true,
      sorter: true,
      width: 170,
      render: (_, row) => (
        <Space size={4} wrap>
          <StatusTag tone={statusTone(BANK_PAYMENT_STATUS_TONES, row.status)}>{row.statusLabel}</StatusTag>
          {row.reversed ? <Tag>Tilbakeført</Tag> : null}
        </Space>
      ),
    },
    {
      title: 'Handlinger',
      valueType: 'option',
      width: 220,
      render: (_, row) =>
        row.status === 'unmatched'
          ? [
              row.reversed ? null : (
                <Button key="link" size="small" type="link" onClick={() => setLinking(row)}>
                  Koble til faktura
                </Button>
              ),
              <Button key="ignore" size="small" type="link" onClick={() => setIgnoring(row)}>
                Ignorer
              </Button>,
            ]
          : row.ignoreReason
            ? [<span key="reason">{row.ignoreReason}</span>]
            : [],
    },
  ];

  return (
    <>
      <ListTable<PaymentRow, PaymentsTableParams>
        actionRef={actionRef}
        headerTitle={<StatusFilterTags options={statusOptions} value={status} onChange={setStatus} />}
        toolBarRender={() => [
          <Button key="import" type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            Importer bankfil
          </Button>,
          canExport ? (
            <Button key="export" icon={<DownloadOutlined />} onClick={() => setExporting(true)}>
              Regnskapseksport
            </Button>
          ) : null,
        ]}
        columns={columns}
        params={{ status } as PaymentsTableParams}
        request={requestPayments}
        counted={['innbetaling', 'innbetalinger']}
        scroll={{ x: 1000 }}
      />
      <ImportBankFileDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          reload();
        }}
      />
      <AccountingExportDialog open={exporting} onClose={() => setExporting(false)} />
      <LinkPaymentDialog
        payment={linking}
        onClose={() => setLinking(null)}
        onLinked={() => {
          setLinking(null);
          reload();
        }}
      />
      <IgnorePaymentDialog
        payment={ignoring}
        onClose={() => setIgnoring(null)}
        onIgnored={() => {
          setIgnoring(null);
          reload();
        }}
      />
    </>
  );
}
