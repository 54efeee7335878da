import { z } from 'zod';
import { isoDateTime } from '../../common/openapi.js';

/** GET /api/customer/coupons/:email (GraphQL `CustomerCoupon`). */
export const CustomerCouponAnswer = z
  .object({
    id: z.number().int(),
    couponId: z.number().int(),
    code: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    type: z.string().describe('percentage or fixed.'),
    value: z.string(),
    minOrderAmount: z.string().nullable(),
    validFrom: isoDateTime(),
    validUntil: isoDateTime(),
    isActive: z.boolean(),
    isUsed: z.boolean(),
    usedAt: isoDateTime().nullable(),
    orderId: z.number().int().nullable(),
    assignedAt: isoDateTime(),
  })
  .meta({ id: 'CustomerCoupon' });
