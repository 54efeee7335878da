import { osloDateInputValue } from '@russ/schema/common/dates';
import { GROUP_DISCOUNT_READINGS, type DiscountReadingName } from '@russ/schema/catalog/discounts';
import { parseDeadline } from '@russ/schema/groups/group-rules';
import { READING_LABELS } from '@russ/schema/quotes/quote-totals';
import { quoteFormInput } from '@russ/schema/quotes/quote.validators';

// The quote form (admin §2, §16) as antd form values, and the mapping to and from the API's QuoteInput
// (its rules: schema/src/quotes/quote.validators.ts). Pure: no React, no Apollo, so it is unit tested on its own.

/** 'Rabatt': a group discount under one of the two readings, a percentage staff choose, or none. */
export type DiscountChoice = 'group:terms' | 'group:groupDiscountsPage' | 'custom' | 'none';

export interface QuoteLineValues {
  productId?: number | null;
  description?: string | null;
  size?: string | null;
  color?: string | null;
  quantity?: number | null;
  /** Kroner incl. MVA; the input gives a number, a prefill may give the API's decimal string. */
  unitPrice?: number | string | null;
  designId?: number | null;
  printName?: string | null;
}

export interface QuoteFormValues {
  customerEmail?: string | null;
  lines?: QuoteLineValues[];
  discountChoice?: DiscountChoice;
  discountPercent?: number | null;
  code?: string | null;
  /** 'YYYY-MM-DD' (the form's date picker keeps this), empty for the default 30 days from sending. */
  validUntil?: string | null;
  customerNote?: string | null;
}

/** What the form is for besides its fields: the contact message or group it came from. */
export interface QuoteFormOrigin {
  contactId?: number | null;
  groupId?: number | null;
}

/** The API's QuoteInput (schema/src/quotes/quote.validators.ts), structurally the same as the generated type. */
export interface QuoteInputValue {
  customerEmail: string;
  contactId: number | null;
  groupId: number | null;
  lines: {
    productId: number;
    description: string | null;
    size: string | null;
    color: string | null;
    quantity: number;
    unitPrice: string;
    designId: number | null;
    printName: string | null;
  }[];
  discount: { kind: string; reading: string | null; percent: number | null };
  code: string | null;
  validUntil: string | null;
  customerNote: string | null;
}

/** The discount as a quote carries it (Quote.discount). */
export interface QuoteDiscountValue {
  kind: string;
  reading?: string | null;
  percent?: number | null;
}

const tiersText = (reading: DiscountReadingName) =>
  GROUP_DISCOUNT_READINGS[reading].tiers.map((tier) => `${tier.percent} %`).join(' / ');

/** The choices of 'Rabatt', each saying which reading it uses ('vilkår', 'tjenestesiden'). */
export const DISCOUNT_CHOICES: readonly { value: DiscountChoice; label: string }[] = [
  {
    value: 'group:terms',
    label: `Grupperabatt etter ${READING_LABELS.terms} (${tiersText('terms')})`,
  },
  {
    value: 'group:groupDiscountsPage',
    label: `Grupperabatt etter ${READING_LABELS.groupDiscountsPage} (${tiersText('groupDiscountsPage')})`,
  },
  { value: 'custom', label: 'Egen prosentsats' },
  { value: 'none', label: 'Ingen rabatt' },
];

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** A price as the API wants it: '1299.00' (the input may hold 1299, 1299.5 or '1 299,50'). */
export function toPriceString(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) ? number.toFixed(2) : String(value);
}

/** 'YYYY-MM-DD' → the end of that day in Oslo as ISO (what the DateTime scalar accepts); empty → null. */
export function toValidUntilIso(value: string | null | undefined): string | null {
  const parsed = parseDeadline(value ?? null);
  if (parsed === null) return null;
  // An unreadable date goes as typed: the API refuses it with its message for 'Gyldig til'.
  return parsed === undefined ? String(value) : parsed.toISOString();
}

function toDiscount(values: QuoteFormValues): QuoteInputValue['discount'] {
  const choice = values.discountChoice ?? 'group:terms';
  if (choice === 'none') return { kind: 'none', reading: null, percent: null };
  if (choice === 'custom') return { kind: 'custom', reading: null, percent: values.discountPercent ?? null };
  return { kind: 'group', reading: choice.slice('group:'.length), percent: null };
}

/** The form's values as the API's QuoteInput. */
export function toQuoteInput(values: QuoteFormValues, origin: QuoteFormOrigin = {}): QuoteInputValue {
  return {
    customerEmail: (values.customerEmail ?? '').trim(),
    contactId: origin.contactId ?? null,
    groupId: origin.groupId ?? null,
    lines: (values.lines ?? []).map((line) => ({
      productId: line.productId ?? 0,
      description: text(line.description),
      size: text(line.size),
      color: text(line.color),
      quantity: line.quantity ?? 0,
      unitPrice: toPriceString(line.unitPrice),
      designId: line.designId ?? null,
      printName: text(line.printName),
    })),
    discount: toDiscount(values),
    code: text(values.code)?.toUpperCase() ?? null,
    validUntil: toValidUntilIso(values.validUntil),
    customerNote: text(values.customerNote),
  };
}

