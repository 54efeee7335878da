import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { OrderReturn } from './return.entity.js';
import type { CustomerReturn } from './return.types.js';
import { pickFields } from '../../common/pick-fields.js';

export function toReturnView(row: OrderReturn, orderNumber: string): CustomerReturn {
  return {
    id: row.id,
    orderId: row.order.id,
    orderNumber,
    orderItemId: row.orderItem?.id ?? null,
    ...pickFields(row, ['reason', 'description', 'status', 'refundAmount', 'requestedAt', 'processedAt']),
  };
}

/** Returns on the customer's orders, newest first. One query (join). */
export async function listCustomerReturns(em: EntityManager, email: string): Promise<CustomerReturn[]> {
  const rows = await em.find(
    OrderReturn,
    { order: { memberEmail: normalizeEmail(email) } },
    { populate: ['order'], orderBy: { requestedAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => toReturnView(row, row.order.getEntity().orderNumber));
}
