import { z } from 'zod';
import { isoDateTime } from '../../common/openapi.js';

const CustomerOrderItemAnswer = z
  .object({
    id: z.number().int().nullable().describe('null for a line kept only in the order summary text.'),
    productId: z.number().int().nullable(),
    name: z.string(),
    variant: z.string().nullable(),
    size: z.string().nullable(),
    color: z.string().nullable(),
    quantity: z.number().int(),
    unitPrice: z.string().nullable(),
    designId: z.number().int().nullable(),
    designName: z.string().nullable(),
    notes: z.string().nullable(),
    isCustom: z.boolean(),
  })
  .meta({ id: 'CustomerOrderItem' });

const CustomerShipmentAnswer = z
  .object({
    id: z.number().int(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    status: z.string().describe('preparing, shipped, in_transit or delivered.'),
    shippedAt: isoDateTime().nullable(),
    deliveredAt: isoDateTime().nullable(),
    estimatedDelivery: isoDateTime().nullable(),
    createdAt: isoDateTime(),
  })
  .meta({ id: 'CustomerShipment' });

/** GET /api/customer/orders/:email (GraphQL `CustomerOrder`). */
export const CustomerOrderAnswer = z
  .object({
    id: z.number().int(),
    orderNumber: z.string(),
    status: z.string().describe('pending, processing, shipped, delivered, paid, overdue or cancelled.'),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
    totalAmount: z.string().describe('Kroner, two decimals.'),
    currency: z.string(),
    shippingAddress: z.string().nullable(),
    notes: z.string().nullable(),
    cancelReason: z.string().nullable(),
    items: z.array(CustomerOrderItemAnswer),
    itemCount: z.number().int(),
    shipments: z.array(CustomerShipmentAnswer).describe('Newest first.'),
  })
  .meta({ id: 'CustomerOrder' });
