import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { QuoteStatus } from '@russ/schema/quotes/quote-status';
import { QuoteLine } from './quote-line.entity.js';

/** How the quote's discount was chosen (schema/src/quotes/quote-totals.ts `QuoteDiscountChoice`). */
export type QuoteDiscountKind = 'none' | 'group' | 'custom';

/**
 * A priced answer to a quote request (admin §2). One row per version: `Ny versjon` copies a sent quote into a new
 * draft whose `previousVersionId` points at it; when the new version is sent, the old one gets `replacedById` and
 * drops out of the customer's list. `quoteNumber` is shared by every version of one quote ('T-2026-0042'), and
 * `version` counts from 1.
 *
 * The totals columns are what `quoteTotals` (schema/) computed when the draft was last saved, so lists and mails
 * read the same figures the form showed; they are recomputed on every save and never edited by hand.
 */
@Entity({ tableName: 'quotes' })
@Index({ properties: ['status', 'createdAt'] })
export class Quote {
  [OptionalProps]?: 'status' | 'version' | 'discountKind' | 'validUntilChosen' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @Property({ type: 'text' })
  quoteNumber!: string;

  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  /** The customer's e-mail, lower-cased. A non-member becomes a member when they accept. */
  @Index()
  @Property({ type: 'text' })
  customerEmail!: string;

  @Index()
  @Property({ type: 'text', default: 'draft' })
  status: QuoteStatus = 'draft';

  /** The contact message (subject tilbud) this quote answers, if any. */
  @Property({ type: 'integer', nullable: true })
  contactId?: number | null;

  /** The group whose size matrix this quote prices, if any: a group order (free shipping). */
  @Index()
  @Property({ type: 'integer', nullable: true })
  groupId?: number | null;

  @Property({ type: 'integer', nullable: true })
  previousVersionId?: number | null;

  @Property({ type: 'integer', nullable: true })
  replacedById?: number | null;

  @Property({ type: 'text', default: 'group' })
  discountKind: QuoteDiscountKind = 'group';

  /** For `group`: 'terms' or 'groupDiscountsPage' (schema/src/catalog/discounts.ts). */
  @Property({ type: 'text', nullable: true })
  discountReading?: string | null;

  /** For `custom`: the percentage staff chose. */
  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  discountPercent?: string | null;

  /** A discount code (RUSS25 or another coupon), upper-cased; never combined with the discount choice. */
  @Property({ type: 'text', nullable: true })
  couponCode?: string | null;

  @Property({ type: 'datetime' })
  validUntil!: Date;

  /**
   * Whether staff chose 'Gyldig til'. When not, a draft's `validUntil` is provisional and sending sets it to
   * 30 days from the sending (`defaultQuoteValidUntil`).
   */
  @Property({ type: 'boolean', default: false })
  validUntilChosen: boolean = false;

  @Property({ type: 'integer', default: 0 })
  pieces: number = 0;

  /** Kroner incl. MVA, numeric(10,2) as strings. */
  @Property({ type: 'decimal', precision: 10, scale: 2, defaultRaw: '0.00' })
  goodsAmount: string = '0.00';

  @Property({ type: 'decimal', precision: 10, scale: 2, defaultRaw: '0.00' })
  discountAmount: string = '0.00';

  @Property({ type: 'decimal', precision: 10, scale: 2, defaultRaw: '0.00' })
  shippingAmount: string = '0.00';

  @Property({ type: 'decimal', precision: 10, scale: 2, defaultRaw: '0.00' })
  vatAmount: string = '0.00';

  @Property({ type: 'decimal', precision: 10, scale: 2, defaultRaw: '0.00' })
  totalAmount: string = '0.00';

  /** A note to the customer shown in the quote and its mail. */
  @Property({ type: 'text', nullable: true })
  customerNote?: string | null;

  @Property({ type: 'integer', nullable: true })
  createdByStaffId?: number | null;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  answeredAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  declineReason?: string | null;

  /** The order created when the customer accepted. */
  @Property({ type: 'integer', nullable: true })
  orderId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @OneToMany({ entity: () => QuoteLine, mappedBy: 'quote', orderBy: { position: 'asc' } })
  lines = new Collection<QuoteLine>(this);
}
