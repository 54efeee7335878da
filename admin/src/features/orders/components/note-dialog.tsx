import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button, Form } from 'antd';
import type { OrderDetailFieldsFragment } from '@/gql/graphql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { useAddOrderNote } from '@/features/orders/api/orders';
import { requiredText } from '@/lib/form-rules';

const NOTE_MAX_LENGTH = 2000;

/** 'Intern notat': a note for staff only; the customer never sees it. */
export function NoteDialog({ order }: { order: OrderDetailFieldsFragment }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ body?: string }>();
  const [addNote] = useAddOrderNote();
  return (
    <ModalForm<{ body?: string }>
      title="Intern notat"
      form={form}
      trigger={<Button>Intern notat</Button>}
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: 'Lagre', resetText: 'Avbryt' } }}
      onFinish={async (values) => {
        try {
          await addNote({ variables: { input: { orderId: order.id, body: values.body ?? '' } } });
          message.success('Notatet er lagret');
          return true;
        } catch (error) {
          const refusal = graphQLFailureOf(error);
          if (refusal.fieldErrors.body) form.setFields([{ name: 'body', errors: [refusal.fieldErrors.body] }]);
          else message.error(refusal.message);
          return false;
        }
      }}
    >
      <ProFormTextArea
        name="body"
        label="Notat"
        extra="Bare ansatte ser notatet. Det vises aldri for kunden."
        fieldProps={{ maxLength: NOTE_MAX_LENGTH, showCount: true, rows: 5 }}
        rules={[requiredText('Skriv et notat')]}
      />
    </ModalForm>
  );
}
