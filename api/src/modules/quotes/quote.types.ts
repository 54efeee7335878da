import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

/** GraphQL shapes of quotes (admin §2), as /work/quote-contract.md fixes them for the console and the dashboard. */

@ObjectType({ description: 'How the discount of a quote was chosen.' })
export class QuoteDiscount {
  @Field({ description: 'none | group | custom' }) kind!: string;
  @Field(() => String, { nullable: true, description: 'For group: terms | groupDiscountsPage.' }) reading!:
    string | null;
  @Field(() => Float, { nullable: true, description: 'For custom: the percentage.' }) percent!: number | null;
}

@ObjectType({ description: 'One line of the summary under a quote (quoteSummaryRows).' })
export class QuoteSummaryRow {
  @Field({ description: 'goods | discount | shipping | total | vat' }) key!: string;
  @Field() label!: string;
  @Field({ description: "Formatted, e.g. '1 299 kr'; a discount is negative." }) amount!: string;
  @Field(() => String, { nullable: true }) note!: string | null;
}

@ObjectType({ description: "A quote's totals; amounts in kroner incl. MVA with two decimals ('1299.00')." })
export class QuoteTotalsView {
  @Field(() => Int) pieces!: number;
  @Field() goods!: string;
  @Field() discountAmount!: string;
  @Field() discountLabel!: string;
  @Field() discountReason!: string;
  @Field(() => String, { nullable: true, description: 'The discount choice set aside because a code applies.' })
  setAsideLabel!: string | null;
  @Field() goodsAfterDiscount!: string;
  @Field() shipping!: string;
  @Field() shippingLabel!: string;
  @Field() vat!: string;
  @Field() totalExclVat!: string;
  @Field() total!: string;
  @Field(() => [QuoteSummaryRow]) rows!: QuoteSummaryRow[];
}

@ObjectType()
export class QuoteLine {
  @Field(() => ID) id!: number;
  @Field(() => Int) productId!: number;
  @Field() productName!: string;
  @Field() description!: string;
  @Field(() => String, { nullable: true }) size!: string | null;
  @Field(() => String, { nullable: true }) color!: string | null;
  @Field(() => Int) quantity!: number;
  @Field() unitPrice!: string;
  @Field() subtotal!: string;
  @Field(() => Int, { nullable: true }) designId!: number | null;
  @Field(() => String, { nullable: true }) designName!: string | null;
  @Field(() => String, { nullable: true }) printName!: string | null;
}

@ObjectType({ description: 'A priced quote, one row per version.' })
export class Quote {
  @Field(() => ID) id!: number;
  @Field({ description: "'T-2026-0042', shared by all versions." }) quoteNumber!: string;
  @Field(() => Int) version!: number;
  @Field() customerEmail!: string;
  @Field(() => String, { nullable: true, description: "The member's name when a member has this e-mail." })
  customerName!: string | null;
  @Field() isMember!: boolean;
  @Field({ description: 'draft | sent | accepted | declined | expired' }) status!: string;
  @Field({ description: 'Utkast | Sendt | Godtatt | Avslått | Utløpt' }) statusLabel!: string;
  @Field(() => Int, { nullable: true }) contactId!: number | null;
  @Field(() => Int, { nullable: true }) groupId!: number | null;
  @Field(() => String, { nullable: true }) groupName!: string | null;
  @Field(() => QuoteDiscount) discount!: QuoteDiscount;
  @Field(() => String, { nullable: true }) couponCode!: string | null;
  @Field(() => GraphQLISODateTime) validUntil!: Date;
  @Field(() => String, { nullable: true }) customerNote!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) sentAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) answeredAt!: Date | null;
  @Field(() => String, { nullable: true }) declineReason!: string | null;
  @Field(() => Int, { nullable: true }) orderId!: number | null;
  @Field(() => String, { nullable: true }) orderNumber!: string | null;
  @Field(() => Int, { nullable: true }) previousVersionId!: number | null;
  @Field(() => Int, { nullable: true }) replacedById!: number | null;
  @Field(() => [QuoteLine]) lines!: QuoteLine[];
  @Field(() => QuoteTotalsView) totals!: QuoteTotalsView;
  @Field({ description: 'Draft only.' }) canEdit!: boolean;
  @Field({ description: 'Draft, not replaced.' }) canSend!: boolean;
  @Field({ description: 'Sent and not replaced.' }) canNewVersion!: boolean;
  @Field({ description: 'The customer may accept or decline it now (sent, within its validity).' })
  canAnswer!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType()
