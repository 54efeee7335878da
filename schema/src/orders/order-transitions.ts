import { ORDER_STATUS_LABELS } from './order-status.js';
import type { StaffRole } from '../staff/staff-roles.js';
import { isOneOf, labelOf } from '../common/option-list.js';

/**
 * The order workflow (admin §3): pending → processing → shipped → delivered, and pending or processing →
 * cancelled; nothing else. The payment rules of the terms (storefront §9) guard two moves: an order with custom
 * items goes to production (processing) only when its invoice is paid, and an order is shipped only when its
 * invoice is paid. After the design is approved the order cannot be cancelled. An administrator may override each
 * of these rules with a written reason; cancelling always needs a reason, since the customer's mail states it.
 */

export const ORDER_WORKFLOW_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderWorkflowStatus = (typeof ORDER_WORKFLOW_STATUSES)[number];

export const ORDER_MOVES: Record<OrderWorkflowStatus, readonly OrderWorkflowStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The field in 'Endre status' where a reason is needed. */
export const ORDER_REASON_LABEL = 'Begrunnelse';
export const ORDER_REASON_MIN_LENGTH = 5;
export const ORDER_REASON_MAX_LENGTH = 1000;

/** A rule of the terms that an administrator may override with a reason. */
export type OrderMoveRule = 'paymentBeforeProduction' | 'paymentBeforeShipping' | 'approvedDesign';

export type OrderMoveRefusalCode = 'notAllowed' | OrderMoveRule | 'reasonRequired' | 'designNotApproved';

export const ORDER_MOVE_MESSAGES = {
  paymentBeforeProduction: 'Ordrer med tilpassede varer kan ikke settes i produksjon før fakturaen er betalt',
  paymentBeforeShipping: 'Ordren kan ikke sendes før fakturaen er betalt',
  approvedDesign: 'Designet er godkjent, så ordren kan bare kanselleres av en administrator med begrunnelse',
  designNotApproved:
    'Ordren har design som ikke er godkjent. Designet (eller korrekturen) må godkjennes før ordren settes i produksjon.',
  reasonRequired: `Skriv en begrunnelse på minst ${ORDER_REASON_MIN_LENGTH} tegn`,
  reasonTooLong: `Begrunnelsen kan ha høyst ${ORDER_REASON_MAX_LENGTH} tegn`,
} as const;

/** What the guard needs to know about an order. */
export interface OrderFacts {
  status: string;
  /** Own design, print, embroidery or names on any line. */
  hasCustomItems: boolean;
  /** The order's invoice (every member invoice, for a per-member group order) is paid. */
  invoicePaid: boolean;
  designApproved: boolean;
  /**
   * A line of the order has a design that is not approved (nor in production). Nothing goes to production without
   * an approved design or proof (admin §6): such an order cannot move to processing, whatever the role.
   */
  designNotApproved?: boolean;
}

export interface OrderMoveRequest {
  to: string;
  role: StaffRole;
  reason?: string | null;
}

export type OrderMoveRefusal = { ok: false; code: OrderMoveRefusalCode; message: string };
export type OrderMoveCheck =
  | {
      ok: true;
      /** The rule an administrator overrode with this move, for the timeline; null when none. */
      override: OrderMoveRule | null;
      /** The trimmed reason, or null when none was needed and none given. */
      reason: string | null;
    }
  | OrderMoveRefusal;

export function isOrderWorkflowStatus(value: string): value is OrderWorkflowStatus {
  return isOneOf(ORDER_WORKFLOW_STATUSES, value);
}

const label = (status: string) => labelOf(ORDER_STATUS_LABELS, status);

/**
 * Where an order stands in the workflow. The schema's `paid` and `overdue` (customer-area §4: badge colours; the
 * demo data has them) are orders not yet in production whose payment state is shown instead: they move on like
 * `pending`. Anything else unknown has no moves.
 */
export function workflowStatusOf(status: string): OrderWorkflowStatus | null {
  if (status === 'paid' || status === 'overdue') return 'pending';
  return isOrderWorkflowStatus(status) ? status : null;
}

/** Whether the workflow has the move at all, whatever the facts and the role. */
export function isOrderMoveAllowed(from: string, to: string): boolean {
  const current = workflowStatusOf(from);
  return current !== null && isOrderWorkflowStatus(to) && ORDER_MOVES[current].includes(to);
}

