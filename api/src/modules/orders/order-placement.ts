import type { EntityManager } from '@mikro-orm/postgresql';
import { osloYear } from '@russ/schema/common/dates';
import { formatNok } from '@russ/schema/common/money';
import { formatOrderNumber, orderNumberPrefix } from '@russ/schema/orders/order-number';
import { OrderItem } from './order-item.entity.js';
import { Order } from './order.entity.js';

/**
 * Creating an order (admin §2: accepting a quote creates the order). Call inside the caller's transaction: the
 * order number is allocated under a transaction-scoped advisory lock, so two orders placed at the same moment
 * never get the same number, and a rolled-back placement leaves no order.
 */

export interface PlacedOrderLine {
  productId: number;
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  /** Kroner incl. MVA, '499.00'. */
  unitPrice: string;
  designId: number | null;
  printName: string | null;
}

export interface PlaceOrderInput {
  memberEmail: string;
  lines: readonly PlacedOrderLine[];
  /** Kroner incl. MVA, '1299.00'. */
  totalAmount: string;
  quoteId?: number | null;
  groupId?: number | null;
  /** The discount and shipping as text for the order's notes ('Grupperabatt 10 % (vilkår): -150 kr. Fri frakt.'). */
  discount?: { label: string; amount: number } | null;
  shipping: number;
  notes?: string | null;
}

/** The next free order number of the year (Oslo time): 'RK-2026-0001', … Takes the lock; call in a transaction. */
export async function allocateOrderNumber(tx: EntityManager, now: Date = new Date()): Promise<string> {
  const year = osloYear(now);
  const prefix = orderNumberPrefix(year);
  const connection = tx.getConnection();
  const ctx = tx.getTransactionContext();
  await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [`order-number:${year}`], 'all', ctx);
  const rows: Array<{ max: number | null }> = await connection.execute(
    `select max(substring(order_number from ?)::int) as max from orders where order_number ~ ?`,
    [prefix.length + 1, `^${prefix}[0-9]+$`],
    'all',
    ctx,
  );
  return formatOrderNumber(year, Number(rows[0]?.max ?? 0) + 1);
}

/** What an order line stores, in the order of the JSON `items` summary and of its order_items row. */
const orderLineFields = (line: PlaceOrderInput['lines'][number]) => ({
  productId: line.productId,
  name: line.name,
  size: line.size,
  color: line.color,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  designId: line.designId,
  printName: line.printName,
});

/** Places a pending order with its lines (order_items rows and the JSON `items` summary). */
export async function placeOrder(tx: EntityManager, input: PlaceOrderInput, now: Date = new Date()): Promise<Order> {
  const orderNumber = await allocateOrderNumber(tx, now);
  const notes = [
    input.notes,
    input.discount && input.discount.amount > 0
      ? `${input.discount.label}: -${formatNok(input.discount.amount)}.`
      : null,
    input.shipping > 0 ? `Frakt ${formatNok(input.shipping)}.` : 'Fri frakt.',
  ]
    .filter(Boolean)
    .join(' ');
  const order = tx.create(Order, {
    memberEmail: input.memberEmail,
    orderNumber,
    status: 'pending',
    totalAmount: input.totalAmount,
    items: JSON.stringify(input.lines.map(orderLineFields)),
    notes,
    quoteId: input.quoteId ?? null,
    groupId: input.groupId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  for (const line of input.lines) {
    tx.create(OrderItem, { order, ...orderLineFields(line), createdAt: now });
  }
  await tx.flush();
  return order;
}
