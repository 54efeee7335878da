import { parseInvoiceNumber } from './invoice-number.js';

/**
 * KID numbers (Norwegian payment reference) with a MOD10 (Luhn) check digit, as banks validate them. Ours is the
 * invoice number's digits (year and sequence, '2026-0001' → '20260001'), the order id padded to 7 digits, and the
 * check digit: 16 digits for every order id below ten million, at most 25 (the KID limit) for any row id.
 */
export const KID_LENGTH = { min: 2, max: 25 } as const;
const ORDER_ID_DIGITS = 7;

/** The MOD10 (Luhn) check digit of a string of digits: from the right, every second digit doubled. */
export function mod10CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('MOD10 needs digits');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The KID of an invoice: `kidFor('2026-0001', 42)` → '2026000100000427'. Throws on a malformed number or id. */
export function kidFor(invoiceNumber: string, orderId: number): string {
  const parsed = parseInvoiceNumber(invoiceNumber);
  if (!parsed) throw new RangeError(`Not an invoice number: ${invoiceNumber}`);
  if (!Number.isSafeInteger(orderId) || orderId < 1) throw new RangeError(`Not an order id: ${orderId}`);
  const body = `${invoiceNumber.replace('-', '')}${String(orderId).padStart(ORDER_ID_DIGITS, '0')}`;
  const kid = `${body}${mod10CheckDigit(body)}`;
  if (kid.length > KID_LENGTH.max) throw new RangeError('KID would be longer than 25 digits');
  return kid;
}

/** Whether a KID as a payer typed it is well-formed: 2–25 digits whose last is the MOD10 check digit. */
export function isValidKid(kid: string): boolean {
  return kidCheck(kid) === 'mod10';
}

/**
 * The MOD11 check digit of a string of digits as banks compute it for KIDs: weights 2–7 from the right, repeated;
 * '-' when the remainder leaves 10 (such a KID ends in '-'), 0 when it leaves 11.
 */
export function mod11CheckDigit(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new RangeError('MOD11 needs digits');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 6));
  const check = 11 - (sum % 11);
  if (check === 11) return '0';
  return check === 10 ? '-' : String(check);
}

/**
 * Which check a KID passes: 'mod10' (ours, and most banks'), 'mod11' (other senders' KIDs, possibly ending in
 * '-'), or null when it is not a KID at all. Spaces are ignored.
 */
export function kidCheck(kid: string): 'mod10' | 'mod11' | null {
  const text = kid.replace(/\s/g, '');
  if (text.length < KID_LENGTH.min || text.length > KID_LENGTH.max) return null;
  const body = text.slice(0, -1);
  const last = text.slice(-1);
  if (!/^\d+$/.test(body) || !/^[\d-]$/.test(last)) return null;
  if (last !== '-' && mod10CheckDigit(body) === Number(last)) return 'mod10';
  return mod11CheckDigit(body) === last ? 'mod11' : null;
}
