import { COUPON_LIMITS, COUPON_MESSAGES } from '@russ/schema/coupons/coupons';
import { COUPON_FORM_FIELDS } from '@russ/schema/coupons/coupon.validators';
import { DatePicker, Form, Input, InputNumber, Select, Space, Switch, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { CouponInput, StaffCouponFieldsFragment as StaffCoupon } from '@/gql/graphql';
import { FormActions } from '@/components/form-actions';
import { placeFieldErrors, type StaffFormProps } from '@/lib/form-field-errors';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { requiredText } from '@/lib/form-rules';

export interface CouponFormValues {
  code: string;
  title: string;
  description?: string | null;
  type: 'percentage' | 'fixed';
  value: number | null;
  minOrderAmount?: number | null;
  maxUses?: number | null;
  validFrom?: Dayjs | null;
  validUntil: Dayjs | null;
  isActive: boolean;
}

export function couponFormValues(coupon: StaffCoupon | null): Partial<CouponFormValues> {
  if (!coupon) return { type: 'percentage', isActive: true, validFrom: dayjs() };
  return {
    code: coupon.code,
    title: coupon.title,
    description: coupon.description,
    type: coupon.type === 'fixed' ? 'fixed' : 'percentage',
    value: Number(coupon.value),
    minOrderAmount: coupon.minOrderAmount == null ? null : Number(coupon.minOrderAmount),
    maxUses: coupon.maxUses,
    validFrom: dayjs(coupon.validFrom),
    validUntil: dayjs(coupon.validUntil),
    isActive: coupon.isActive,
  };
}

/** The form's values as the API's CouponInput: days as 'YYYY-MM-DD' (the server reads them in Oslo time). */
export function toCouponInput(values: CouponFormValues): CouponInput {
  return {
    code: values.code ?? '',
    title: values.title ?? '',
    description: values.description?.trim() || null,
    type: values.type,
    value: values.value == null ? '' : String(values.value),
    minOrderAmount: values.minOrderAmount == null ? null : String(values.minOrderAmount),
    maxUses: values.maxUses ?? null,
    validFrom: values.validFrom ? values.validFrom.format('YYYY-MM-DD') : null,
    validUntil: values.validUntil ? values.validUntil.format('YYYY-MM-DD') : '',
    isActive: values.isActive,
  };
}

const FIELD_NAMES: ReadonlySet<string> = new Set(COUPON_FORM_FIELDS);

/** Puts the server's field messages next to their fields; gives the ones no field shows. */
export const showFieldErrors = (
  form: FormInstance<CouponFormValues>,
  fieldErrorMap: Readonly<Record<string, string>>,
) => placeFieldErrors(form, FIELD_NAMES, fieldErrorMap);

/**
 * What a failed save shows: refused input goes on its fields (the messages no field shows, joined; nothing when
 * every message has its field); any other failure 'Kunne ikke lagre kupongen. Prøv igjen.'.
 */
export function couponSaveFailure(form: FormInstance<CouponFormValues>, error: unknown): string | null {
  const failure = graphQLFailureOf(error);
  if (failure.code !== 'BAD_USER_INPUT') return 'Kunne ikke lagre kupongen. Prøv igjen.';
  const rest = showFieldErrors(form, failure.fieldErrors);
  return rest.length ? rest.join(' ') : null;
}

/** 'Ny kupong' and edit: code, title, type, value, minimum order, maximum uses, valid from and until, active. */
export function CouponForm({ form, initial, onSubmit, onCancel, saving }: StaffFormProps<CouponFormValues>) {
  const type = Form.useWatch('type', form);
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={onSubmit} aria-label="Kupong">
      <Form.Item
        label="Kode"
        name="code"
        rules={[{ required: true, pattern: /^[A-Za-z0-9]{3,32}$/, message: COUPON_MESSAGES.code }]}
        normalize={(value: string) => value?.toUpperCase()}
      >
        <Input maxLength={32} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item label="Tittel" name="title" rules={[requiredText(COUPON_MESSAGES.title)]}>
        <Input maxLength={COUPON_LIMITS.title} />
      </Form.Item>
      <Form.Item label="Beskrivelse" name="description">
        <Input.TextArea rows={2} maxLength={COUPON_LIMITS.description} />
      </Form.Item>
      <Space wrap size="large" align="start">
        <Form.Item label="Type" name="type" rules={[{ required: true, message: COUPON_MESSAGES.type }]}>
          <Select
            style={{ width: 160 }}
            options={[
              { value: 'percentage', label: 'Prosent' },
              { value: 'fixed', label: 'Fast beløp' },
            ]}
          />
        </Form.Item>
        <Form.Item label="Verdi" name="value" rules={[{ required: true, message: COUPON_MESSAGES.value }]}>
          <InputNumber min={0} decimalSeparator="," addonAfter={type === 'fixed' ? 'kr' : '%'} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="Minstebeløp" name="minOrderAmount">
          <InputNumber min={0} decimalSeparator="," addonAfter="kr" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="Maks antall bruk" name="maxUses">
          <InputNumber min={1} precision={0} style={{ width: 140 }} />
        </Form.Item>
      </Space>
      <Space wrap size="large" align="start">
        <Form.Item label="Gyldig fra" name="validFrom">
          <DatePicker format="DD.MM.YYYY" />
        </Form.Item>
        <Form.Item
          label="Gyldig til"
          name="validUntil"
          rules={[{ required: true, message: COUPON_MESSAGES.validUntil }]}
        >
          <DatePicker format="DD.MM.YYYY" />
        </Form.Item>
        <Form.Item label="Aktiv" name="isActive" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <FormActions saving={saving} onCancel={onCancel} />
    </Form>
  );
}
