import { z } from 'zod';
import { parseDeadline } from '../groups/group-rules.js';
import { CARRIERS, checkTrackingNumber, SHIPMENT_MESSAGES as M } from './carriers.js';

export { SHIPMENT_MESSAGES } from './carriers.js';

/** 'Registrer forsendelse': 'Transportør', 'Sporingsnummer', 'Forventet levering' (optional day, Oslo). */
export const registerShipmentInput = z.object({
  carrier: z.enum(CARRIERS, { error: M.carrier }),
  trackingNumber: z.string({ error: M.trackingNumber }).transform((value, ctx) => {
    const checked = checkTrackingNumber(value);
    if (checked.ok) return checked.trackingNumber;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  }),
  estimatedDelivery: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseDeadline(value);
      if (parsed !== undefined) return parsed;
      ctx.addIssue({ code: 'custom', message: M.estimatedDelivery });
      return z.NEVER;
    }),
});

export type RegisterShipmentInput = z.input<typeof registerShipmentInput>;
export type RegisterShipmentData = z.output<typeof registerShipmentInput>;
