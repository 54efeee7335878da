import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { DiscountReadingName } from '@russ/schema/catalog/discounts';
import { QUOTE_STATUS_LABELS, canAnswerQuote, isQuoteStatus, type QuoteStatus } from '@russ/schema/quotes/quote-status';
import {
  quoteSummaryRows,
  quoteTotals,
  type QuoteCoupon,
  type QuoteDiscountChoice,
  type QuoteTotals,
} from '@russ/schema/quotes/quote-totals';
import { normalizeEmail } from '../../common/access.js';
import { Design } from '../designs/design.entity.js';
import { Group } from '../groups/group.entity.js';
import { Member } from '../members/member.entity.js';
import { Order } from '../orders/order.entity.js';
import { Product } from '../products/product.entity.js';
import { findQuoteCoupons, quoteCouponOf } from './quote-coupons.js';
import { QuoteLine } from './quote-line.entity.js';
import { Quote } from './quote.entity.js';
import type { QuoteTotalsView, Quote as QuoteShape } from './quote.types.js';

/**
 * How quotes read: for staff (the console's list and detail), for the customer (the dashboard's 'Tilbud'), for
 * the mails and the export. A fixed number of queries however many quotes.
 */

/** Kroner as the API sends amounts: '1299.00'. */
export const amountText = (kroner: number): string => kroner.toFixed(2);

/** The discount choice stored on a quote. */
export function discountChoiceOf(quote: Pick<Quote, 'discountKind' | 'discountReading' | 'discountPercent'>) {
  const kind = quote.discountKind;
  if (kind === 'group') {
    return { kind, reading: (quote.discountReading ?? 'terms') as DiscountReadingName } as QuoteDiscountChoice;
  }
  if (kind === 'custom') return { kind, percent: Number(quote.discountPercent ?? 0) } as QuoteDiscountChoice;
  return { kind: 'none' } as QuoteDiscountChoice;
}

/** The totals as GraphQL reads them, with the summary rows the console, the dashboard and the mails show. */
export function toTotalsView(totals: QuoteTotals): QuoteTotalsView {
  const rows = quoteSummaryRows(totals);
  return {
    pieces: totals.pieces,
    goods: amountText(totals.goods),
    discountAmount: amountText(totals.discount.amount),
    discountLabel: totals.discount.label,
    discountReason: totals.discount.reason,
    setAsideLabel: totals.discount.setAside?.label ?? null,
    goodsAfterDiscount: amountText(totals.goodsAfterDiscount),
    shipping: amountText(totals.shipping),
    shippingLabel: rows.find((row) => row.key === 'shipping')?.note ?? 'Frakt',
    vat: amountText(totals.vat),
    totalExclVat: amountText(totals.totalExclVat),
    total: amountText(totals.total),
    rows: rows.map((row) => ({ key: row.key, label: row.label, amount: row.amount, note: row.note })),
  };
}

/** A stored quote's totals, recomputed by `quoteTotals` from its lines, discount choice and code. */
export function storedQuoteTotals(quote: Quote, lines: readonly QuoteLine[], coupon: QuoteCoupon | null): QuoteTotals {
  return quoteTotals({
    lines: lines.map((line) => ({ quantity: line.quantity, unitPrice: line.unitPrice })),
    discount: discountChoiceOf(quote),
    coupon,
    isGroupOrder: quote.groupId != null,
  });
}

const unique = <T>(values: T[]) => [...new Set(values)];
const idsOf = (values: Array<number | null | undefined>) => unique(values.filter((v): v is number => v != null));

