import { z } from 'zod';
import { isoDateTime } from '../../common/openapi.js';

/** GET /api/customer/addresses/:email (GraphQL `CustomerAddress`). */
export const CustomerAddressAnswer = z
  .object({
    id: z.number().int(),
    type: z.string().describe('shipping or billing.'),
    name: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
    phone: z.string().nullable(),
    isDefault: z.boolean(),
    createdAt: isoDateTime(),
  })
  .meta({ id: 'CustomerAddress' });
