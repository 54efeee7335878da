import { z } from 'zod';
import { decimalField, optionalText, requiredText } from '../common/field.validators.js';
import {
  COUPON_CODE_PATTERN,
  COUPON_LIMITS,
  COUPON_MESSAGES as M,
  COUPON_TYPES,
  normaliseCouponCode,
} from './coupons.js';
import { startOfDayInOslo } from '../common/dates.js';
import { parseDeadline } from '../groups/group-rules.js';

export { COUPON_LIMITS, COUPON_MESSAGES } from './coupons.js';

/**
 * The staff coupon form (admin §10, 'Ny kupong'): code, title, type, value, minimum order, maximum uses, valid
 * from and until, active. That the code is unused is the API's check (unique column).
 */

/** A day ('YYYY-MM-DD', Oslo) or an ISO date-time; `edge` says which end of a picked day counts. */
const couponDate = (edge: 'start' | 'end', message: string) =>
  z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    const parsed =
      edge === 'start' && typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text)
        ? startOfDayInOslo(text)
        : parseDeadline(text);
    if (parsed instanceof Date) return parsed;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const couponFormInput = z
  .object({
    code: z
      .string({ error: M.code })
      .transform(normaliseCouponCode)
      .refine((value) => COUPON_CODE_PATTERN.test(value), { error: M.code }),
    title: requiredText(COUPON_LIMITS.title, M.title, M.titleTooLong),
    description: optionalText(COUPON_LIMITS.description, M.descriptionTooLong),
    type: z.enum(COUPON_TYPES, { error: M.type }),
    /** Checked against the type below: 1–100 % or 1–100 000 kr. */
    value: decimalField({ min: 0, max: Number.MAX_SAFE_INTEGER / 100 }, M.value),
    minOrderAmount: decimalField({ min: 0, max: COUPON_LIMITS.amount }, M.minOrderAmount)
      .nullish()
      .transform((value) => value ?? null),
    maxUses: z.coerce
      .number({ error: M.maxUses })
      .int({ error: M.maxUses })
      .min(1, { error: M.maxUses })
      .max(COUPON_LIMITS.maxUses, { error: M.maxUses })
      .nullish()
      .transform((value) => value ?? null),
    validFrom: couponDate('start', M.validFrom)
      .optional()
      .transform((value) => value ?? null),
    validUntil: couponDate('end', M.validUntil),
    isActive: z.boolean().default(true),
  })
  .superRefine((coupon, ctx) => {
    const percent = coupon.type === 'percentage';
    if (coupon.value < 1 || coupon.value > (percent ? 100 : COUPON_LIMITS.amount)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: percent ? M.percentValue : M.fixedValue });
    }
    if (coupon.validFrom && coupon.validUntil.getTime() <= coupon.validFrom.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: M.validUntilBeforeFrom });
    }
  });

export type CouponFormInput = z.input<typeof couponFormInput>;

/** The coupon form's fields: the console places field errors on them, the api audits changes to them. */
export const COUPON_FORM_FIELDS = Object.keys(couponFormInput.shape) as ReadonlyArray<keyof CouponFormInput>;
export type CouponFormData = z.output<typeof couponFormInput>;

/** `Tildel medlemmer`: the members' e-mails (lower-cased, each once). Whether they are members is the API's check. */
export const couponAssignInput = z.object({
  emails: z
    .array(
      z
        .string({ error: M.memberEmail })
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: M.memberEmail })),
      {
        error: M.members,
      },
    )
    .min(1, { error: M.members })
    .max(COUPON_LIMITS.assignMembers, { error: M.tooManyMembers })
    .transform((emails) => [...new Set(emails)]),
});

export type CouponAssignInput = z.input<typeof couponAssignInput>;
