import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUOTE_LIMITS } from '@russ/schema/quotes/quote-rules';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Spin,
  Typography,
  type FormInstance,
  type FormRule,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { getFragmentData } from '@/gql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { QuoteTotalsFieldsFragment } from '@/features/quotes/api/quote';
import {
  useCustomerDesigns,
  usePreviewQuoteTotals,
  useQuoteProducts,
  useSaveQuote,
} from '@/features/quotes/api/quote-form';
import {
  canPreviewTotals,
  DISCOUNT_CHOICES,
  EMPTY_LINE,
  toFormField,
  toFormFieldErrors,
  toQuoteInput,
  validateQuoteForm,
  type FieldPath,
  type QuoteFormOrigin,
  type QuoteFormValues,
  type QuoteInputValue,
  type QuoteLineValues,
} from '@/features/quotes/quote-form-values';
import { QuoteTotalsSummary, type QuoteTotalsLike } from './quote-totals-summary';
import { FormActions } from '@/components/form-actions';

export interface QuoteFormProps {
  /** The draft being edited; null for a new quote. */
  quoteId: string | null;
  initialValues: QuoteFormValues;
  origin: QuoteFormOrigin;
  /** Shown above the form: the contact message or the group the quote answers. */
  context?: React.ReactNode;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

const PREVIEW_DELAY_MS = 400;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const sameField = (a: FieldPath, b: FieldPath) => a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * A rule that checks one field with schema's validators over the whole form (some messages depend on other
 * fields), so the console says exactly what the API would.
 */
function quoteRule(name: FieldPath, origin: QuoteFormOrigin): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const errors = validateQuoteForm(getFieldsValue(true) as QuoteFormValues, origin);
      for (const [path, message] of Object.entries(errors)) {
        const field = toFormField(path);
        if (field && sameField(field, name)) throw new Error(message);
      }
    },
  });
}

/** 'Gyldig til' keeps 'YYYY-MM-DD' in the form; the picker shows dd.mm.åååå. */
const dateValueProps = (value: string | null | undefined) => ({ value: value ? dayjs(value) : null });
const normaliseDate = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null);

