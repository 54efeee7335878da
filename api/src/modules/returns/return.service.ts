import type { EntityManager } from '@mikro-orm/postgresql';
import { canRequestReturn } from '@russ/schema/orders/order-status';
import { JOBS } from '@russ/schema/jobs/jobs';
import { customItemReturnRefusal } from '@russ/schema/returns/return-rules';
import { isCustomOrderLine } from '@russ/schema/returns/return-reasons';
import { returnRequestInput } from '@russ/schema/returns/return.validators';
import { ownRowOrNotFound, staffActingFor } from '../../common/access.js';
import type { Sessions } from '../../common/context.js';
import { isUniqueViolation, ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { Order } from '../orders/order.entity.js';
import { OrderReturn } from './return.entity.js';
import { toReturnView } from './return.views.js';
import { recordAudit } from '../audit/audit.service.js';
import type { CustomerReturn } from './return.types.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Fant ikke ordren';
export const RETURN_RULE_MESSAGES = {
  notDelivered: 'Retur kan bare meldes for leverte ordrer',
  notInOrder: 'Varen hører ikke til denne ordren',
  alreadyReturned: 'Returen for denne varen er allerede meldt',
} as const;

/**
 * Files a return for lines of a delivered order (customer-area §2, orders tab): one `returns` row per line,
 * status `requested`, the chosen reason and description, and a mail to the shop queued in the same
 * transaction. Refused with field messages when the order is not delivered, a line is not in the order, or a
 * line already has a return that was not rejected (also when two requests race: the unique index decides), or a
 * custom line (a design or a print name) is returned for another reason than a defect.
 * 401 without a session; another customer's order answers like a missing one (NOT_FOUND); staff holding
 * `returns.manage` may file on a customer's behalf (audited in the same transaction).
 */
export async function requestReturn(em: EntityManager, sessions: Sessions, input: unknown): Promise<CustomerReturn[]> {
  const data = parseInput(returnRequestInput, input);
  const order = ownRowOrNotFound(
    sessions,
    await em.findOne(Order, { id: data.orderId }),
    'returns.manage',
    ORDER_NOT_FOUND_MESSAGE,
  );
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
  // The terms: a custom item (a design or a print name) can be returned only as a complaint about a defect.
  const customRefusal = customItemReturnRefusal(data.reason, items.some(isCustomOrderLine));
  if (customRefusal) throw new ValidationFailed({ reason: customRefusal });

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
      const actor = staffActingFor(sessions, order.memberEmail);
      if (actor) {
        recordAudit(tx, actor, {
          action: 'return.requested',
          entityType: 'order',
          entityId: order.id,
          after: { returnIds: rows.map((row) => row.id), reason: data.reason, orderItemIds: data.orderItemIds },
        });
      }
      return rows;
    });
    return created.map((row) => toReturnView(row, order.orderNumber));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed({ orderItemIds: RETURN_RULE_MESSAGES.alreadyReturned });
    throw error;
  }
}
