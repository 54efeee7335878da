import type { EntityManager } from '@mikro-orm/postgresql';
import { colourLabel } from '@russ/schema/domain/colours';
import type { InvoiceStatus } from '@russ/schema/domain/invoice-status';
import type { Sessions } from '../../common/context.js';
import { Address } from '../addresses/address.entity.js';
import { findDesignNames, orderLinesFromJson, toOrderItemView, type OrderItemView } from '../orders/order.views.js';
import { Member } from '../members/member.entity.js';
import { normalizeEmail, ownRowOrNotFound } from '../../common/access.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { Invoice } from './invoice.entity.js';

export const INVOICE_NOT_FOUND_MESSAGE = 'Fant ikke fakturaen';

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** numeric strings, NOK including VAT */
  unitPrice: string;
  lineTotal: string;
}

/** Everything printed on an invoice PDF, read from the invoice, its order and the customer. */
export interface InvoiceDocument {
  invoiceNumber: string;
  status: InvoiceStatus;
  issuedAt: Date;
  dueDate: Date;
  paidDate: Date | null;
  /** Including VAT. */
  amount: string;
  /** The VAT part of `amount`. */
  taxAmount: string;
  currency: string;
  orderNumber: string;
  orderDate: Date;
  orderNotes: string | null;
  customer: { name: string; email: string; addressLines: string[] };
  lines: InvoiceLine[];
  /**
   * Difference between the invoice amount and the sum of the lines (discounts and shipping, described in the
   * order notes); null when the lines add up to the amount.
   */
  adjustment: string | null;
}

const cents = (value: string | number) => Math.round(Number(value) * 100);
const fromCents = (value: number) => (value / 100).toFixed(2);

function lineDescription(item: OrderItemView): string {
  const details = [
    item.variant,
    item.size ? `str. ${item.size}` : null,
    item.color ? colourLabel(item.color) : null,
    item.designName ? `design: ${item.designName}` : null,
  ].filter(Boolean);
  return details.length > 0 ? `${item.name} (${details.join(', ')})` : item.name;
}

/**
 * The invoice as a document for its PDF. 401 without a session; a customer gets only their own invoices (another
 * customer's answers 404 like a missing one, so ids cannot be probed); staff holding `invoices.read` get any. Four queries, five when a line has a design.
 */
export async function getInvoiceDocument(
  em: EntityManager,
  sessions: Sessions,
  invoiceId: number,
): Promise<InvoiceDocument> {
  const invoice = ownRowOrNotFound(
    sessions,
    await em.findOne(Invoice, { id: invoiceId }, { populate: ['order'] }),
    'invoices.read',
    INVOICE_NOT_FOUND_MESSAGE,
  );

  const order = invoice.order.getEntity();
  const email = normalizeEmail(invoice.memberEmail);
  const [rows, member, addresses] = await Promise.all([
    em.find(OrderItem, { order: order.id }, { orderBy: { id: 'asc' } }),
    em.findOne(Member, { email }, { fields: ['firstName', 'lastName'] }),
    em.find(Address, { memberEmail: email }, { orderBy: { isDefault: 'desc', createdAt: 'asc', id: 'asc' } }),
  ]);
  const designNames = await findDesignNames(em, rows);
  const items =
    rows.length > 0 ? rows.map((row) => toOrderItemView(row, designNames)) : orderLinesFromJson(order.items);
  const lines: InvoiceLine[] = items.map((item) => {
    const unit = item.unitPrice ?? '0.00';
    return {
      description: lineDescription(item),
      quantity: item.quantity,
      unitPrice: unit,
      lineTotal: fromCents(cents(unit) * item.quantity),
    };
  });
  // An order without lines is invoiced as one line.
  if (lines.length === 0) {
    lines.push({
      description: `Ordre ${order.orderNumber}`,
      quantity: 1,
      unitPrice: invoice.amount,
      lineTotal: invoice.amount,
    });
  }
  const linesTotal = lines.reduce((sum, line) => sum + cents(line.lineTotal), 0);
  const difference = cents(invoice.amount) - linesTotal;

  // Billing address first, then the default shipping address, else the order's address text.
  const address = addresses.find((a) => a.type === 'billing') ?? addresses[0];
  const name = member ? `${member.firstName} ${member.lastName}` : (address?.name ?? email);
  const addressLines = address
    ? [address.line1, address.line2, `${address.postalCode} ${address.city}`].filter((l): l is string => !!l)
    : (order.shippingAddress?.split(',').map((part) => part.trim()) ?? []).filter((part) => part && part !== name);

  return {
    invoiceNumber: invoice.invoiceNumber,
    status: invoice.status,
    issuedAt: invoice.createdAt,
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate ?? null,
    amount: invoice.amount,
    taxAmount: invoice.taxAmount,
    currency: order.currency,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt,
    orderNotes: order.notes ?? null,
    customer: { name, email, addressLines },
    lines,
    adjustment: difference !== 0 ? fromCents(difference) : null,
  };
}
