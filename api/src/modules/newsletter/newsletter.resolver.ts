import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { orValidationError } from '../../graphql/common.types.js';
import { subscribeNewsletter } from './newsletter.service.js';
import { NewsletterSubscribed, SubscribeNewsletterResult } from './newsletter.types.js';

@Resolver()
export class NewsletterResolver {
  @Access(PUBLIC)
  @Mutation(() => SubscribeNewsletterResult)
  subscribeNewsletter(
    @Ctx() { em }: GraphQLContext,
    @Arg('email', () => String) email: string,
  ): Promise<typeof SubscribeNewsletterResult> {
    return orValidationError(
      () => subscribeNewsletter(em, { email }),
      (result) => new NewsletterSubscribed(result.email),
    );
  }
}
