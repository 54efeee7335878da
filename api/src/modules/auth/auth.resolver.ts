import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { clearCustomerSession, endCustomerSession } from '../../common/auth.js';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { SignInLinkRequested, Viewer } from './auth.types.js';
import { authRateLimits } from '../../common/rate-limit.js';
import { getViewer, requestSignInLink } from './sign-in.service.js';

/** Customer sign-in: the viewer, asking for a sign-in link, signing out. */
@Resolver()
export class AuthResolver {
  @Access(PUBLIC)
  @Query(() => Viewer, { nullable: true, description: 'The signed-in customer; null when not signed in.' })
  async viewer(@Ctx() { em, sessions }: GraphQLContext): Promise<Viewer | null> {
    return sessions.customer ? getViewer(em, sessions.customer.email) : null;
  }

  @Access(PUBLIC)
  @Mutation(() => SignInLinkRequested, {
    description:
      'Mails a single-use sign-in link (15 minutes). The answer never reveals whether the e-mail is a member.',
  })
  requestSignInLink(
    @Ctx() { em, request }: GraphQLContext,
    @Arg('email', () => String) email: string,
    @Arg('returnTo', () => String, {
      nullable: true,
      description: 'The same-origin page to land on after signing in (e.g. an invite link); ignored when unsafe.',
    })
    returnTo?: string | null,
  ): Promise<SignInLinkRequested> {
    const limits = authRateLimits(request.server);
    return requestSignInLink(em, email, {
      ip: request.ip,
      perIp: limits.signInLinksPerIp,
      perEmail: limits.signInLinksPerEmail,
      returnTo,
    }).then((answer) => new SignInLinkRequested(answer.email, answer.message));
  }

  @Access(PUBLIC)
  @Mutation(() => Boolean, { description: 'Ends the customer session on the server and clears its cookie.' })
  async signOut(@Ctx() { em, reply, sessions }: GraphQLContext): Promise<boolean> {
    await endCustomerSession(em, sessions.customer);
    clearCustomerSession(reply);
    return true;
  }
}
