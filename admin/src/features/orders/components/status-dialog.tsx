import { ModalForm, ProFormDependency, ProFormSelect } from '@ant-design/pro-components';
import {
  ORDER_MOVE_MESSAGES,
  ORDER_REASON_MAX_LENGTH,
  type OrderMoveRule,
} from '@russ/schema/orders/order-transitions';
import { Alert, App, Button, Form } from 'antd';
import { ReasonField } from '@/components/reason-dialog';
import type { OrderDetailFieldsFragment } from '@/gql/graphql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { useSetOrderStatus } from '@/features/orders/api/orders';

/** What an administrator is told when a move overrides a payment rule ('Endre status', 'Marker som sendt'). */
export const overrideNotice = (override: string) =>
  `${ORDER_MOVE_MESSAGES[override as OrderMoveRule] ?? override}. Som administrator kan du overstyre med en skriftlig begrunnelse.`;

interface StatusForm {
  status?: string;
  reason?: string;
}

/**
 * 'Endre status': a 'Status' select offering only the moves the server accepts for this viewer (an administrator
 * also sees the overrides of the payment rules), and 'Begrunnelse' where the move needs a reason.
 */
export function StatusDialog({ order }: { order: OrderDetailFieldsFragment }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<StatusForm>();
  const [setStatus] = useSetOrderStatus();
  const option = (status: string | undefined) => order.nextStatuses.find((s) => s.status === status);

  return (
    <ModalForm<StatusForm>
      title={`Endre status for ordre ${order.orderNumber}`}
      form={form}
      trigger={
        <Button type="primary" disabled={order.nextStatuses.length === 0}>
          Endre status
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: 'Lagre', resetText: 'Avbryt' } }}
      onFinish={async (values) => {
        try {
          await setStatus({
            variables: { input: { orderId: order.id, status: values.status ?? '', reason: values.reason ?? null } },
          });
          message.success('Status er endret');
          return true;
        } catch (error) {
          const refusal = graphQLFailureOf(error);
          if (refusal.fieldErrors.reason) {
            form.setFields([{ name: 'reason', errors: [refusal.fieldErrors.reason] }]);
          } else {
            message.error(refusal.message);
          }
          return false;
        }
      }}
    >
      <ProFormSelect
        name="status"
        label="Status"
        placeholder="Velg ny status"
        options={order.nextStatuses.map((s) => ({
          value: s.status,
          label: s.override ? `${s.label} (overstyr)` : s.label,
        }))}
        rules={[{ required: true, message: 'Velg en status' }]}
      />
      <ProFormDependency name={['status']}>
        {({ status }: StatusForm) => {
          const chosen = option(status);
          if (!chosen?.reasonRequired) return null;
          return (
            <>
              {chosen.override ? (
                <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={overrideNotice(chosen.override)} />
              ) : null}
              <ReasonField
                placeholder={
                  chosen.status === 'cancelled' ? 'Begrunnelsen sendes til kunden' : 'Hvorfor regelen overstyres'
                }
                max={ORDER_REASON_MAX_LENGTH}
                messages={{ required: 'Skriv en begrunnelse' }}
              />
            </>
          );
        }}
      </ProFormDependency>
    </ModalForm>
  );
}
