import { useMutation } from '@apollo/client/react';
import { App, Form, Input, InputNumber, Typography } from 'antd';
import { useEffect } from 'react';
import { errorMessage, IssueInvoiceDocument, IssueMemberInvoicesDocument } from '@/features/invoices/api/invoices';
import { requiredText } from '@/lib/form-rules';
import { FormDialog } from '@/components/form-dialog';

interface Values {
  orderNumber: string;
  dueDays: number;
}

/**
 * 'Lag faktura' (one invoice for the order) or 'Fordel faktura på medlemmer' (one per member of a group order,
 * each mailed at once) for an order number, with the days until due (14 by default).
 */
export function IssueInvoiceDialog({
  mode,
  orderNumber,
  onClose,
  onIssued,
}: {
  mode: 'single' | 'members' | null;
  /** The order, when the dialog is opened from it; otherwise staff type the order number. */
  orderNumber?: string;
  onClose: () => void;
  onIssued: (invoiceId: string | null) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [issue, single] = useMutation(IssueInvoiceDocument);
  const [split, members] = useMutation(IssueMemberInvoicesDocument);
  useEffect(() => {
    if (mode) form.resetFields();
  }, [mode, form]);

  const submit = async (values: Values) => {
    const variables = { orderNumber: (orderNumber ?? values.orderNumber).trim(), dueDays: values.dueDays ?? null };
    try {
      if (mode === 'members') {
        const { data } = await split({ variables });
        const count = data?.issueMemberInvoices.length ?? 0;
        message.success(`${count} fakturaer er laget og sendt til medlemmene.`);
        onIssued(null);
      } else {
        const { data } = await issue({ variables });
        message.success(`Faktura ${data?.issueInvoice.invoiceNumber ?? ''} er laget.`);
        onIssued(data?.issueInvoice.id ?? null);
      }
    } catch (error) {
      const text = errorMessage(error);
      if (orderNumber) message.error(text);
      else form.setFields([{ name: 'orderNumber', errors: [text] }]);
    }
  };

  const title = mode === 'members' ? 'Fordel faktura på medlemmer' : 'Lag faktura';
  return (
    <FormDialog
      open={mode !== null}
      title={title}
      okText={title}
      busy={single.loading || members.loading}
      onClose={onClose}
      form={form}
      onFinish={submit}
      initialValues={{ dueDays: 14 }}
      intro={
        mode === 'members' ? (
          <Typography.Paragraph type="secondary">
            Hvert medlem får en egen faktura for sine linjer (etter størrelser og trykknavn fra gruppen), sendt på
            e-post med én gang. Rabatt og frakt fordeles etter beløp.
          </Typography.Paragraph>
        ) : null
      }
    >
      {orderNumber ? (
        <Typography.Paragraph>Ordre {orderNumber}</Typography.Paragraph>
      ) : (
        <Form.Item label="Ordrenummer" name="orderNumber" rules={[requiredText('Skriv inn et ordrenummer')]}>
          <Input placeholder="RK-2026-0001" autoFocus />
        </Form.Item>
      )}
      <Form.Item label="Forfall (dager)" name="dueDays">
        <InputNumber min={0} max={90} precision={0} style={{ width: 120 }} />
      </Form.Item>
    </FormDialog>
  );
}
