import { z } from 'zod';
import { isoDateTime } from '../../common/openapi.js';

/** GET /api/customer/returns/:email (GraphQL `CustomerReturn`). */
export const CustomerReturnAnswer = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    orderItemId: z.number().int().nullable(),
    reason: z.string(),
    description: z.string().nullable(),
    status: z.string(),
    refundAmount: z.string().nullable(),
    requestedAt: isoDateTime(),
    processedAt: isoDateTime().nullable(),
  })
  .meta({ id: 'CustomerReturn' });
