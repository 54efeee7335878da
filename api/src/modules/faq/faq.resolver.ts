import { Ctx, Query, Resolver } from 'type-graphql';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { PublicRead } from '../../common/public-reads.js';
import { listFaqItems } from './faq.service.js';
import { FaqItem } from './faq.types.js';

@Resolver()
export class FaqResolver {
  @Access(PUBLIC)
  @PublicRead()
  @Query(() => [FaqItem], { description: 'Every FAQ item in display order.' })
  faqItems(@Ctx() { em }: GraphQLContext): Promise<FaqItem[]> {
    return listFaqItems(em);
  }
}
