import { z } from 'zod';
import { decimalField } from '../common/field.validators.js';
import { RETURN_LIMITS, RETURN_MESSAGES, RETURN_REASONS } from './return-reasons.js';
import { RETURN_REJECT_REASON_LIMITS, RETURN_STAFF_MESSAGES as S } from './return-rules.js';

export {
  DEFECT_RETURN_REASON,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  RETURN_REASONS,
  returnReasonsFor,
  type ReturnReason,
} from './return-reasons.js';
export { RETURN_STAFF_MESSAGES } from './return-rules.js';

/**
 * Return requests from the customer dashboard (orders tab, 'Returner'). The customer picks lines of a delivered
 * order, a reason and may describe the problem. Rules that need the database (the order is delivered and theirs,
 * a line is not already being returned) live in the api's order service.
 */

const rowId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

/** A return request (the requestReturn mutation). Duplicate line ids count once. */
export const returnRequestInput = z.object({
  orderId: rowId(RETURN_MESSAGES.order),
  orderItemIds: z
    .array(rowId(RETURN_MESSAGES.items), { error: RETURN_MESSAGES.items })
    .min(1, { error: RETURN_MESSAGES.items })
    .max(RETURN_LIMITS.items, { error: RETURN_MESSAGES.tooManyItems })
    .transform((ids) => [...new Set(ids)]),
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
  description: z
    .string({ error: RETURN_MESSAGES.description })
    .trim()
    .max(RETURN_LIMITS.description, { error: RETURN_MESSAGES.description })
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type ReturnRequestInput = z.input<typeof returnRequestInput>;
export type ReturnRequestData = z.output<typeof returnRequestInput>;

/**
 * `Godkjenn` ('Refusjonsbeløp'): an amount ≥ 0 with at most two decimals; accepts '249,50'. That it is at most
 * the item's price needs the line, so the service checks it with `checkRefundAmount`.
 */
export const approveReturnInput = z.object({
  refundAmount: decimalField({ min: 0, max: Number.MAX_SAFE_INTEGER / 100 }, S.refundAmount, S.refundNegative),
});

/** `Avvis` ('Begrunnelse', required: the customer's mail states it). */
export const rejectReturnInput = z.object({
  reason: z
    .string({ error: S.rejectReason })
    .trim()
    .min(RETURN_REJECT_REASON_LIMITS.min, { error: S.rejectReason })
    .max(RETURN_REJECT_REASON_LIMITS.max, { error: S.rejectReasonTooLong }),
});

export type ApproveReturnInput = z.input<typeof approveReturnInput>;
export type ApproveReturnData = z.output<typeof approveReturnInput>;
export type RejectReturnInput = z.input<typeof rejectReturnInput>;
