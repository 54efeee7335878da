import { QUOTE_MESSAGES } from '@russ/schema/quotes/quote-rules';
import { describe, expect, it } from 'vitest';
import {
  canPreviewTotals,
  DISCOUNT_CHOICES,
  toDateInOslo,
  toDiscountChoice,
  toFormField,
  toFormFieldErrors,
  toFormValues,
  toQuoteInput,
  validateQuoteForm,
  type QuoteFormValues,
} from './quote-form-values';

const filled: QuoteFormValues = {
  customerEmail: '  Kari@Example.no ',
  lines: [
    {
      productId: 3,
      description: ' Russebukse ',
      size: 'M',
      color: '',
      quantity: 12,
      unitPrice: 499,
      designId: 7,
      printName: ' KARI ',
    },
    { productId: 4, quantity: 1, unitPrice: '149,5' },
  ],
  discountChoice: 'group:groupDiscountsPage',
  code: ' russ25 ',
  validUntil: '2026-12-24',
  customerNote: '',
};

describe('toQuoteInput', () => {
  it('maps the form to the API input: trimmed texts, prices as decimals, the reading, the code upper-cased', () => {
    expect(toQuoteInput(filled, { contactId: 9 })).toEqual({
      customerEmail: 'Kari@Example.no',
      contactId: 9,
      groupId: null,
      lines: [
        {
          productId: 3,
          description: 'Russebukse',
          size: 'M',
          color: null,
          quantity: 12,
          unitPrice: '499.00',
          designId: 7,
          printName: 'KARI',
        },
        {
          productId: 4,
          description: null,
          size: null,
          color: null,
          quantity: 1,
          unitPrice: '149.50',
          designId: null,
          printName: null,
        },
      ],
      discount: { kind: 'group', reading: 'groupDiscountsPage', percent: null },
      code: 'RUSS25',
      // End of 24 December in Oslo (UTC+1).
      validUntil: '2026-12-24T22:59:59.999Z',
      customerNote: null,
    });
  });

  it('maps each discount choice', () => {
    expect(toQuoteInput({ discountChoice: 'none' }).discount).toEqual({ kind: 'none', reading: null, percent: null });
    expect(toQuoteInput({ discountChoice: 'custom', discountPercent: 12.5 }).discount).toEqual({
      kind: 'custom',
      reading: null,
      percent: 12.5,
    });
    expect(toQuoteInput({ discountChoice: 'group:terms' }).discount).toEqual({
      kind: 'group',
      reading: 'terms',
      percent: null,
    });
    // The terms reading is the default.
    expect(toQuoteInput({}).discount.reading).toBe('terms');
    expect(toQuoteInput({}, { groupId: 5 }).groupId).toBe(5);
  });

  it('leaves an empty date out (30 days from sending applies)', () => {
    expect(toQuoteInput({ validUntil: null }).validUntil).toBeNull();
    expect(toQuoteInput({ validUntil: '' }).validUntil).toBeNull();
  });
});

describe('toFormValues', () => {
  it('reads a saved draft back into the form, discount and date included', () => {
    const values = toFormValues({
      customerEmail: 'kari@example.no',
      lines: [{ productId: 3, description: 'Hettegenser', quantity: 2, unitPrice: '449.00', color: 'Rød' }],
      discount: { kind: 'custom', reading: null, percent: 7 },
      couponCode: 'RUSS25',
      validUntil: '2026-12-24T22:59:59.999Z',
      customerNote: null,
    });
    expect(values).toEqual({
      customerEmail: 'kari@example.no',
      lines: [
        {
          productId: 3,
          description: 'Hettegenser',
          size: null,
          color: 'Rød',
          quantity: 2,
          unitPrice: 449,
          designId: null,
          printName: null,
        },
      ],
      discountChoice: 'custom',
      discountPercent: 7,
      code: 'RUSS25',
      validUntil: '2026-12-24',
      customerNote: null,
    });
  });

  it('starts a prefill without a discount on the terms reading', () => {
    expect(toFormValues({ customerEmail: 'a@b.no', lines: [] }).discountChoice).toBe('group:terms');
    expect(toDiscountChoice({ kind: 'group', reading: 'groupDiscountsPage' }).discountChoice).toBe(
      'group:groupDiscountsPage',
    );
    expect(toDiscountChoice({ kind: 'none' }).discountChoice).toBe('none');
    expect(toDateInOslo(null)).toBeNull();
  });

  it('names the reading of each group discount choice', () => {
    expect(DISCOUNT_CHOICES.map((choice) => choice.label)).toEqual([
      'Grupperabatt etter vilkår (10 % / 15 % / 25 %)',
      'Grupperabatt etter tjenestesiden (5 % / 10 % / 15 %)',
      'Egen prosentsats',
      'Ingen rabatt',
    ]);
  });
});

