import { formatNok, oreToKroner, toOre } from '../common/money.js';
import { RETURN_STATUS_LABELS, type ReturnStatus } from './return-status.js';
import type { Capability } from '../staff/permissions.js';
import { DEFECT_RETURN_REASON, RETURN_MESSAGES } from './return-reasons.js';
import { labelOf } from '../common/option-list.js';

/**
 * The staff side of returns (admin §5): `Godkjenn` with a refund amount (at most the item's price), `Avvis` with a
 * reason, `Fullfør` once the refund is made (the API issues the credit note). Kept free of zod.
 */

export const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['pending', 'approved', 'rejected'],
  pending: ['approved', 'rejected'],
  approved: ['completed'],
  completed: [],
  rejected: [],
};

export const RETURN_REJECT_REASON_LIMITS = { min: 5, max: 1000 } as const;

export const RETURN_STAFF_MESSAGES = {
  refundAmount: 'Skriv inn et gyldig refusjonsbeløp',
  refundNegative: 'Refusjonsbeløpet kan ikke være negativt',
  refundAboveItemPrice: 'Refusjonsbeløpet kan ikke være høyere enn varens pris',
  rejectReason: `Skriv en begrunnelse på minst ${RETURN_REJECT_REASON_LIMITS.min} tegn`,
  rejectReasonTooLong: `Begrunnelsen kan ha høyst ${RETURN_REJECT_REASON_LIMITS.max} tegn`,
  notFound: 'Fant ikke returen',
  completeNeedsCredit:
    'Bare en administrator kan fullføre en retur med refusjon, fordi det lager en kreditnota. Be en administrator fullføre returen.',
  noInvoice:
    'Ordren har ingen faktura, så refusjonen kan ikke krediteres. Lag faktura på ordren først, og fullfør returen etterpå.',
} as const;

/**
 * The capability `Fullfør` needs beyond `returns.manage`: a refund above 0 kr issues a credit note, which only
 * holders of `invoices.credit` may do (the security review's finding 5); a return without a refund needs nothing more.
 */
export function returnCompletionCapability(refundAmount: string | number | null | undefined): Capability | null {
  return toOre(refundAmount ?? 0) > 0 ? 'invoices.credit' : null;
}

export function canMoveReturn(from: string, to: string): boolean {
  return Object.hasOwn(RETURN_MOVES, from) && RETURN_MOVES[from as ReturnStatus].includes(to as ReturnStatus);
}

/** The Norwegian message when a return move is refused ('Returen kan ikke endres fra «Avvist» til «Godkjent»'). */
export function returnMoveRefusal(from: string, to: string): string {
  const label = (status: string) => labelOf(RETURN_STATUS_LABELS, status);
  return `Returen kan ikke endres fra «${label(from)}» til «${label(to)}»`;
}

/** The statuses staff may move a return to from `status` (the buttons offered). */
export function nextReturnStatuses(status: string): readonly ReturnStatus[] {
  return Object.hasOwn(RETURN_MOVES, status) ? RETURN_MOVES[status as ReturnStatus] : [];
}

/**
 * 'Refusjonsbeløp' of `Godkjenn`: from 0 to the item's price (the returned line's price, kroner incl. MVA), exact
 * to the øre. Gives the amount as a number of kroner, or a Norwegian message.
 */
export function checkRefundAmount(
  amount: number | string,
  itemPrice: number | string,
): { ok: true; amount: number } | { ok: false; message: string } {
  const ore = toOre(amount);
  const maxOre = toOre(itemPrice);
  if (!Number.isFinite(ore)) return { ok: false, message: RETURN_STAFF_MESSAGES.refundAmount };
  if (ore < 0) return { ok: false, message: RETURN_STAFF_MESSAGES.refundNegative };
  if (ore > maxOre) {
    return { ok: false, message: `${RETURN_STAFF_MESSAGES.refundAboveItemPrice} (${formatNok(oreToKroner(maxOre))})` };
  }
  return { ok: true, amount: oreToKroner(ore) };
}

/**
 * The rule of the terms for the customer's return form: a custom item can be returned only as a complaint about a
 * defect. Gives null when the reason is allowed, else the Norwegian message.
 */
export function customItemReturnRefusal(reason: string, isCustomItem: boolean): string | null {
  return isCustomItem && reason !== DEFECT_RETURN_REASON ? RETURN_MESSAGES.customItemDefectOnly : null;
}