/** Live totals from the server (previewQuoteTotals), asked again 400 ms after the last change. */
function useLiveTotals(values: QuoteFormValues, origin: QuoteFormOrigin) {
  const preview = usePreviewQuoteTotals();
  // The input to preview, as text so an unchanged form asks nothing; null while the lines are incomplete.
  const key = useMemo(
    () => (canPreviewTotals(validateQuoteForm(values, origin)) ? JSON.stringify(toQuoteInput(values, origin)) : null),
    [values, origin],
  );
  const [answer, setAnswer] = useState<{ key: string; problem: string | null } | null>(null);
  const [totals, setTotals] = useState<QuoteTotalsLike | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const timer = setTimeout(() => {
      preview(JSON.parse(key) as QuoteInputValue)
        .then((result) => {
          if (!current) return;
          setTotals(getFragmentData(QuoteTotalsFieldsFragment, result));
          setAnswer({ key, problem: null });
        })
        .catch((error: unknown) => {
          if (!current) return;
          const failure = graphQLFailureOf(error);
          const fields = Object.keys(failure.fieldErrors);
          const problem =
            fields.length === 1 && fields[0] === 'customerEmail'
              ? 'Fyll inn kundens e-post for å se summen.'
              : (Object.values(failure.fieldErrors)[0] ?? failure.message);
          setAnswer({ key, problem });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, preview]);

  const state = key === null ? 'incomplete' : answer?.key !== key ? 'loading' : answer.problem ? 'failed' : 'idle';
  return { totals, state, problem: answer?.key === key ? answer.problem : null };
}

function TotalsCard({ values, origin }: { values: QuoteFormValues; origin: QuoteFormOrigin }) {
  const { totals, state, problem } = useLiveTotals(values, origin);
  return (
    <Card
      title="Sum"
      size="small"
      extra={state === 'loading' && <Spin size="small" />}
      style={{ position: 'sticky', top: 72 }}
    >
      {totals ? (
        <div style={{ opacity: state === 'idle' ? 1 : 0.55, transition: 'opacity 0.2s' }}>
          <QuoteTotalsSummary totals={totals} />
        </div>
      ) : (
        <Typography.Text type="secondary">Summen vises når linjene er fylt ut riktig.</Typography.Text>
      )}
      {state === 'incomplete' && totals && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          Fullfør linjene for å oppdatere summen.
        </Typography.Paragraph>
      )}
      {state === 'failed' && problem && (
        <Alert type="warning" showIcon message={problem} style={{ marginTop: 8 }} data-testid="quote-totals-problem" />
      )}
    </Card>
  );
}

interface LineFieldsProps {
  form: FormInstance<QuoteFormValues>;
  index: number;
  origin: QuoteFormOrigin;
  productOptions: { value: number; label: string; fromPrice: string | null }[];
  designOptions: { value: number; label: string }[];
  onRemove: (() => void) | null;
  /** Called after the line's fields were set from code (antd's onValuesChange does not see those). */
  onFilled: () => void;
}

function LineFields({ form, index, origin, productOptions, designOptions, onRemove, onFilled }: LineFieldsProps) {
  const rule = (field: string) => [quoteRule(['lines', index, field], origin)];
  const id = (field: string) => `quote-line-${index}-${field}`;
  const onProduct = (productId: number) => {
    const product = productOptions.find((option) => option.value === productId);
    const line = form.getFieldValue(['lines', index]) as QuoteLineValues | undefined;
    // A new line takes the product's name and from-price; staff adjust them.
    if (product && !line?.description) form.setFieldValue(['lines', index, 'description'], product.label);
    if (product?.fromPrice && (line?.unitPrice === null || line?.unitPrice === undefined || line?.unitPrice === '')) {
      form.setFieldValue(['lines', index, 'unitPrice'], Number(product.fromPrice));
    }
    // A message about the price or description that was just filled in goes away.
    const filled: FieldPath[] = [
      ['lines', index, 'unitPrice'],
      ['lines', index, 'description'],
    ];
    const stale = filled.filter((path) => form.getFieldError(path as never).length > 0);
    if (stale.length > 0) void form.validateFields(stale as never).catch(() => undefined);
    onFilled();
  };
  return (
    <Card
      size="small"
      title={`Linje ${index + 1}`}
      data-testid={`quote-line-${index}`}
      role="group"
      aria-label={`Linje ${index + 1}`}
      extra={
        onRemove && (
          <Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove}>
            Fjern linje
          </Button>
        )
      }
      style={{ marginBottom: 12 }}
      styles={{ body: { paddingBottom: 0 } }}
    >
      <Row gutter={12} className="quote-line-fields">
        <Col xs={24} md={12} xl={7}>
          <Form.Item name={[index, 'productId']} label="Produkt" htmlFor={id('productId')} rules={rule('productId')}>
            <Select
              id={id('productId')}
              showSearch
              optionFilterProp="label"
              placeholder="Velg produkt"
              options={productOptions}
              onChange={onProduct}
              notFoundContent="Ingen produkter"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={9}>
          <Form.Item
            name={[index, 'description']}
            label="Beskrivelse"
            htmlFor={id('description')}
            rules={rule('description')}
          >
            <Input id={id('description')} maxLength={QUOTE_LIMITS.description} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <Form.Item name={[index, 'size']} label="Størrelse" htmlFor={id('size')} rules={rule('size')}>
            <Input id={id('size')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <Form.Item name={[index, 'color']} label="Farge" htmlFor={id('color')} rules={rule('color')}>
            <Input id={id('color')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <Form.Item name={[index, 'quantity']} label="Antall" htmlFor={id('quantity')} rules={rule('quantity')}>
            <InputNumber id={id('quantity')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={6}>
          <Form.Item name={[index, 'unitPrice']} label="Enhetspris" htmlFor={id('unitPrice')} rules={rule('unitPrice')}>
            <InputNumber id={id('unitPrice')} style={{ width: '100%' }} addonAfter="kr" decimalSeparator="," />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={7}>
          <Form.Item name={[index, 'designId']} label="Design" htmlFor={id('designId')} rules={rule('designId')}>
            <Select
              id={id('designId')}
              allowClear
              placeholder="Uten design"
              options={designOptions}
              notFoundContent="Kunden har ingen design"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={7}>
          <Form.Item name={[index, 'printName']} label="Trykknavn" htmlFor={id('printName')} rules={rule('printName')}>
            <Input id={id('printName')} maxLength={QUOTE_LIMITS.printName} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The staff quote form (admin §2, §16) with the server's totals beside it. */
export function QuoteForm({ quoteId, initialValues, origin, context, onSaved, onCancel }: QuoteFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<QuoteFormValues>();
  const [values, setValues] = useState<QuoteFormValues>(initialValues);
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const save = useSaveQuote(quoteId);
  const products = useQuoteProducts();
  const rule = (field: string) => [quoteRule([field], origin)];

  const email = values.customerEmail?.trim() ?? '';
  const designs = useCustomerDesigns(EMAIL_PATTERN.test(email) ? email.toLowerCase() : null);

  const productOptions = useMemo(
    () =>
      (products.data?.quoteProducts ?? []).map((product) => ({
        value: product.id,
        label: product.name,
        fromPrice: product.fromPrice ?? null,
      })),
    [products.data],
  );
  const designOptions = useMemo(
    () => (designs.data?.customerDesignsForQuote ?? []).map((design) => ({ value: design.id, label: design.name })),
    [designs.data],
  );

  const onFinish = async () => {
    const all = form.getFieldsValue(true) as QuoteFormValues;
    setGeneral([]);
    setSaving(true);
    try {
      const id = await save(toQuoteInput(all, origin));
      message.success('Tilbudet er lagret');
      onSaved(id);
    } catch (error) {
      const failure = graphQLFailureOf(error);
      const { fields, general: other } = toFormFieldErrors(failure.fieldErrors);
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
      setGeneral(other.length > 0 || fields.length > 0 ? other : [failure.message]);
      if (fields.length > 0 && other.length === 0) message.error(failure.message);
    } finally {
      setSaving(false);
    }
  };

  const discountChoice = values.discountChoice ?? 'group:terms';
  const chosen = DISCOUNT_CHOICES.find((choice) => choice.value === discountChoice);

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={16}>
        {context}
        <Form<QuoteFormValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={(_, all) => setValues(all)}
          onFinish={onFinish}
          scrollToFirstError
          requiredMark={false}
        >
          {general.length > 0 && (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginBottom: 16 }}
              message={general.length === 1 ? general[0] : 'Tilbudet ble ikke lagret'}
              description={general.length > 1 ? general.join(' ') : undefined}
            />
          )}
          <Form.Item
            name="customerEmail"
            label="Kunde (e-post)"
            htmlFor="quote-customer-email"
            rules={rule('customerEmail')}
          >
            <Input id="quote-customer-email" type="email" autoComplete="off" style={{ maxWidth: 420 }} />
          </Form.Item>

          <Typography.Title level={5}>Linjer</Typography.Title>
          <Form.List
            name="lines"
            rules={[
              {
                validator: async (_, lines: unknown[] | undefined) => {
                  const errors = validateQuoteForm({ ...form.getFieldsValue(true), lines: lines as never }, origin);
                  if (errors.lines) throw new Error(errors.lines);
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((field) => (
                  <LineFields
                    key={field.key}
                    form={form}
                    index={field.name}
                    origin={origin}
                    productOptions={productOptions}
                    designOptions={designOptions}
                    onRemove={() => remove(field.name)}
                    onFilled={() => setValues(form.getFieldsValue(true) as QuoteFormValues)}
                  />
                ))}
                <Form.ErrorList errors={errors} />
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ...EMPTY_LINE })} block>
                  Legg til linje
                </Button>
              </>
            )}
          </Form.List>

          <Row gutter={24} style={{ marginTop: 24 }}>
            <Col xs={24} md={14}>
              <Form.Item
                name="discountChoice"
                label="Rabatt"
                rules={rule('discountChoice')}
                extra={chosen && `Valgt: ${chosen.label}`}
              >
                <Radio.Group
                  aria-label="Rabatt"
                  options={DISCOUNT_CHOICES.map((choice) => ({ value: choice.value, label: choice.label }))}
                  style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                />
              </Form.Item>
              {discountChoice === 'custom' && (
                <Form.Item
                  name="discountPercent"
                  label="Rabatt i prosent"
                  htmlFor="quote-discount-percent"
                  rules={rule('discountPercent')}
                >
                  <InputNumber id="quote-discount-percent" addonAfter="%" decimalSeparator="," style={{ width: 160 }} />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} md={10}>
              <Form.Item
                name="code"
                label="Rabattkode"
                htmlFor="quote-code"
                rules={rule('code')}
                extra="En rabattkode kombineres ikke med andre rabatter."
              >
                <Input id="quote-code" style={{ textTransform: 'uppercase' }} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="validUntil"
                label="Gyldig til"
                htmlFor="quote-valid-until"
                rules={rule('validUntil')}
                getValueProps={dateValueProps}
                normalize={normaliseDate}
                extra="Tomt: 30 dager fra tilbudet sendes."
              >
                <DatePicker
                  id="quote-valid-until"
                  format="DD.MM.YYYY"
                  placeholder="dd.mm.åååå"
                  disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                  style={{ width: 200 }}
                />
              </Form.Item>
            </Col>
          </Row>

          <Form.Item
            name="customerNote"
            label="Melding til kunden"
            htmlFor="quote-customer-note"
            rules={rule('customerNote')}
          >
            <Input.TextArea id="quote-customer-note" rows={3} maxLength={QUOTE_LIMITS.customerNote} />
          </Form.Item>

          <FormActions saving={saving} onCancel={onCancel} />
        </Form>
      </Col>
      <Col xs={24} lg={8}>
        <TotalsCard values={values} origin={origin} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
          Enhetsprisene er inkl. 25 % MVA.
        </Typography.Paragraph>
      </Col>
    </Row>
  );
}
