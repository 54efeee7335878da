import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ownerOrStaff } from '@russ/schema/staff/permissions';
import { customerTarget, isOwner, staffActingFor } from '../../common/access.js';
import { clearCustomerSession } from '../../common/auth.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { AccountDeleted, PROFILE_EMAIL_DESCRIPTION } from '../members/profile.types.js';
import { deleteAccount } from './account-deletion.service.js';

/**
 * The profile tab's `Slett konto`. Without `email` it deletes the signed-in customer's account; 401 anonymous,
 * 403 for another customer's e-mail; staff holding members.manage (administrators) may delete any customer's.
 */
@Resolver()
export class AccountDeletionResolver {
  @Access(ownerOrStaff('members.manage'))
  @Mutation(() => AccountDeleted, {
    description:
      'Deletes the membership and personal data after the customer typed their e-mail in confirmEmail; orders and invoices are kept for bookkeeping. Signs the customer out everywhere.',
  })
  async deleteAccount(
    @Ctx() ctx: GraphQLContext,
    @Arg('confirmEmail', () => String) confirmEmail: string,
    @Arg('email', () => String, { nullable: true, description: PROFILE_EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<AccountDeleted> {
    const target = customerTarget(ctx.sessions, email, 'members.manage');
    return deleteAccount(
      ctx.em,
      target,
      { confirmEmail },
      {
        storage: ctx.request.server.storage,
        log: ctx.request.log,
        actor: staffActingFor(ctx.sessions, target),
      },
    ).then((report) => {
      if (isOwner(ctx.sessions, target)) clearCustomerSession(ctx.reply);
      return new AccountDeleted(report);
    });
  }
}
