import type { EntityManager } from '@mikro-orm/postgresql';
import { canRequestReturn } from '@russ/schema/domain/order-status';
import { JOBS } from '@russ/schema/jobs/jobs';
import { returnRequestInput } from '@russ/schema/orders/return.validators';
import type { Sessions } from '../../common/context.js';
import { isUniqueViolation, NotFoundError, UnauthorizedError, ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { toReturnView, type ReturnView } from '../customer/customer.service.js';
import { OrderReturn } from '../returns/return.entity.js';
import { OrderItem } from './order-item.entity.js';
import { Order } from './order.entity.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Fant ikke ordren';
export const RETURN_RULE_MESSAGES = {
  notDelivered: 'Retur kan bare meldes for leverte ordrer',
  notInOrder: 'Varen hører ikke til denne ordren',
  alreadyReturned: 'Returen for denne varen er allerede meldt',
} as const;

/**
 * Who may act on an order addressed by id: staff on any order, a customer only on their own. Another customer's
 * order answers exactly like a missing one (404), so order ids cannot be probed. 401 without any session.
 */
export async function findAccessibleOrder(em: EntityManager, sessions: Sessions, orderId: number): Promise<Order> {
  if (!sessions.customer && !sessions.staff) throw new UnauthorizedError();
  const order = await em.findOne(Order, { id: orderId });
  const own = order && sessions.customer?.email.toLowerCase() === order.memberEmail.toLowerCase();
  if (!order || !(own || sessions.staff)) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/**
 * Files a return for lines of a delivered order (customer-area §2, orders tab): one `returns` row per line,
 * status `requested`, the chosen reason and description, and a mail to the shop queued in the same
 * transaction. Refused with field messages when the order is not delivered, a line is not in the order, or a
 * line already has a return that was not rejected (also when two requests race: the unique index decides).
 * Staff may file on a customer's behalf.
 */
export async function requestReturn(em: EntityManager, sessions: Sessions, input: unknown): Promise<ReturnView[]> {
  if (!sessions.customer && !sessions.staff) throw new UnauthorizedError();
  const data = parseInput(returnRequestInput, input);
  const order = await findAccessibleOrder(em, sessions, data.orderId);
  if (!canRequestReturn(order.status)) throw new ValidationFailed({ orderId: RETURN_RULE_MESSAGES.notDelivered });

  const items = await em.find(OrderItem, { id: { $in: data.orderItemIds }, order: order.id });
  if (items.length !== data.orderItemIds.length) {
    throw new ValidationFailed({ orderItemIds: RETURN_RULE_MESSAGES.notInOrder });
  }
  const open = await em.count(OrderReturn, {
    orderItem: { $in: data.orderItemIds },
    status: { $ne: 'rejected' },
  });
  if (open > 0) throw new ValidationFailed({ orderItemIds: RETURN_RULE_MESSAGES.alreadyReturned });

  try {
    const created = await em.transactional(async (tx) => {
      const requestedAt = new Date();
      const rows = items
        .sort((a, b) => a.id - b.id)
        .map((item) =>
          tx.create(OrderReturn, {
            order: order.id,
            orderItem: item.id,
            reason: data.reason,
            description: data.description,
            status: 'requested',
            requestedAt,
          }),
        );
      await tx.flush();
      enqueueOutbox(tx, JOBS.returnRequested, { orderId: order.id, returnIds: rows.map((row) => row.id) });
      return rows;
    });
    return created.map((row) => toReturnView(row, order.orderNumber));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed({ orderItemIds: RETURN_RULE_MESSAGES.alreadyReturned });
    throw error;
  }
}
