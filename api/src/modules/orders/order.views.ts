import type { EntityManager } from '@mikro-orm/postgresql';
import { carrierLabel } from '@russ/schema/shipments/carriers';
import { isCustomOrderLine } from '@russ/schema/returns/return-reasons';
import { normalizeEmail } from '../../common/access.js';
import { nullableInt, nullableText, parseJsonList, positiveQuantity } from '../../common/json-list.js';
import { designSummaries } from '../designs/design.views.js';
import { OrderItem } from './order-item.entity.js';
import { Order } from './order.entity.js';
import { Shipment } from './shipment.entity.js';
import type { CustomerOrderItem, CustomerShipment, CustomerOrder } from './order.types.js';
import { pickFields } from '../../common/pick-fields.js';

/**
 * How orders read for their customer (the dashboard's orders tab, the REST `/api/customer/orders/:email`, the
 * export). Callers check access first. A fixed number of queries whatever the number of rows.
 */

function orderItemFromJson(line: Record<string, unknown>): CustomerOrderItem {
  const price = line.unitPrice ?? line.price;
  return {
    id: null,
    productId: nullableInt(line.productId),
    name: nullableText(line.name) ?? nullableText(line.productName) ?? 'Produkt',
    variant: nullableText(line.variant),
    size: nullableText(line.size),
    color: nullableText(line.color),
    quantity: positiveQuantity(line.quantity),
    unitPrice: typeof price === 'number' ? price.toFixed(2) : nullableText(price),
    designId: nullableInt(line.designId),
    designName: null,
    notes: nullableText(line.notes),
    isCustom: isCustomOrderLine({ designId: nullableInt(line.designId), printName: nullableText(line.printName) }),
  };
}

/** The lines kept only in an order's JSON `items` text (orders without order_items rows). */
export function orderLinesFromJson(items: string | null | undefined): CustomerOrderItem[] {
  return parseJsonList(items).map(orderItemFromJson);
}

/** Names of the designs order lines point at, in one query (none when no line has a design). */
export async function findDesignNames(em: EntityManager, rows: OrderItem[]): Promise<Map<number, string>> {
  const designs = await designSummaries(
    em,
    rows.flatMap((row) => (row.designId == null ? [] : [row.designId])),
  );
  return new Map([...designs].map(([id, design]) => [id, design.name]));
}

/** What a line's view reads of an order_items row (an entity, or a row read in plain SQL). */
export type OrderItemRow = Pick<
  OrderItem,
  | 'id'
  | 'productId'
  | 'name'
  | 'variant'
  | 'size'
  | 'color'
  | 'quantity'
  | 'unitPrice'
  | 'designId'
  | 'notes'
  | 'printName'
>;

export function toOrderItemView(row: OrderItemRow, designNames: Map<number, string>): CustomerOrderItem {
  return {
    id: row.id,
    productId: row.productId ?? null,
    name: row.name,
    variant: row.variant ?? null,
    size: row.size ?? null,
    color: row.color ?? null,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    designId: row.designId ?? null,
    designName: row.designId == null ? null : (designNames.get(row.designId) ?? null),
    notes: row.notes ?? null,
    isCustom: isCustomOrderLine(row),
  };
}

/**
 * The customer's orders, newest first, each with its lines (the order_items rows, or for an order without rows
 * the lines in its JSON `items` text; with their design's name) and its shipments. Four queries.
 */
export async function listCustomerOrders(em: EntityManager, email: string): Promise<CustomerOrder[]> {
  const orders = await em.find(
    Order,
    { memberEmail: normalizeEmail(email) },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  if (orders.length === 0) return [];
  const orderIds = orders.map((o) => o.id);
  const [rows, shipments] = await Promise.all([
    em.find(OrderItem, { order: { $in: orderIds } }, { orderBy: { id: 'asc' } }),
    em.find(Shipment, { order: { $in: orderIds } }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
  ]);
  const designNames = await findDesignNames(em, rows);
  const shipmentsByOrder = new Map<number, CustomerShipment[]>();
  for (const shipment of shipments) {
    const list = shipmentsByOrder.get(shipment.order.id) ?? [];
    list.push({
      id: shipment.id,
      // Stored as the carrier's code (bring); the customer reads its name (Bring).
      carrier: shipment.carrier ? carrierLabel(shipment.carrier) : null,
      trackingNumber: shipment.trackingNumber ?? null,
      trackingUrl: shipment.trackingUrl ?? null,
      status: shipment.status,
      shippedAt: shipment.shippedAt ?? null,
      deliveredAt: shipment.deliveredAt ?? null,
      estimatedDelivery: shipment.estimatedDelivery ?? null,
      createdAt: shipment.createdAt,
    });
    shipmentsByOrder.set(shipment.order.id, list);
  }
  const itemsByOrder = new Map<number, CustomerOrderItem[]>();
  for (const row of rows) {
    const list = itemsByOrder.get(row.order.id) ?? [];
    list.push(toOrderItemView(row, designNames));
    itemsByOrder.set(row.order.id, list);
  }
  return orders.map((order) => {
    const items = itemsByOrder.get(order.id) ?? orderLinesFromJson(order.items);
    return {
      ...pickFields(order, ['id', 'orderNumber', 'status', 'createdAt', 'updatedAt', 'totalAmount', 'currency']),
      ...pickFields(order, ['shippingAddress', 'notes']),
      cancelReason: order.status === 'cancelled' ? (order.cancelReason ?? null) : null,
      items,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      shipments: shipmentsByOrder.get(order.id) ?? [],
    };
  });
}

/** The orders of a group (its staff page), newest first. One query. */
export async function ordersOfGroup(em: EntityManager, groupId: number): Promise<Order[]> {
  return em.find(Order, { groupId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** How many orders the customer has (under this e-mail). One query. */
export async function countCustomerOrders(em: EntityManager, email: string): Promise<number> {
  return em.count(Order, { memberEmail: email });
}
