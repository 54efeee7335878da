import { z } from 'zod';
import { requiredText } from '../common/field.validators.js';
import { PAYMENT_MESSAGES } from './payment-status.js';

/** `Ignorer` on a payment waiting as 'Ikke koblet' (admin §17): 'Begrunnelse' is required. */
export const ignorePaymentInput = z.object({
  reason: requiredText(500, PAYMENT_MESSAGES.reason, PAYMENT_MESSAGES.reason),
});

export type IgnorePaymentInput = z.input<typeof ignorePaymentInput>;
