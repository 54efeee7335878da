import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { BankPaymentStatus } from '@russ/schema/invoices/payment-status';

/**
 * One payment the bank reported (admin §17), recorded once: the bank's reference is unique, so a payment that
 * comes again in another file, or in two imports at the same moment, is a single row. `amount` is negative for a
 * reversal. `invoiceId` is set when it was matched by KID or linked by staff.
 */
@Entity({ tableName: 'bank_payments' })
export class BankPayment {
  [OptionalProps]?: 'createdAt' | 'reversed';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: 'bank_payments_bank_reference_unique' })
  bankReference!: string;

  @Property({ type: 'integer' })
  importId!: number;

  @Property({ type: 'date' })
  bookedOn!: string;

  /** Kroner, numeric(12,2); negative for a reversal. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'boolean', default: false })
  reversed: boolean = false;

  @Property({ type: 'text', nullable: true })
  kid?: string | null;

  @Property({ type: 'text', nullable: true })
  payerName?: string | null;

  @Property({ type: 'text' })
  status!: BankPaymentStatus;

  @Property({ type: 'integer', nullable: true })
  invoiceId?: number | null;

  @Property({ type: 'text', nullable: true })
  ignoreReason?: string | null;

  @Property({ type: 'integer', nullable: true })
  handledByStaffId?: number | null;

  @Property({ type: 'datetime', nullable: true })
  handledAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
