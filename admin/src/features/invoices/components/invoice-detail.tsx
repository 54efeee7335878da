import { useMutation } from '@apollo/client/react';
import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Descriptions, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { StatusTag } from '@/components/status-tag';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { refetchHistory } from '@/lib/refetch-history';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatDateTime } from '@russ/schema/common/dates';
import {
  CreateCreditNoteDocument,
  errorMessage,
  RegisterInvoicePaymentDocument,
  SendInvoiceDocument,
} from '@/features/invoices/api/invoices';
import { day, invoiceStatusTone, invoiceStatusLabel, kindLabel, nok } from '@/features/invoices/invoice-labels';
import { Confirm } from '@/components/confirm';
import { DetailSections, RecordCard } from '@/components/detail-page';
import { requiredText } from '@/lib/form-rules';
import { FormDialog } from '@/components/form-dialog';

export const InvoiceDetail_InvoiceFragment = graphql(`
  fragment InvoiceDetail_Invoice on StaffInvoiceDetail {
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
    taxAmount
    status
    statusLabel
    paidDate
    kid
    paymentReference
    remindersSent
    lastReminderAt
    sentAt
    creditedInvoiceId
    creditedInvoiceNumber
    creditReason
    adjustment
    creditableAmount
    pdfUrl
    paidAmount
    restAmount
    refundAmount
    canRegisterPayment
    canCredit
    lines {
      description
      quantity
      unitPrice
      lineTotal
    }
    creditNotes {
      id
      invoiceNumber
      issuedAt
      amount
    }
  }
`);

interface PaymentValues {
  paidDate: Dayjs;
  reference?: string;
}

interface CreditValues {
  amount: string;
  reason: string;
}

/**
 * One invoice or credit note: the numbers, lines, payment and reminders; 'Send faktura', 'Registrer betaling' and
 * (administrators: `mayCredit`) 'Kreditnota' and the PDF.
 */