describe('field errors', () => {
  it('maps API paths to the form fields', () => {
    expect(toFormField('lines.2.quantity')).toEqual(['lines', 2, 'quantity']);
    expect(toFormField('lines.0.colour')).toEqual(['lines', 0, 'color']);
    expect(toFormField('lines.0.productId')).toEqual(['lines', 0, 'productId']);
    expect(toFormField('discount.percent')).toEqual(['discountPercent']);
    expect(toFormField('discount.reading')).toEqual(['discountChoice']);
    expect(toFormField('discount')).toEqual(['discountChoice']);
    expect(toFormField('customerEmail')).toEqual(['customerEmail']);
    expect(toFormField('lines')).toEqual(['lines']);
    expect(toFormField('contactId')).toBeNull();
  });

  it('splits field errors into fields and general messages', () => {
    expect(
      toFormFieldErrors({
        'lines.0.quantity': QUOTE_MESSAGES.quantity,
        lines: QUOTE_MESSAGES.linesRequired,
        contactId: 'Henvendelsen finnes ikke',
      }),
    ).toEqual({
      fields: [{ name: ['lines', 0, 'quantity'], errors: [QUOTE_MESSAGES.quantity] }],
      general: [QUOTE_MESSAGES.linesRequired, 'Henvendelsen finnes ikke'],
    });
  });
});

describe('validateQuoteForm', () => {
  it('accepts a complete form', () => {
    const errors = validateQuoteForm({ ...filled, validUntil: null });
    expect(errors).toEqual({});
    expect(canPreviewTotals(errors)).toBe(true);
  });

  it('gives the validators’ Norwegian messages by API path', () => {
    const errors = validateQuoteForm({
      customerEmail: 'ikke-en-adresse',
      lines: [{ quantity: 0, unitPrice: null, color: 'x'.repeat(40) }],
      discountChoice: 'custom',
      discountPercent: 120,
      code: 'ab',
      validUntil: '2001-01-01',
    });
    expect(errors).toEqual({
      customerEmail: QUOTE_MESSAGES.customerEmail,
      'lines.0.productId': QUOTE_MESSAGES.product,
      'lines.0.colour': QUOTE_MESSAGES.colourTooLong,
      'lines.0.quantity': QUOTE_MESSAGES.quantity,
      'lines.0.unitPrice': QUOTE_MESSAGES.unitPrice,
      'discount.percent': QUOTE_MESSAGES.discountPercent,
      code: QUOTE_MESSAGES.code,
      validUntil: QUOTE_MESSAGES.validUntilPast,
    });
    expect(canPreviewTotals(errors)).toBe(false);
  });

  it('asks for a line, and previews without the e-mail', () => {
    expect(validateQuoteForm({ customerEmail: 'kari@example.no', lines: [] })).toEqual({
      lines: QUOTE_MESSAGES.linesRequired,
    });
    expect(canPreviewTotals(validateQuoteForm({ ...filled, customerEmail: '' }))).toBe(true);
  });
});
