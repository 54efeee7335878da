import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { staffCan } from '@russ/schema/staff/permissions';
import { requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import type { ListPage } from '../../common/list-page.js';
import { ListSort } from '../../common/list-page.types.js';
import {
  createQuote,
  getQuote,
  listCustomerDesignsForQuote,
  listQuoteProducts,
  newQuoteVersion,
  previewQuoteTotals,
  quotePrefillFromContact,
  quotePrefillFromGroup,
  sendQuote,
  updateQuote,
} from './quote.service.js';
import { listStaffQuotes, type QuoteListItem } from './quote-list.query.js';
import {
  Quote,
  QuoteDesignOption,
  QuoteInput,
  QuotePrefill,
  QuoteProductOption,
  QuoteLine,
  QuoteTotalsView,
  StaffQuoteFilter,
  StaffQuotePage,
} from './quote.types.js';

/** Whether a field's selection asks for nothing but these subfields (fragments count as asking for more). */
function selectsOnly(info: GraphQLResolveInfo, allowed: readonly string[]): boolean {
  return info.fieldNodes.every((node) =>
    (node.selectionSet?.selections ?? []).every(
      (selection) =>
        selection.kind === 'Field' && (allowed.includes(selection.name.value) || selection.name.value === '__typename'),
    ),
  );
}

/**
 * A quote's lines and totals: a full view has them; a row of the console's list (`listStaffQuotes`) serves
 * `totals { total }` from the stored column and loads lines and full totals, for the whole page at once, only
 * when a client asks for them.
 */
@Resolver(() => Quote)
export class QuoteFieldsResolver {
  @FieldResolver(() => [QuoteLine])
  async lines(@Root() quote: Quote | QuoteListItem): Promise<QuoteLine[]> {
    return quote.lines ?? (await (quote as QuoteListItem).detail()).lines;
  }

  @FieldResolver(() => QuoteTotalsView)
  async totals(
    @Root() quote: Quote | QuoteListItem,
    @Info() info: GraphQLResolveInfo,
  ): Promise<QuoteTotalsView | Pick<QuoteTotalsView, 'total'>> {
    if (quote.totals) return quote.totals;
    const item = quote as QuoteListItem;
    if (selectsOnly(info, ['total'])) return { total: item.storedTotal };
    return (await item.detail()).totals;
  }
}

/** The console's quotes (admin §2). Field errors come as BAD_USER_INPUT with `extensions.fieldErrors`. */
@Resolver()
export class QuoteAdminResolver {
  @Access(staffCan('quotes.read'))
  @Query(() => StaffQuotePage, {
    description:
      'Staff (quotes.read): quotes, newest first; search in quote number, customer e-mail or member name; sort createdAt, validUntil or total.',
  })
  staffQuotes(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffQuoteFilter, { nullable: true }) filter: StaffQuoteFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<ListPage<QuoteListItem>> {
    return listStaffQuotes(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('quotes.read'))
  @Query(() => Quote, { description: 'Staff (quotes.read): one quote; NOT_FOUND when missing.' })
  quote(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<Quote> {
    return getQuote(em, id);
  }

  @Access(staffCan('quotes.write'))
  @Query(() => QuotePrefill, { description: '`Lag tilbud` from a contact message.' })
  quotePrefillFromContact(
    @Ctx() { em }: GraphQLContext,
    @Arg('contactId', () => Int) contactId: number,
  ): Promise<QuotePrefill> {
    return quotePrefillFromContact(em, contactId);
  }

  @Access(staffCan('quotes.write'))
  @Query(() => QuotePrefill, {
    description: '`Lag tilbud fra gruppen`: one line per product/size/colour of the size matrix.',
  })
  quotePrefillFromGroup(
    @Ctx() { em }: GraphQLContext,
    @Arg('groupId', () => Int) groupId: number,
  ): Promise<QuotePrefill> {
    return quotePrefillFromGroup(em, groupId);
  }

  @Access(staffCan('quotes.write'))
  @Query(() => QuoteTotalsView, { description: 'The totals of a quote form as it stands (nothing stored).' })
  previewQuoteTotals(
    @Ctx() { em }: GraphQLContext,
    @Arg('input', () => QuoteInput) input: QuoteInput,
  ): Promise<QuoteTotalsView> {
    return previewQuoteTotals(em, input);
  }

  @Access(staffCan('quotes.write'))
  @Query(() => [QuoteProductOption], { description: "The catalogue for the form's 'Produkt' select." })
  quoteProducts(@Ctx() { em }: GraphQLContext): Promise<QuoteProductOption[]> {
    return listQuoteProducts(em);
  }

  @Access(staffCan('quotes.write'))
  @Query(() => [QuoteDesignOption], { description: "The customer's designs for the form's 'Design' select." })
  customerDesignsForQuote(
    @Ctx() { em }: GraphQLContext,
    @Arg('email', () => String) email: string,
  ): Promise<QuoteDesignOption[]> {
    return listCustomerDesignsForQuote(em, email);
  }

  @Access(staffCan('quotes.write'))
  @Mutation(() => Quote, { description: 'A new draft quote.' })
  createQuote(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => QuoteInput) input: QuoteInput,
  ): Promise<Quote> {
    return createQuote(em, requireCapability(sessions, 'quotes.write'), input);
  }

  @Access(staffCan('quotes.write'))
  @Mutation(() => Quote, { description: 'Saves a draft; CONFLICT for a sent or answered quote.' })
  updateQuote(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => QuoteInput) input: QuoteInput,
  ): Promise<Quote> {
    return updateQuote(em, requireCapability(sessions, 'quotes.write'), id, input);
  }

  @Access(staffCan('quotes.write'))
  @Mutation(() => Quote, {
    description: '`Send tilbud`: draft → sent, mails the quote; a new version replaces the old.',
  })
  sendQuote(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<Quote> {
    return sendQuote(em, requireCapability(sessions, 'quotes.write'), id);
  }

  @Access(staffCan('quotes.write'))
  @Mutation(() => Quote, { description: '`Ny versjon`: a sent quote copied into a new draft (version + 1).' })
  newQuoteVersion(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<Quote> {
    return newQuoteVersion(em, requireCapability(sessions, 'quotes.write'), id);
  }
}
