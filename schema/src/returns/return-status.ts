import type { StatusTone } from '../common/status-tone.js';

/**
 * Return statuses (customer-area §4, admin §5): the schema default is `requested`; admin §5 labels it 'Behandles'
 * like `pending`, so the customer sees no difference between a new return and one staff have opened. `rejected`
 * 'Avvist' lets the shop say no (custom products cannot be returned unless faulty, storefront §9). The moves are
 * in `orders/return-rules.ts`.
 */
export const RETURN_STATUSES = ['requested', 'pending', 'approved', 'completed', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const DEFAULT_RETURN_STATUS: ReturnStatus = 'requested';

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Behandles',
  pending: 'Behandles',
  approved: 'Godkjent',
  completed: 'Fullført',
  rejected: 'Avvist',
};

export const RETURN_STATUS_TONES: Record<ReturnStatus, StatusTone> = {
  requested: 'neutral',
  pending: 'warning',
  approved: 'info',
  completed: 'success',
  rejected: 'danger',
};

/** The dashboard shows a return's order id as its last 8 characters (customer-area §9). */
export function shortOrderRef(orderId: string | number): string {
  return String(orderId).slice(-8);
}

/** Withdrawal period for standard products, days from receipt (storefront §9). */
export const RETURN_WITHDRAWAL_DAYS = 14;
/** Complaint period, years (storefront §9). */
export const COMPLAINT_PERIOD_YEARS = 2;
