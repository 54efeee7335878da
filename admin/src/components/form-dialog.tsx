import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';

export interface FormDialogProps<Values> {
  title: string;
  open: boolean;
  /** The confirm button ('Lagre', 'Godkjenn'): it submits the form. */
  okText: string;
  /** A danger confirm button ('Avvis'). */
  danger?: boolean;
  /** The change is under way: the confirm button spins. */
  busy?: boolean;
  onClose: () => void;
  form: FormInstance<Values>;
  /** Runs with the form's values once its rules pass. */
  onFinish: (values: Values) => void | Promise<void>;
  initialValues?: FormProps<Values>['initialValues'];
  /** A note above the form's fields. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog around one small form of the console: the confirm button submits the form, `Avbryt` closes the
 * dialog, and the form's values are dropped when it closes.
 */
export function FormDialog<Values>({
  title,
  open,
  okText,
  danger,
  busy,
  onClose,
  form,
  onFinish,
  initialValues,
  intro,
  children,
}: FormDialogProps<Values>) {
  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText="Avbryt"
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {intro}
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
