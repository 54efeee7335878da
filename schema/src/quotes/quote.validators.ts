import { z } from 'zod';
import { decimalField, optionalText, emailField } from '../common/field.validators.js';
import { COUPON_CODE_PATTERN, normaliseCouponCode } from '../coupons/coupons.js';
import { GROUP_DISCOUNT_READINGS, type DiscountReadingName } from '../catalog/discounts.js';
import { parseDeadline } from '../groups/group-rules.js';
import { QUOTE_LIMITS, QUOTE_MESSAGES as M } from './quote-rules.js';
import { DAY_MS, QUOTE_MAX_VALIDITY_DAYS } from './quote-status.js';

export { QUOTE_LIMITS, QUOTE_MESSAGES } from './quote-rules.js';

/**
 * The staff quote form (admin §2, §16: 'Kunde (e-post)', lines, 'Rabatt', 'Rabattkode', 'Gyldig til'). Rules that
 * need the database (the product exists, the design is the customer's, the code is a usable coupon) live in the
 * api's quote service; totals come from `quoteTotals`.
 */

const rowId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

const decimal = (min: number, max: number, message: string) => decimalField({ min, max }, message);

/** One quote line. */
export const quoteLineInput = z.object({
  productId: rowId(M.product),
  description: optionalText(QUOTE_LIMITS.description, M.descriptionTooLong),
  size: optionalText(QUOTE_LIMITS.size, M.sizeTooLong),
  colour: optionalText(QUOTE_LIMITS.colour, M.colourTooLong),
  quantity: z.coerce
    .number({ error: M.quantity })
    .int({ error: M.quantity })
    .min(1, { error: M.quantity })
    .max(QUOTE_LIMITS.quantity, { error: M.quantity }),
  unitPrice: decimal(0, QUOTE_LIMITS.unitPrice, M.unitPrice),
  designId: rowId(M.design)
    .nullish()
    .transform((value) => value ?? null),
  printName: optionalText(QUOTE_LIMITS.printName, M.printNameTooLong),
});

const readings = Object.keys(GROUP_DISCOUNT_READINGS) as [DiscountReadingName, ...DiscountReadingName[]];

/** 'Rabatt': none, the group discount under a reading, or a percentage staff choose. */
export const quoteDiscountInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('group'), reading: z.enum(readings, { error: M.discountReading }) }),
    z.object({ kind: z.literal('custom'), percent: decimal(0, 100, M.discountPercent) }),
  ],
  { error: M.discount },
);

/** 'Rabattkode': empty → null; otherwise upper-cased and 3–32 of A–Z and 0–9. */
export const quoteCodeInput = z
  .string({ error: M.code })
  .nullish()
  .transform((value) => (value ? normaliseCouponCode(value) : ''))
  .refine((value) => value === '' || COUPON_CODE_PATTERN.test(value), { error: M.code })
  .transform((value) => (value === '' ? null : value));

/**
 * 'Gyldig til': 'YYYY-MM-DD' (end of that day in Oslo) or an ISO date-time, in the future and at most a year
 * ahead; empty → null (the default 30 days from sending applies). "Now" is the time of parsing.
 */
export const quoteValidUntilInput = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const parsed = parseDeadline(value);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (parsed === undefined) return fail(M.validUntil);
    if (parsed === null) return null;
    const now = Date.now();
    if (parsed.getTime() <= now) return fail(M.validUntilPast);
    if (parsed.getTime() > now + QUOTE_MAX_VALIDITY_DAYS * DAY_MS) return fail(M.validUntilTooFar);
    return parsed;
  });

/** A draft quote as 'Lagre' sends it (create and update). */
export const quoteFormInput = z.object({
  customerEmail: emailField(M.customerEmail),
  groupId: rowId(M.group)
    .nullish()
    .transform((value) => value ?? null),
  contactId: rowId(M.contact)
    .nullish()
    .transform((value) => value ?? null),
  customerNote: optionalText(QUOTE_LIMITS.customerNote, M.customerNoteTooLong),
  lines: z
    .array(quoteLineInput, { error: M.linesRequired })
    .min(1, { error: M.linesRequired })
    .max(QUOTE_LIMITS.lines, { error: M.linesTooMany }),
  discount: quoteDiscountInput,
  code: quoteCodeInput,
  validUntil: quoteValidUntilInput,
});

/** The customer's optional reason for `Avslå`. */
export const quoteDeclineInput = z.object({ reason: optionalText(1000, M.declineReasonTooLong) });

export type QuoteLineInput = z.input<typeof quoteLineInput>;
export type QuoteLineData = z.output<typeof quoteLineInput>;
export type QuoteFormInput = z.input<typeof quoteFormInput>;
export type QuoteFormData = z.output<typeof quoteFormInput>;
