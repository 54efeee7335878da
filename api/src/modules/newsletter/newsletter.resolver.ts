import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { mailGuard } from '../../infra/mail-limits.js';
import { subscribeNewsletter } from './newsletter.service.js';
import { NewsletterSubscribed } from './newsletter.types.js';

@Resolver()
export class NewsletterResolver {
  @Access(PUBLIC)
  @Mutation(() => NewsletterSubscribed)
  subscribeNewsletter(
    @Ctx() { em, request }: GraphQLContext,
    @Arg('email', () => String) email: string,
  ): Promise<NewsletterSubscribed> {
    return subscribeNewsletter(em, { email }, mailGuard(request)).then(
      (result) => new NewsletterSubscribed(result.email),
    );
  }
}