export function InvoiceDetail({
  invoice: invoiceRef,
  mayCredit,
  onCredited,
}: {
  invoice: FragmentType<typeof InvoiceDetail_InvoiceFragment>;
  mayCredit: boolean;
  /** A credit note was made: open it. */
  onCredited: (creditNoteId: string) => void;
}) {
  const invoice = getFragmentData(InvoiceDetail_InvoiceFragment, invoiceRef);
  const { message } = App.useApp();
  const [paying, setPaying] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const [paymentForm] = Form.useForm<PaymentValues>();
  const [creditForm] = Form.useForm<CreditValues>();
  // Sending and a payment return the invoice (InvoiceDetail_Invoice): the page updates from the cache. Each
  // action is an audit entry, so the Historikk is read again; a credit note opens its own page.
  const [send, sending] = useMutation(SendInvoiceDocument, refetchHistory);
  const [pay, payment] = useMutation(RegisterInvoicePaymentDocument, refetchHistory);
  const [credit, creditNote] = useMutation(CreateCreditNoteDocument, refetchHistory);
  const isCredit = invoice.kind === 'credit_note';

  const sendNow = async () => {
    try {
      await send({ variables: { id: invoice.id } });
      message.success(`${kindLabel(invoice.kind)} ${invoice.invoiceNumber} er sendt til ${invoice.customerEmail}.`);
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  const savePayment = async (values: PaymentValues) => {
    try {
      await pay({
        variables: {
          id: invoice.id,
          input: { paidDate: values.paidDate.format('YYYY-MM-DD'), reference: values.reference?.trim() || null },
        },
      });
      message.success('Betalingen er registrert, og kunden får kvittering på e-post.');
      setPaying(false);
    } catch (error) {
      paymentForm.setFields([{ name: 'paidDate', errors: [errorMessage(error)] }]);
    }
  };

  const saveCredit = async (values: CreditValues) => {
    try {
      const { data } = await credit({
        variables: { invoiceId: invoice.id, input: { amount: values.amount.trim(), reason: values.reason.trim() } },
      });
      message.success(`Kreditnota ${data?.createCreditNote.invoiceNumber ?? ''} er laget.`);
      setCrediting(false);
      if (data) onCredited(data.createCreditNote.id);
    } catch (error) {
      creditForm.setFields([{ name: 'amount', errors: [errorMessage(error)] }]);
    }
  };

  return (
    <DetailSections>
      <RecordCard
        title={
          <Space>
            <span>
              {kindLabel(invoice.kind)} {invoice.invoiceNumber}
            </span>
            <StatusTag tone={invoiceStatusTone(invoice.status)}>{invoiceStatusLabel(invoice.status)}</StatusTag>
          </Space>
        }
        actions={
          <>
            <Button icon={<DownloadOutlined />} href={invoice.pdfUrl} target="_blank" rel="noopener">
              PDF
            </Button>
            <Confirm description={`Fakturaen sendes på e-post til ${invoice.customerEmail}.`} onConfirm={sendNow}>
              <Button icon={<MailOutlined />} loading={sending.loading}>
                Send faktura
              </Button>
            </Confirm>
            {invoice.canRegisterPayment ? (
              <Button
                type="primary"
                onClick={() => {
                  paymentForm.setFieldsValue({ paidDate: dayjs(), reference: '' });
                  setPaying(true);
                }}
              >
                Registrer betaling
              </Button>
            ) : null}
            {mayCredit && invoice.canCredit ? (
              <Button
                danger
                onClick={() => {
                  creditForm.setFieldsValue({ amount: invoice.creditableAmount.replace('.', ','), reason: '' });
                  setCrediting(true);
                }}
              >
                Kreditnota
              </Button>
            ) : null}
          </>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label="Kunde">
            {invoice.customerName ? `${invoice.customerName} (${invoice.customerEmail})` : invoice.customerEmail}
          </Descriptions.Item>
          <Descriptions.Item label="Ordre">{invoice.orderNumber}</Descriptions.Item>
          <Descriptions.Item label={isCredit ? 'Dato' : 'Fakturadato'}>{day(invoice.issuedAt)}</Descriptions.Item>
          {isCredit ? (
            <Descriptions.Item label="Krediterer">
              {invoice.creditedInvoiceId ? (
                <Link to={`/invoices/${invoice.creditedInvoiceId}`}>{invoice.creditedInvoiceNumber}</Link>
              ) : null}
              {invoice.creditReason ? ` – ${invoice.creditReason}` : ''}
            </Descriptions.Item>
          ) : (
            <Descriptions.Item label="Forfallsdato">{day(invoice.dueDate)}</Descriptions.Item>
          )}
          <Descriptions.Item label="Beløp">{nok(invoice.amount)}</Descriptions.Item>
          <Descriptions.Item label="Herav MVA">{nok(invoice.taxAmount)}</Descriptions.Item>
          {!isCredit ? <Descriptions.Item label="KID">{invoice.kid ?? '–'}</Descriptions.Item> : null}
          {invoice.paidDate ? (
            <Descriptions.Item label="Betalt">
              {day(invoice.paidDate)}
              {invoice.paymentReference ? ` (${invoice.paymentReference})` : ''}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label="Sendt">
            {invoice.sentAt ? formatDateTime(invoice.sentAt) : 'Ikke sendt'}
          </Descriptions.Item>
          {!isCredit ? (
            <Descriptions.Item label="Purringer">
              {invoice.remindersSent}
              {invoice.lastReminderAt ? ` (siste ${day(invoice.lastReminderAt)})` : ''}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </RecordCard>

      <Card title="Linjer">
        <Table
          rowKey={(_, index) => String(index)}
          size="small"
          pagination={false}
          dataSource={[
            ...invoice.lines,
            ...(invoice.adjustment
              ? [{ description: 'Rabatt og frakt', quantity: null, unitPrice: null, lineTotal: invoice.adjustment }]
              : []),
          ]}
          columns={[
            { title: 'Vare', dataIndex: 'description' },
            { title: 'Antall', dataIndex: 'quantity', align: 'right', width: 80 },
            {
              title: 'Pris',
              dataIndex: 'unitPrice',
              align: 'right',
              width: 120,
              render: (value: string | null) => (value ? nok(value) : ''),
            },
            { title: 'Sum', dataIndex: 'lineTotal', align: 'right', width: 120, render: (value: string) => nok(value) },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>Totalt inkl. MVA</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong>{nok(invoice.amount)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>

      {invoice.creditNotes.length > 0 ? (
        <Card title="Kreditnotaer">
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {invoice.creditNotes.map((note) => (
              <li key={note.id}>
                <Link to={`/invoices/${note.id}`}>{note.invoiceNumber}</Link> ({day(note.issuedAt)}): {nok(note.amount)}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <FormDialog
        open={paying}
        title="Registrer betaling"
        okText="Lagre"
        busy={payment.loading}
        onClose={() => setPaying(false)}
        form={paymentForm}
        onFinish={savePayment}
      >
        <Form.Item label="Betalingsdato" name="paidDate" rules={[{ required: true, message: 'Velg betalingsdatoen' }]}>
          <DatePicker format="DD.MM.YYYY" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item label="Referanse" name="reference" rules={[{ max: 200, message: 'Høyst 200 tegn' }]}>
          <Input placeholder="F.eks. nettbank eller bilagsnummer" />
        </Form.Item>
      </FormDialog>

      <Modal
        open={crediting}
        title="Kreditnota"
        okText="Lagre"
        cancelText="Avbryt"
        confirmLoading={creditNote.loading}
        onCancel={() => setCrediting(false)}
        onOk={() =>
          void creditForm.validateFields().then(() =>
            Modal.confirm({
              title: 'Er du sikker?',
              content: 'En kreditnota kan ikke endres eller slettes.',
              okText: 'Ja',
              cancelText: 'Avbryt',
              onOk: () => creditForm.submit(),
            }),
          )
        }
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          Kan krediteres: {nok(invoice.creditableAmount)}. Kreditnotaen får et eget nummer og et negativt beløp.
        </Typography.Paragraph>
        <Form form={creditForm} layout="vertical" onFinish={saveCredit}>
          <Form.Item label="Beløp" name="amount" rules={[requiredText('Skriv inn beløpet som skal krediteres')]}>
            <Input inputMode="decimal" suffix="kr" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            label="Begrunnelse"
            name="reason"
            rules={[{ required: true, whitespace: true, max: 500, message: 'Skriv en begrunnelse (høyst 500 tegn)' }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </DetailSections>
  );
}
