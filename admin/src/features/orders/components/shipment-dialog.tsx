import { ModalForm, ProFormDatePicker, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { TRACKING_NUMBER_MAX_LENGTH } from '@russ/schema/shipments/carriers';
import { App, Button, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { OrderDetailFieldsFragment } from '@/gql/graphql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { useRegisterShipment } from '@/features/orders/api/orders';
import { carrierOptions } from '@/features/orders/order-labels';
import { requiredText } from '@/lib/form-rules';

interface ShipmentForm {
  carrier?: string;
  trackingNumber?: string;
  estimatedDelivery?: Dayjs | string | null;
}

/** The picked day as the API takes it (YYYY-MM-DD); the picker shows it as dd.mm.åååå. */
function apiDay(value: ShipmentForm['estimatedDelivery']): string | null {
  if (!value) return null;
  if (dayjs.isDayjs(value)) return value.format('YYYY-MM-DD');
  const norwegian = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  return norwegian ? `${norwegian[3]}-${norwegian[2]}-${norwegian[1]}` : value;
}

/** 'Registrer forsendelse': 'Transportør', 'Sporingsnummer', 'Forventet levering'; the link comes from the carrier. */
export function ShipmentDialog({ order }: { order: OrderDetailFieldsFragment }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ShipmentForm>();
  const [register] = useRegisterShipment();
  const closed = order.status === 'cancelled' || order.status === 'delivered';

  return (
    <ModalForm<ShipmentForm>
      title={`Registrer forsendelse for ordre ${order.orderNumber}`}
      form={form}
      trigger={<Button disabled={closed}>Registrer forsendelse</Button>}
      modalProps={{ destroyOnHidden: true }}
      dateFormatter={false}
      submitter={{ searchConfig: { submitText: 'Lagre', resetText: 'Avbryt' } }}
      onFinish={async (values) => {
        try {
          await register({
            variables: {
              input: {
                orderId: order.id,
                carrier: values.carrier ?? '',
                trackingNumber: values.trackingNumber ?? '',
                estimatedDelivery: apiDay(values.estimatedDelivery),
              },
            },
          });
          message.success('Forsendelsen er registrert');
          return true;
        } catch (error) {
          const refusal = graphQLFailureOf(error);
          const fields = Object.entries(refusal.fieldErrors);
          if (fields.length > 0)
            form.setFields(fields.map(([name, text]) => ({ name: name as keyof ShipmentForm, errors: [text] })));
          else message.error(refusal.message);
          return false;
        }
      }}
    >
      <ProFormSelect
        name="carrier"
        label="Transportør"
        options={carrierOptions}
        placeholder="Velg transportør"
        rules={[{ required: true, message: 'Velg en transportør' }]}
      />
      <ProFormText
        name="trackingNumber"
        label="Sporingsnummer"
        fieldProps={{ maxLength: TRACKING_NUMBER_MAX_LENGTH }}
        rules={[requiredText('Skriv inn sporingsnummeret')]}
      />
      <ProFormDatePicker name="estimatedDelivery" label="Forventet levering" fieldProps={{ format: 'DD.MM.YYYY' }} />
    </ModalForm>
  );
}