export class StaffQuotePage extends ListPageOf(Quote) {}

@InputType({ description: 'Filters of the console quote list.' })
export class StaffQuoteFilter {
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => Int, { nullable: true }) groupId?: number | null;
  @Field(() => String, { nullable: true }) customerEmail?: string | null;
}

@InputType()
export class QuoteDiscountInput {
  @Field({ description: 'none | group | custom' }) kind!: string;
  @Field(() => String, { nullable: true }) reading?: string | null;
  @Field(() => Float, { nullable: true }) percent?: number | null;
}

@InputType()
export class QuoteLineInput {
  @Field(() => Int) productId!: number;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) size?: string | null;
  @Field(() => String, { nullable: true }) color?: string | null;
  @Field(() => Int) quantity!: number;
  @Field({ description: "Kroner incl. MVA, e.g. '499.00'." }) unitPrice!: string;
  @Field(() => Int, { nullable: true }) designId?: number | null;
  @Field(() => String, { nullable: true }) printName?: string | null;
}

@InputType({ description: "The staff quote form ('Lagre')." })
export class QuoteInput {
  @Field() customerEmail!: string;
  @Field(() => Int, { nullable: true }) contactId?: number | null;
  @Field(() => Int, { nullable: true }) groupId?: number | null;
  @Field(() => [QuoteLineInput]) lines!: QuoteLineInput[];
  @Field(() => QuoteDiscountInput) discount!: QuoteDiscountInput;
  @Field(() => String, { nullable: true, description: 'RUSS25 or another coupon code.' }) code?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) validUntil?: Date | null;
  @Field(() => String, { nullable: true }) customerNote?: string | null;
}

@ObjectType()
export class QuoteLinePrefill {
  @Field(() => Int, { nullable: true }) productId!: number | null;
  @Field(() => String, { nullable: true }) productName!: string | null;
  @Field() description!: string;
  @Field(() => String, { nullable: true }) size!: string | null;
  @Field(() => String, { nullable: true }) color!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true }) unitPrice!: string | null;
  @Field(() => Int, { nullable: true }) designId!: number | null;
  @Field(() => String, { nullable: true }) printName!: string | null;
}

@ObjectType({ description: 'A new quote form filled from a contact message or a group size matrix.' })
export class QuotePrefill {
  @Field() customerEmail!: string;
  @Field(() => String, { nullable: true }) customerName!: string | null;
  @Field(() => Int, { nullable: true }) contactId!: number | null;
  @Field(() => Int, { nullable: true }) groupId!: number | null;
  @Field(() => String, { nullable: true }) groupName!: string | null;
  @Field(() => [QuoteLinePrefill]) lines!: QuoteLinePrefill[];
  @Field(() => String, { nullable: true, description: 'The contact message text or group info.' }) message!:
    string | null;
}

@ObjectType()
export class QuoteProductOption {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => String, { nullable: true, description: "The catalogue's from-price in kroner ('449.00')." })
  fromPrice!: string | null;
}

@ObjectType()
export class QuoteDesignOption {
  @Field(() => Int) id!: number;
  @Field() name!: string;
}

@ObjectType({ description: 'The quote was accepted and the order created.' })
export class AcceptQuoteResult {
  @Field(() => Quote) quote!: Quote;
  @Field(() => Int) orderId!: number;
  @Field() orderNumber!: string;
}
