import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { listFaqItems } from './faq.service.js';
import { FaqItem } from './faq.types.js';

@Resolver()
export class FaqResolver {
  @Query(() => [FaqItem], { description: 'Every FAQ item in display order.' })
  faqItems(@Ctx() { em }: GraphQLContext): Promise<FaqItem[]> {
    return listFaqItems(em);
  }
}
