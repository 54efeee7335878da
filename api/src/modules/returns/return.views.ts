import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { OrderReturn } from './return.entity.js';

export interface ReturnView {
  id: number;
  orderId: number;
  orderNumber: string;
  orderItemId: number | null;
  reason: string;
  description: string | null;
  status: string;
  refundAmount: string | null;
  requestedAt: Date;
  processedAt: Date | null;
}

export function toReturnView(row: OrderReturn, orderNumber: string): ReturnView {
  return {
    id: row.id,
    orderId: row.order.id,
    orderNumber,
    orderItemId: row.orderItem?.id ?? null,
    reason: row.reason,
    description: row.description ?? null,
    status: row.status,
    refundAmount: row.refundAmount ?? null,
    requestedAt: row.requestedAt,
    processedAt: row.processedAt ?? null,
  };
}

/** Returns on the customer's orders, newest first. One query (join). */
export async function listCustomerReturns(em: EntityManager, email: string): Promise<ReturnView[]> {
  const rows = await em.find(
    OrderReturn,
    { order: { memberEmail: normalizeEmail(email) } },
    { populate: ['order'], orderBy: { requestedAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => toReturnView(row, row.order.getEntity().orderNumber));
}
