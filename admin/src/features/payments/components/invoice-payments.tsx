import { useQuery } from '@apollo/client/react';
import { Card, Descriptions, Table } from 'antd';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { BANK_PAYMENT_STATUS_TONES } from '@russ/schema/invoices/payment-status';
import { StatusTag, statusTone } from '@/components/status-tag';
import { InvoiceBankPaymentsDocument } from '@/features/payments/api/payments';

/**
 * The invoice page's `Innbetalinger` (admin §17): the payments applied to it from the bank's files, what is paid,
 * the `Restbeløp`, and when 'Overbetalt' the amount to refund.
 */
export function InvoicePayments({
  invoice,
}: {
  invoice: { id: string; amount: string; paidAmount: string; restAmount: string; refundAmount: string };
}) {
  const { data } = useQuery(InvoiceBankPaymentsDocument, {
    variables: { invoiceId: invoice.id },
    fetchPolicy: 'cache-and-network',
  });
  const payments = data?.invoiceBankPayments ?? [];
  const refund = Number(invoice.refundAmount) > 0;
  return (
    <Card title="Innbetalinger">
      <Descriptions column={{ xs: 1, md: 3 }} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Betalt">{formatNok(invoice.paidAmount)}</Descriptions.Item>
        <Descriptions.Item label="Restbeløp">{formatNok(invoice.restAmount)}</Descriptions.Item>
        {refund ? (
          <Descriptions.Item label="Til tilbakebetaling">{formatNok(invoice.refundAmount)}</Descriptions.Item>
        ) : null}
      </Descriptions>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={payments}
        locale={{ emptyText: 'Ingen innbetalinger fra bankfil' }}
        columns={[
          { title: 'Dato', dataIndex: 'bookedOn', width: 110, render: (value: string) => formatDateNb(value) },
          {
            title: 'Beløp',
            dataIndex: 'amount',
            align: 'right',
            width: 120,
            render: (value: string) => formatNok(value),
          },
          { title: 'Betaler', dataIndex: 'payerName', render: (value: string | null) => value ?? '–' },
          { title: 'Referanse', dataIndex: 'bankReference', ellipsis: true },
          {
            title: 'Status',
            dataIndex: 'status',
            width: 120,
            render: (value: string, row) => (
              <StatusTag tone={statusTone(BANK_PAYMENT_STATUS_TONES, value)}>{row.statusLabel}</StatusTag>
            ),
          },
        ]}
      />
    </Card>
  );
}
