import { z } from 'zod';
import { RETURN_LIMITS, RETURN_MESSAGES, RETURN_REASONS } from './return-reasons.js';

export { RETURN_LIMITS, RETURN_MESSAGES, RETURN_REASONS, type ReturnReason } from './return-reasons.js';

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