/** The views of these quotes (in their order), with names, lines, totals and the order number, in 7 queries. */
export async function toQuoteViews(em: EntityManager, quotes: Quote[], now = new Date()): Promise<QuoteShape[]> {
  if (quotes.length === 0) return [];
  const quoteIds = quotes.map((q) => q.id);
  const lines = await em.find(QuoteLine, { quote: { $in: quoteIds } }, { orderBy: { position: 'asc', id: 'asc' } });
  const emails = unique(quotes.map((q) => q.customerEmail));
  const [members, groups, orders, products, designs, coupons] = await Promise.all([
    em.find(Member, { email: { $in: emails } }, { fields: ['id', 'email', 'firstName', 'lastName'] }),
    em.find(Group, { id: { $in: idsOf(quotes.map((q) => q.groupId)) } }, { fields: ['id', 'name'] }),
    em.find(Order, { id: { $in: idsOf(quotes.map((q) => q.orderId)) } }, { fields: ['id', 'orderNumber'] }),
    em.find(Product, { id: { $in: idsOf(lines.map((l) => l.productId)) } }, { fields: ['id', 'name'] }),
    em.find(Design, { id: { $in: idsOf(lines.map((l) => l.designId)) } }, { fields: ['id', 'name'] }),
    findQuoteCoupons(
      em,
      quotes.flatMap((q) => (q.couponCode ? [q.couponCode] : [])),
    ),
  ]);
  const memberBy = new Map(members.map((m) => [m.email, m]));
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const orderNumber = new Map(orders.map((o) => [o.id, o.orderNumber]));
  const productName = new Map(products.map((p) => [p.id, p.name]));
  const designName = new Map(designs.map((d) => [d.id, d.name]));
  const linesBy = new Map<number, QuoteLine[]>();
  for (const line of lines) {
    const list = linesBy.get(line.quote.id) ?? [];
    list.push(line);
    linesBy.set(line.quote.id, list);
  }
  return quotes.map((quote) => {
    const own = linesBy.get(quote.id) ?? [];
    const totals = storedQuoteTotals(quote, own, quoteCouponOf(quote.couponCode, coupons));
    const member = memberBy.get(quote.customerEmail);
    const status = quote.status;
    const replaced = quote.replacedById != null;
    return {
      id: quote.id,
      quoteNumber: quote.quoteNumber,
      version: quote.version,
      customerEmail: quote.customerEmail,
      customerName: member ? `${member.firstName} ${member.lastName}`.trim() || null : null,
      isMember: !!member,
      status,
      statusLabel: isQuoteStatus(status) ? QUOTE_STATUS_LABELS[status] : status,
      contactId: quote.contactId ?? null,
      groupId: quote.groupId ?? null,
      groupName: quote.groupId == null ? null : (groupName.get(quote.groupId) ?? null),
      discount: {
        kind: quote.discountKind,
        reading: quote.discountKind === 'group' ? (quote.discountReading ?? null) : null,
        percent: quote.discountKind === 'custom' ? Number(quote.discountPercent ?? 0) : null,
      },
      couponCode: quote.couponCode ?? null,
      validUntil: quote.validUntil,
      customerNote: quote.customerNote ?? null,
      sentAt: quote.sentAt ?? null,
      answeredAt: quote.answeredAt ?? null,
      declineReason: quote.declineReason ?? null,
      orderId: quote.orderId ?? null,
      orderNumber: quote.orderId == null ? null : (orderNumber.get(quote.orderId) ?? null),
      previousVersionId: quote.previousVersionId ?? null,
      replacedById: quote.replacedById ?? null,
      lines: own.map((line, index) => ({
        id: line.id,
        productId: line.productId,
        productName: productName.get(line.productId) ?? line.description,
        description: line.description,
        size: line.size ?? null,
        color: line.color ?? null,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        subtotal: amountText(totals.lines[index]?.subtotal ?? 0),
        designId: line.designId ?? null,
        designName: line.designId == null ? null : (designName.get(line.designId) ?? null),
        printName: line.printName ?? null,
      })),
      totals: toTotalsView(totals),
      canEdit: status === 'draft',
      canSend: status === 'draft' && !replaced,
      canNewVersion: status === 'sent' && !replaced,
      canAnswer: !replaced && canAnswerQuote(quote, now).ok,
      createdAt: quote.createdAt,
      updatedAt: quote.updatedAt,
    };
  });
}

export async function toQuoteView(em: EntityManager, quote: Quote): Promise<QuoteShape> {
  const [view] = await toQuoteViews(em, [quote]);
  return view;
}

/** Statuses the customer sees: everything but drafts. */
const CUSTOMER_STATUSES: QuoteStatus[] = ['sent', 'accepted', 'declined', 'expired'];

/**
 * The customer's quotes for the dashboard's 'Tilbud', newest first: sent and answered ones, only the latest sent
 * version of each quote (a replaced version drops out). Callers check access first.
 */
export async function listCustomerQuotes(em: EntityManager, email: string): Promise<QuoteShape[]> {
  const where: FilterQuery<Quote> = {
    customerEmail: normalizeEmail(email),
    status: { $in: CUSTOMER_STATUSES },
    replacedById: null,
  };
  const quotes = await em.find(Quote, where, { orderBy: { sentAt: 'desc', id: 'desc' } });
  return toQuoteViews(em, quotes);
}

/** Every quote (all versions, drafts included) for this e-mail, oldest first: the data export. */
export async function listAllCustomerQuotes(em: EntityManager, email: string): Promise<QuoteShape[]> {
  const quotes = await em.find(
    Quote,
    { customerEmail: normalizeEmail(email) },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return toQuoteViews(em, quotes);
}

/** How many of the customer's quotes became an order (accepted; kept with the order). One query. */
export async function countQuotesWithOrder(em: EntityManager, email: string): Promise<number> {
  return em.count(Quote, { customerEmail: email, orderId: { $ne: null } });
}