/** The rule of the terms that blocks this move for these facts, or null. */
function blockingRule(order: OrderFacts, to: OrderWorkflowStatus): OrderMoveRule | null {
  if (to === 'processing' && order.hasCustomItems && !order.invoicePaid) return 'paymentBeforeProduction';
  if (to === 'shipped' && !order.invoicePaid) return 'paymentBeforeShipping';
  if (to === 'cancelled' && order.designApproved) return 'approvedDesign';
  return null;
}

type Requirement = { ok: true; override: OrderMoveRule | null; reasonRequired: boolean } | OrderMoveRefusal;

function requirement(order: OrderFacts, to: string, role: StaffRole): Requirement {
  if (!isOrderMoveAllowed(order.status, to)) {
    const message =
      order.status === to
        ? `Ordren har allerede status «${label(to)}»`
        : `Ordren kan ikke endres fra «${label(order.status)}» til «${label(to)}»`;
    return { ok: false, code: 'notAllowed', message };
  }
  if (to === 'processing' && order.designNotApproved) {
    return { ok: false, code: 'designNotApproved', message: ORDER_MOVE_MESSAGES.designNotApproved };
  }
  const rule = blockingRule(order, to as OrderWorkflowStatus);
  if (rule && role !== 'admin') return { ok: false, code: rule, message: ORDER_MOVE_MESSAGES[rule] };
  return { ok: true, override: rule, reasonRequired: rule !== null || to === 'cancelled' };
}

/** The refusal of a move that needs a 'Begrunnelse' and has none (or too short a one). */
function reasonRefusal(override: OrderMoveRule | null): OrderMoveRefusal {
  const message = override
    ? `${ORDER_MOVE_MESSAGES[override]}. ${ORDER_MOVE_MESSAGES.reasonRequired} for å overstyre.`
    : ORDER_MOVE_MESSAGES.reasonRequired;
  return { ok: false, code: 'reasonRequired', message };
}

/**
 * What blocks this move by this role before a reason is given, most fundamental first: `notAllowed` (the workflow
 * has no such move), `designNotApproved`, a rule of the terms the role may not override (`paymentBeforeProduction`,
 * `paymentBeforeShipping`, `approvedDesign`), or `reasonRequired` (cancelling, or an administrator's override,
 * which a written reason of at least 5 characters lifts). Empty when the move may be made as it is. Asks the same
 * rules as checkOrderMove, so a screen can say why a move is held back without trying one.
 */
export function orderMoveBlockers(order: OrderFacts, to: string, role: StaffRole): OrderMoveRefusal[] {
  const result = requirement(order, to, role);
  if (!result.ok) return [result];
  return result.reasonRequired ? [reasonRefusal(result.override)] : [];
}

/** Whether this move by this role needs a 'Begrunnelse' (cancelling, or an administrator's override). */
export function orderMoveNeedsReason(order: OrderFacts, to: string, role: StaffRole): boolean {
  const result = requirement(order, to, role);
  return result.ok && result.reasonRequired;
}

/**
 * The guard of 'Endre status': ok (with the rule an administrator overrode, if any, and the trimmed reason) or a
 * typed refusal with a Norwegian message. The server calls it before every status change.
 */
export function checkOrderMove(order: OrderFacts, move: OrderMoveRequest): OrderMoveCheck {
  const result = requirement(order, move.to, move.role);
  if (!result.ok) return result;
  const reason = move.reason?.trim() || null;
  if (reason && reason.length > ORDER_REASON_MAX_LENGTH) {
    return { ok: false, code: 'reasonRequired', message: ORDER_MOVE_MESSAGES.reasonTooLong };
  }
  if (result.reasonRequired && (reason?.length ?? 0) < ORDER_REASON_MIN_LENGTH) return reasonRefusal(result.override);
  return { ok: true, override: result.override, reason };
}

export interface NextOrderStatus {
  status: OrderWorkflowStatus;
  label: string;
  reasonRequired: boolean;
  /** The rule this move overrides (administrators only), so the dialog can say so. */
  override: OrderMoveRule | null;
}

/** The statuses the console's 'Status' select offers this role for this order (only moves the server accepts). */
export function nextStatuses(order: OrderFacts, role: StaffRole): NextOrderStatus[] {
  const current = workflowStatusOf(order.status);
  if (!current) return [];
  return ORDER_MOVES[current].flatMap((status) => {
    const result = requirement(order, status, role);
    return result.ok
      ? [
          {
            status,
            label: ORDER_STATUS_LABELS[status],
            reasonRequired: result.reasonRequired,
            override: result.override,
          },
        ]
      : [];
  });
}
