import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { requiredText } from '@/lib/form-rules';
import { FormDialog, type FormDialogProps } from './form-dialog';

/** The Norwegian validation texts of a reason; `tooShort` defaults to `required`. */
export interface ReasonMessages {
  required: string;
  tooShort?: string;
  tooLong?: string;
}

export interface ReasonFieldProps {
  /** The field's label; 'Begrunnelse' unless told. */
  label?: string;
  /** The form field's name; `reason` unless told. */
  name?: string;
  extra?: ReactNode;
  placeholder?: string;
  rows?: number;
  /** Required minimum length (after trimming, as the server counts). */
  min?: number;
  /** Maximum length: the text area stops there and shows a counter. */
  max: number;
  messages: ReasonMessages;
}

/**
 * 'Begrunnelse': the text area every reason prompt of the console asks for (rejecting a design or a return,
 * cancelling an order, overriding a payment rule), with its required, minimum and maximum rules.
 */
export function ReasonField({
  label = 'Begrunnelse',
  name = 'reason',
  extra,
  placeholder,
  rows = 4,
  min,
  max,
  messages,
}: ReasonFieldProps) {
  return (
    <Form.Item
      label={label}
      name={name}
      extra={extra}
      rules={[
        requiredText(messages.required),
        ...(min ? [{ min, message: messages.tooShort ?? messages.required }] : []),
        ...(messages.tooLong ? [{ max, message: messages.tooLong }] : []),
      ]}
    >
      <Input.TextArea rows={rows} maxLength={max} showCount placeholder={placeholder} />
    </Form.Item>
  );
}

/** The dialog's title, confirm button ('Avvis': a danger button unless `danger` is false) and closing. */
type ReasonDialogFrame = Pick<FormDialogProps<unknown>, 'title' | 'open' | 'okText' | 'danger' | 'busy' | 'onClose'>;

export interface ReasonDialogProps extends Omit<ReasonFieldProps, 'name'>, ReasonDialogFrame {
  /**
   * Runs the change with the reason. Resolve true to close the dialog; call `refuse` with the server's text to
   * show it under the field instead.
   */
  onSubmit: (reason: string, refuse: (text: string) => void) => Promise<boolean>;
}

/** A dialog that asks for one reason ('Avvis design', 'Avvis retur') and runs the change with it. */
export function ReasonDialog({
  title,
  open,
  okText,
  danger = true,
  busy,
  onClose,
  onSubmit,
  ...field
}: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <FormDialog
      title={title}
      open={open}
      okText={okText}
      danger={danger}
      busy={busy}
      onClose={onClose}
      form={form}
      onFinish={async ({ reason }) => {
        const done = await onSubmit(reason ?? '', (text) => form.setFields([{ name: 'reason', errors: [text] }]));
        if (done) onClose();
      }}
    >
      <ReasonField {...field} />
    </FormDialog>
  );
}
