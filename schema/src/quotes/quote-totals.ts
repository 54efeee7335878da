import { couponAmountOre, normaliseCouponCode, RUSS25, type CouponType } from '../coupons/coupons.js';
import { includedVatOre } from '../invoices/invoice-status.js';
import { GROUP_DISCOUNT_MIN_QUANTITY, groupDiscountPercent, type DiscountReadingName } from '../catalog/discounts.js';
import { formatNok, oreToKroner, percentOfOre, toAmount, toOre } from '../common/money.js';
import { FREE_SHIPPING_MIN_QUANTITY, shippingCostNok } from '../common/shipping.js';

/**
 * A quote's totals (admin §2), computed once here for the API, the console, the dashboard and the mails.
 *
 * Amounts come in and go out in kroner incl. 25 % MVA (as the database's numeric(10,2) and `formatNok` use them);
 * inside, everything is whole øre so no sum or percentage drifts. Rules:
 * - The discount choice is a group discount under one of the two readings (terms 10/15/25 %, service page
 *   5/10/15 %, by the total number of pieces), a percentage staff chose, or none. It applies to the goods.
 * - A discount code (RUSS25 or another coupon) is never combined: when one is applied, the discount choice is not,
 *   and the result says so. The code applies to the goods too: shipping is a fee, not part of the order's goods.
 * - Shipping is free from 20 pieces and for group orders, else 199 kr (common/shipping.ts).
 * - MVA is included: a fifth of the total (25 % of the price before MVA), rounded to whole øre.
 */

export interface QuoteLineAmounts {
  quantity: number;
  /** Kroner incl. MVA, a number or a decimal string ('499.00'). */
  unitPrice: number | string;
}

export type QuoteDiscountChoice =
  { kind: 'none' } | { kind: 'group'; reading: DiscountReadingName } | { kind: 'custom'; percent: number };

/** A coupon resolved by the caller (the API looks the code up and checks it is usable). */
export interface QuoteCoupon {
  code: string;
  type: CouponType;
  /** Percent for `percentage`, kroner for `fixed`. */
  value: number | string;
}

export interface QuoteTotalsInput {
  lines: readonly QuoteLineAmounts[];
  discount: QuoteDiscountChoice;
  coupon?: QuoteCoupon | null;
  isGroupOrder?: boolean;
}

export type AppliedDiscountSource = 'none' | 'group' | 'custom' | 'code';

export interface AppliedDiscount {
  source: AppliedDiscountSource;
  /** Percent taken off the goods; null for a fixed-amount code. */
  percent: number | null;
  /** Kroner taken off (positive). */
  amount: number;
  /** 'Grupperabatt 15 % (vilkår)', 'Rabattkode RUSS25 (25 %)', 'Ingen rabatt'. */
  label: string;
  code: string | null;
  /** Why this discount and not another, in Norwegian (shown under the discount line). */
  reason: string;
  /** The discount choice set aside because a code was applied, or null. */
  setAside: { label: string } | null;
}

export interface QuoteTotals {
  lines: { quantity: number; unitPrice: number; subtotal: number }[];
  /** Total number of pieces: the group discount tier and free shipping read this. */
  pieces: number;
  /** Sum of the line subtotals, before discount. */
  goods: number;
  discount: AppliedDiscount;
  /** Goods after discount. */
  goodsAfterDiscount: number;
  shipping: number;
  shippingReason: 'freeFromQuantity' | 'freeGroupOrder' | 'fee';
  /** What the customer pays, incl. MVA. */
  total: number;
  /** MVA included in the total (total / 5). */
  vat: number;
  totalExclVat: number;
}

export const READING_LABELS: Record<DiscountReadingName, string> = {
  terms: 'vilkår',
  groupDiscountsPage: 'tjenestesiden',
};

const percentText = (percent: number) => `${String(percent).replace('.', ',')} %`;

/**
 * The label of a discount choice as the quote shows it: 'Grupperabatt 15 % (vilkår)', 'Ingen grupperabatt
 * (tjenestesiden)' below 10 pieces, 'Rabatt 12 % (egen sats)', 'Ingen rabatt'.
 */
export function discountChoiceLabel(choice: QuoteDiscountChoice, pieces: number): string {
  switch (choice.kind) {
    case 'none':
      return 'Ingen rabatt';
    case 'group': {
      const percent = groupDiscountPercent(pieces, choice.reading);
      const reading = READING_LABELS[choice.reading];
      return percent === 0 ? `Ingen grupperabatt (${reading})` : `Grupperabatt ${percentText(percent)} (${reading})`;
    }
    case 'custom':
      return `Rabatt ${percentText(choice.percent)} (egen sats)`;
  }
}

function choicePercent(choice: QuoteDiscountChoice, pieces: number): number {
  if (choice.kind === 'group') return groupDiscountPercent(pieces, choice.reading);
  if (choice.kind === 'custom') return choice.percent;
  return 0;
}

function assertAmount(ore: number, what: string): void {
  if (!Number.isSafeInteger(ore) || ore < 0) throw new RangeError(`${what} is not an amount ≥ 0`);
}

function couponDiscountOre(coupon: QuoteCoupon, goodsOre: number): { ore: number; percent: number | null } {
  const percent = coupon.type === 'percentage' ? Math.min(100, Math.max(0, toAmount(coupon.value))) : null;
  return { ore: couponAmountOre(coupon.type, coupon.value, goodsOre), percent };
}

