import { CATALOG_LIMITS, CATALOG_MESSAGES } from '@russ/schema/catalog/catalog-admin.validators';
import { CATEGORIES, CATEGORY_LABELS } from '@russ/schema/catalog/categories';
import { Form, Input, InputNumber, Select, Space, type FormInstance } from 'antd';
import { ImageUpload } from '@/components/image-upload';
import type { ProductInput, StaffProductFieldsFragment as StaffProduct } from '@/gql/graphql';
import { FormActions } from '@/components/form-actions';
import { placeFieldErrors, type StaffFormProps } from '@/lib/form-field-errors';
import { requiredText } from '@/lib/form-rules';

export interface ProductFormValues {
  name: string;
  description: string;
  category: string;
  price: string;
  fromPrice?: number | null;
  color?: string | null;
  imageUrl?: string | null;
}

export function productFormValues(product: StaffProduct | null): Partial<ProductFormValues> {
  if (!product) return { category: 'overdeler', imageUrl: null };
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    price: product.price,
    fromPrice: product.fromPrice == null ? null : Number(product.fromPrice),
    color: product.color,
    imageUrl: product.imageUrl,
  };
}

export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    name: values.name ?? '',
    description: values.description ?? '',
    category: values.category ?? '',
    price: values.price ?? '',
    fromPrice: values.fromPrice == null ? null : String(values.fromPrice),
    color: values.color?.trim() || null,
    imageUrl: values.imageUrl || null,
  };
}

const FIELD_NAMES = new Set(['name', 'description', 'category', 'price', 'fromPrice', 'color', 'imageUrl']);

/** Puts the server's field messages next to their fields; gives the ones no field shows. */
export const showProductFieldErrors = (
  form: FormInstance<ProductFormValues>,
  fieldErrorMap: Readonly<Record<string, string>>,
) => placeFieldErrors(form, FIELD_NAMES, fieldErrorMap);

/** 'Nytt produkt' and edit (admin §16): Navn, Beskrivelse, Kategori, Pristekst, Fra-pris, Farge, Bilde. */
export function ProductForm({ form, initial, onSubmit, onCancel, saving }: StaffFormProps<ProductFormValues>) {
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={onSubmit} aria-label="Produkt">
      <Form.Item label="Navn" name="name" rules={[requiredText(CATALOG_MESSAGES.name)]}>
        <Input maxLength={CATALOG_LIMITS.name} />
      </Form.Item>
      <Form.Item label="Beskrivelse" name="description" rules={[requiredText(CATALOG_MESSAGES.description)]}>
        <Input.TextArea rows={4} maxLength={CATALOG_LIMITS.description} />
      </Form.Item>
      <Space wrap size="large" align="start">
        <Form.Item label="Kategori" name="category" rules={[{ required: true, message: CATALOG_MESSAGES.category }]}>
          <Select
            style={{ width: 200 }}
            options={CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item label="Pristekst" name="price" rules={[requiredText(CATALOG_MESSAGES.price)]}>
          <Input placeholder="Fra 449,-" maxLength={CATALOG_LIMITS.price} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="Fra-pris" name="fromPrice">
          <InputNumber
            min={0}
            max={CATALOG_LIMITS.fromPrice}
            decimalSeparator=","
            addonAfter="kr"
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item label="Farge" name="color">
          <Input placeholder="navy" maxLength={CATALOG_LIMITS.color} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Form.Item label="Bilde" name="imageUrl">
        <ImageUpload kind="product" />
      </Form.Item>
      <FormActions saving={saving} onCancel={onCancel} />
    </Form>
  );
}
