import { formatNok, oreToKroner, percentOfOre, toAmount, toOre } from '../common/money.js';
import { formatDateNb } from '../common/dates.js';

/** Coupon value types; the schema default is percentage (customer-area §3). */
export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const DEFAULT_COUPON_TYPE: CouponType = 'percentage';

export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  percentage: 'Prosent',
  fixed: 'Fast beløp',
};

/** A coupon's value as customers and staff read it: '25 %' for a percentage coupon, '199 kr' for a fixed one. */
export function couponValueText(type: string, value: string): string {
  return type === 'percentage' ? `${Number(value).toLocaleString('nb-NO')} %` : formatNok(value);
}

/** The hidden discount page's code (storefront §9): 25 % off the whole e-mail order, not combinable. */
export const RUSS25 = {
  code: 'RUSS25',
  percent: 25,
  title: '25 % på hele bestillingen',
  description:
    'Oppgi koden RUSS25 i e-postbestillingen din og få 25 % rabatt på hele bestillingen. Kan ikke kombineres med andre tilbud.',
  combinable: false,
  /** Route of the hidden page that announces it. */
  page: '/surprise',
} as const;

/** A coupon code as staff type it and customers quote it: 3–32 letters A–Z or digits, stored upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,32}$/;

/** ' russ25 ' → 'RUSS25'. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Limits of the coupon form (admin §10). */
export const COUPON_LIMITS = {
  title: 120,
  description: 1000,
  /** Kroner, for a fixed-amount coupon and a minimum order. */
  amount: 100_000,
  maxUses: 1_000_000,
  /** Members in one `Tildel medlemmer`. */
  assignMembers: 500,
} as const;

export const COUPON_MESSAGES = {
  code: 'Koden må være 3–32 bokstaver (A–Z) eller tall',
  title: 'Tittel er påkrevd',
  titleTooLong: `Tittelen kan ha høyst ${COUPON_LIMITS.title} tegn`,
  descriptionTooLong: `Beskrivelsen kan ha høyst ${COUPON_LIMITS.description} tegn`,
  type: 'Velg prosent eller fast beløp',
  value: 'Skriv inn en gyldig verdi',
  percentValue: 'Prosent må være fra 1 til 100, med høyst to desimaler',
  fixedValue: 'Beløpet må være fra 1 til 100 000 kr, med høyst to desimaler',
  minOrderAmount: 'Minstebeløpet må være fra 0 til 100 000 kr',
  maxUses: 'Maks antall bruk må være et helt tall fra 1',
  validFrom: 'Ugyldig startdato',
  validUntil: 'Ugyldig sluttdato',
  validUntilBeforeFrom: 'Gyldig til må være etter gyldig fra',
  // Staff actions (admin §10).
  codeTaken: 'Koden er allerede i bruk av en annen kupong',
  notFound: 'Fant ikke kupongen',
  maxUsesBelowUses: 'Maks antall bruk kan ikke være lavere enn antall ganger kupongen er brukt',
  members: 'Velg minst ett medlem',
  tooManyMembers: 'Du kan tildele kupongen til høyst 500 medlemmer om gangen',
  memberEmail: 'Ugyldig e-postadresse',
  unknownMembers: 'Fant ikke medlem med e-post',
  assignInactive: 'Kupongen er ikke aktiv eller er utløpt, og kan ikke tildeles',
  deleteUsed: 'Kupongen er brukt og kan ikke slettes. Deaktiver den i stedet.',
  // Refusals when a coupon is applied.
  inactive: 'Rabattkoden er ikke aktiv',
  notYetValid: 'Rabattkoden gjelder ikke ennå',
  expired: 'Rabattkoden er utløpt',
  usedUp: 'Rabattkoden er brukt opp',
  belowMinimum: 'Bestillingen er under minstebeløpet for rabattkoden',
} as const;

/**
 * What a coupon takes off `goodsOre` (whole øre): a percentage rounded half up to whole øre, or a fixed amount
 * capped at the goods so a total never goes below zero.
 */
export function couponAmountOre(type: CouponType, value: number | string, goodsOre: number): number {
  if (type === 'percentage') return percentOfOre(goodsOre, Math.min(100, Math.max(0, toAmount(value))));
  return Math.min(Math.max(0, toOre(value)), goodsOre);
}

/** A coupon as the API loads it (the coupons table; amounts may be the database's decimal strings). */
export interface CouponTerms {
  code: string;
  type: CouponType;
  value: number | string;
  minOrderAmount?: number | string | null;
  maxUses?: number | null;
  currentUses?: number;
  isActive: boolean;
  validFrom: Date | string;
  validUntil: Date | string;
}

export type CouponRefusalCode = 'inactive' | 'notYetValid' | 'expired' | 'usedUp' | 'belowMinimum';

export type CouponDiscountResult =
  | { ok: true; code: string; amount: number; percent: number | null }
  | { ok: false; code: CouponRefusalCode; message: string };

/**
 * The discount a coupon gives on an order of `orderTotal` kroner at `now`, or a typed refusal with a Norwegian
 * message: not active, before its start, after its end, all uses taken, or the order below its minimum.
 */
export function couponDiscount(
  coupon: CouponTerms,
  orderTotal: number | string,
  now: Date = new Date(),
): CouponDiscountResult {
  const refuse = (code: CouponRefusalCode): CouponDiscountResult => {
    let message: string = COUPON_MESSAGES[code];
    if (code === 'notYetValid') message += ` (gjelder fra ${formatDateNb(coupon.validFrom)})`;
    if (code === 'belowMinimum') message += ` (${formatNok(coupon.minOrderAmount ?? 0)})`;
    return { ok: false, code, message };
  };
  if (!coupon.isActive) return refuse('inactive');
  if (now.getTime() < new Date(coupon.validFrom).getTime()) return refuse('notYetValid');
  if (now.getTime() > new Date(coupon.validUntil).getTime()) return refuse('expired');
  if (coupon.maxUses != null && (coupon.currentUses ?? 0) >= coupon.maxUses) return refuse('usedUp');
  const totalOre = Math.max(0, toOre(orderTotal));
  if (coupon.minOrderAmount != null && totalOre < toOre(coupon.minOrderAmount)) return refuse('belowMinimum');
  const amountOre = couponAmountOre(coupon.type, coupon.value, totalOre);
  return {
    ok: true,
    code: normaliseCouponCode(coupon.code),
    amount: oreToKroner(amountOre),
    percent: coupon.type === 'percentage' ? toAmount(coupon.value) : null,
  };
}