function applyDiscount(input: QuoteTotalsInput, goodsOre: number, pieces: number): AppliedDiscount & { ore: number } {
  const choiceLabel = discountChoiceLabel(input.discount, pieces);
  if (input.coupon) {
    const code = normaliseCouponCode(input.coupon.code);
    const { ore, percent } = couponDiscountOre(input.coupon, goodsOre);
    // Only a choice that would have given something is reported as set aside.
    const setAside = choicePercent(input.discount, pieces) > 0 ? { label: choiceLabel } : null;
    const what = percent === null ? formatNok(oreToKroner(ore)) : percentText(percent);
    const rule =
      code === RUSS25.code ? 'RUSS25 kan ikke kombineres med andre rabatter' : 'En rabattkode kombineres ikke';
    return {
      source: 'code',
      percent,
      ore,
      amount: oreToKroner(ore),
      label: `Rabattkode ${code} (${what})`,
      code,
      reason: setAside ? `${rule}, så «${setAside.label}» er ikke brukt.` : `Rabattkoden ${code} er brukt.`,
      setAside,
    };
  }
  const percent = choicePercent(input.discount, pieces);
  if (!(percent >= 0 && percent <= 100)) throw new RangeError('discount percent must be 0-100');
  const ore = percentOfOre(goodsOre, percent);
  const source: AppliedDiscountSource = input.discount.kind;
  const reason =
    input.discount.kind === 'group'
      ? percent === 0
        ? `Grupperabatt gis fra ${GROUP_DISCOUNT_MIN_QUANTITY} stk. (${pieces} stk.).`
        : `Grupperabatt for ${pieces} stk. etter ${READING_LABELS[input.discount.reading]}.`
      : input.discount.kind === 'custom'
        ? 'Rabatt valgt av oss for dette tilbudet.'
        : 'Ingen rabatt er valgt.';
  return {
    source,
    percent: input.discount.kind === 'none' ? null : percent,
    ore,
    amount: oreToKroner(ore),
    label: choiceLabel,
    code: null,
    reason,
    setAside: null,
  };
}

/**
 * Every figure of a quote, line by line: line subtotals, pieces, goods, the discount applied (and the one set
 * aside for a code), shipping, total, MVA included and the total before MVA. Throws a RangeError on a negative or
 * non-numeric amount or quantity (the validators refuse those before this runs).
 */
export function quoteTotals(input: QuoteTotalsInput): QuoteTotals {
  let goodsOre = 0;
  let pieces = 0;
  const lines = input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError('quantity must be ≥ 0');
    const unitOre = toOre(line.unitPrice);
    assertAmount(unitOre, 'unit price');
    const subtotalOre = unitOre * line.quantity;
    goodsOre += subtotalOre;
    pieces += line.quantity;
    return { quantity: line.quantity, unitPrice: oreToKroner(unitOre), subtotal: oreToKroner(subtotalOre) };
  });
  assertAmount(goodsOre, 'goods');

  const { ore: discountOre, ...discount } = applyDiscount(input, goodsOre, pieces);
  const afterOre = goodsOre - discountOre;
  const isGroupOrder = input.isGroupOrder ?? false;
  const shippingOre = pieces === 0 ? 0 : toOre(shippingCostNok({ quantity: pieces, isGroupOrder }));
  const shippingReason: QuoteTotals['shippingReason'] =
    shippingOre > 0 ? 'fee' : isGroupOrder ? 'freeGroupOrder' : 'freeFromQuantity';
  const totalOre = afterOre + shippingOre;
  const vatOre = includedVatOre(totalOre);

  return {
    lines,
    pieces,
    goods: oreToKroner(goodsOre),
    discount,
    goodsAfterDiscount: oreToKroner(afterOre),
    shipping: oreToKroner(shippingOre),
    shippingReason,
    total: oreToKroner(totalOre),
    vat: oreToKroner(vatOre),
    totalExclVat: oreToKroner(totalOre - vatOre),
  };
}

export interface QuoteSummaryRow {
  key: 'goods' | 'discount' | 'shipping' | 'total' | 'vat';
  label: string;
  /** Formatted with `formatNok`; a discount is shown negative. */
  amount: string;
  note: string | null;
}

const SHIPPING_NOTES: Record<QuoteTotals['shippingReason'], string> = {
  freeFromQuantity: `Gratis frakt fra ${FREE_SHIPPING_MIN_QUANTITY} stk.`,
  freeGroupOrder: 'Gratis frakt for gruppebestillinger',
  fee: `Frakt under ${FREE_SHIPPING_MIN_QUANTITY} stk.`,
};

/** The summary under a quote's lines, as the console, the dashboard and the quote mail show it. */
export function quoteSummaryRows(totals: QuoteTotals): QuoteSummaryRow[] {
  return [
    { key: 'goods', label: `Varer (${totals.pieces} stk.)`, amount: formatNok(totals.goods), note: null },
    {
      key: 'discount',
      label: totals.discount.label,
      amount: formatNok(-totals.discount.amount),
      note: totals.discount.reason,
    },
    {
      key: 'shipping',
      label: 'Frakt',
      amount: formatNok(totals.shipping),
      note: SHIPPING_NOTES[totals.shippingReason],
    },
    { key: 'total', label: 'Totalt', amount: formatNok(totals.total), note: null },
    { key: 'vat', label: 'Herav MVA (25 %)', amount: formatNok(totals.vat), note: null },
  ];
}