/** A quote's discount as the form's 'Rabatt' choice. */
export function toDiscountChoice(
  discount: QuoteDiscountValue,
): Pick<QuoteFormValues, 'discountChoice' | 'discountPercent'> {
  if (discount.kind === 'none') return { discountChoice: 'none', discountPercent: null };
  if (discount.kind === 'custom') return { discountChoice: 'custom', discountPercent: discount.percent ?? null };
  const reading = discount.reading === 'groupDiscountsPage' ? 'groupDiscountsPage' : 'terms';
  return { discountChoice: `group:${reading}`, discountPercent: null };
}

/** 'YYYY-MM-DD' of an ISO instant in Oslo (the day 'Gyldig til' shows). */
export function toDateInOslo(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return osloDateInputValue(date);
}

interface QuoteLike {
  customerEmail: string;
  lines: readonly {
    productId?: number | null;
    description?: string | null;
    size?: string | null;
    color?: string | null;
    quantity: number;
    unitPrice?: string | null;
    designId?: number | null;
    printName?: string | null;
  }[];
  discount?: QuoteDiscountValue | null;
  couponCode?: string | null;
  validUntil?: string | null;
  customerNote?: string | null;
}

/** A saved draft, or a prefill from a contact message or a group, as the form's starting values. */
export function toFormValues(quote: QuoteLike): QuoteFormValues {
  return {
    customerEmail: quote.customerEmail,
    lines: quote.lines.map((line) => ({
      productId: line.productId ?? null,
      description: line.description ?? null,
      size: line.size ?? null,
      color: line.color ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice ? Number(line.unitPrice) : null,
      designId: line.designId ?? null,
      printName: line.printName ?? null,
    })),
    ...toDiscountChoice(quote.discount ?? { kind: 'group', reading: 'terms' }),
    code: quote.couponCode ?? null,
    validUntil: toDateInOslo(quote.validUntil),
    customerNote: quote.customerNote ?? null,
  };
}

/** An empty line: one piece, the rest to fill in. */
export const EMPTY_LINE: QuoteLineValues = { quantity: 1 };

/** A form field's name path in antd (`['lines', 0, 'quantity']`). */
export type FieldPath = (string | number)[];

/**
 * A field path of the API or the validators (`lines.0.quantity`, `discount.percent`) as the form's field, or null
 * for a path the form has no field for (shown as a message above the form).
 */
export function toFormField(path: string): FieldPath | null {
  const parts = path.split('.');
  const [head, ...rest] = parts;
  switch (head) {
    case 'customerEmail':
    case 'code':
    case 'validUntil':
    case 'customerNote':
      return [head];
    case 'discount':
      return rest[0] === 'percent' ? ['discountPercent'] : ['discountChoice'];
    case 'lines': {
      if (rest.length === 0) return ['lines'];
      const index = Number(rest[0]);
      if (!Number.isInteger(index)) return ['lines'];
      const field = rest[1] === 'colour' ? 'color' : rest[1];
      const known = ['productId', 'description', 'size', 'color', 'quantity', 'unitPrice', 'designId', 'printName'];
      return field && known.includes(field) ? ['lines', index, field] : ['lines'];
    }
    default:
      return null;
  }
}

export interface FormFieldErrors {
  /** Each field with its message, for `form.setFields`. */
  fields: { name: FieldPath; errors: string[] }[];
  /** Messages with no field of their own ('Legg til minst én linje'). */
  general: string[];
}

/** Field errors (`{ 'lines.0.quantity': 'Antall må …' }`) as form fields and general messages. */
export function toFormFieldErrors(fieldErrors: Readonly<Record<string, string>>): FormFieldErrors {
  const byField = new Map<string, { name: FieldPath; errors: string[] }>();
  const general: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const name = toFormField(path);
    if (!name || (name.length === 1 && name[0] === 'lines')) {
      if (!general.includes(message)) general.push(message);
      continue;
    }
    const key = name.join('.');
    const entry = byField.get(key);
    if (entry) {
      if (!entry.errors.includes(message)) entry.errors.push(message);
    } else byField.set(key, { name, errors: [message] });
  }
  return { fields: [...byField.values()], general };
}

/**
 * Checks the form with the same validators the API uses (schema's quoteFormInput, same Norwegian messages);
 * returns the field errors by API path, empty when the form is fine.
 */
export function validateQuoteForm(values: QuoteFormValues, origin: QuoteFormOrigin = {}): Record<string, string> {
  const input = toQuoteInput(values, origin);
  const result = quoteFormInput.safeParse({
    ...input,
    // The validators know the colour as `colour`; the API's input calls it `color`.
    lines: input.lines.map(({ color, productId, unitPrice, ...line }) => ({
      ...line,
      productId: productId === 0 ? undefined : productId,
      // An empty price is missing, not 0 kr.
      unitPrice: unitPrice === '' ? undefined : unitPrice,
      colour: color,
    })),
    discount: {
      ...input.discount,
      reading: input.discount.reading ?? undefined,
      percent: input.discount.percent ?? undefined,
    },
    validUntil: values.validUntil ?? null,
  });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || 'form';
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * Whether the form is complete enough to ask the server for the totals: everything the totals read is valid
 * (a missing e-mail or note does not change them).
 */
export function canPreviewTotals(errors: Readonly<Record<string, string>>): boolean {
  return Object.keys(errors).every((path) => path === 'customerEmail' || path === 'customerNote');
}
