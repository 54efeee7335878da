import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { customerOnly } from '@russ/schema/staff/permissions';
import { QUOTE_MESSAGES } from '@russ/schema/quotes/quote.validators';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { acceptQuote, declineQuote } from './quote.service.js';
import { AcceptQuoteResult, Quote } from './quote.types.js';

/** The customer's answer to a quote (dashboard 'Tilbud'). The list is `customerArea { quotes }`. */
@Resolver()
export class QuoteResolver {
  @Access(customerOnly(QUOTE_MESSAGES.customerOnly))
  @Mutation(() => AcceptQuoteResult, {
    description:
      "`Godta tilbud`: the customer's own sent quote becomes accepted and the order is created. CONFLICT when expired or already answered; NOT_FOUND for another customer's.",
  })
  acceptQuote(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<AcceptQuoteResult> {
    return acceptQuote(em, sessions, id);
  }

  @Access(customerOnly(QUOTE_MESSAGES.customerOnly))
  @Mutation(() => Quote, { description: '`Avslå`, with an optional reason (at most 1000 characters).' })
  declineQuote(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
  ): Promise<Quote> {
    return declineQuote(em, sessions, id, reason);
  }
}
