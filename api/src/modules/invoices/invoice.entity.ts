import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { InvoiceStatus } from '@russ/schema/invoices/invoice-status';
import { Order } from '../orders/order.entity.js';

/** `invoice` or `credit_note` (a negative amount pointing at the invoice it corrects). */
export type InvoiceKind = 'invoice' | 'credit_note';

/**
 * An issued invoice (admin §4). Never edited after it is issued except for its payment, status and reminder
 * bookkeeping; a mistake is corrected by a credit note, which is another row of kind `credit_note`. `createdAt`
 * is the issue date. A group order invoiced per member has one invoice per member (`memberEmail`).
 */
@Entity({ tableName: 'invoices' })
export class Invoice {
  [OptionalProps]?: 'taxAmount' | 'status' | 'createdAt' | 'kind' | 'remindersSent' | 'paidAmount';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Order, ref: true, index: true })
  order!: Ref<Order>;

  @Property({ type: 'text', unique: true })
  invoiceNumber!: string;

  @Index()
  @Property({ type: 'text' })
  memberEmail!: string;

  /** numeric(10,2) including VAT; negative for a credit note. */
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  amount!: string;

  /** The VAT part of `amount`. */
  @Property({ type: 'decimal', precision: 10, scale: 2, defaultRaw: '0.00' })
  taxAmount: string = '0.00';

  @Index()
  @Property({ type: 'text', default: 'pending' })
  status: InvoiceStatus = 'pending';

  @Property({ type: 'datetime' })
  dueDate!: Date;

  @Property({ type: 'datetime', nullable: true })
  paidDate?: Date | null;

  /** What has been paid of `amount` (bank payments and `Registrer betaling`): the rest is `amount - paidAmount`. */
  @Property({ type: 'decimal', precision: 10, scale: 2, defaultRaw: '0' })
  paidAmount: string = '0.00';

  /** The payment reference staff typed with `Registrer betaling`. */
  @Property({ type: 'text', nullable: true })
  paymentReference?: string | null;

  /** KID (MOD10) for the payment; null on invoices from before KIDs. */
  @Property({ type: 'text', nullable: true })
  kid?: string | null;

  @Property({ type: 'text', default: 'invoice' })
  kind: InvoiceKind = 'invoice';

  /** For a credit note: the invoice it corrects. */
  @Property({ type: 'integer', nullable: true })
  creditedInvoiceId?: number | null;

  @Property({ type: 'text', nullable: true })
  creditReason?: string | null;

  /** For a credit note issued when a return was completed. */
  @Property({ type: 'integer', nullable: true })
  returnId?: number | null;

  @Property({ type: 'integer', default: 0 })
  remindersSent: number = 0;

  @Property({ type: 'datetime', nullable: true })
  lastReminderAt?: Date | null;

  /** When `Send faktura` last mailed it. */
  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  issuedByStaffId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
