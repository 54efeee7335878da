import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { clearCustomerSession } from '../../common/auth.js';
import { ownerOrStaff } from '@russ/schema/staff/permissions';
import { customerTarget, isOwner, staffActingFor } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { createFileStorage } from '../../infra/storage.js';
import { CustomerProfile } from './profile.types.js';
import { deleteAccount } from './account-deletion.service.js';
import { signOutCustomerEverywhere, updateProfile, updateProfileSettings } from './profile.service.js';
import { AccountDeleted, ProfileInput, ProfileSettingsInput, ProfileUpdated } from './profile.types.js';

const EMAIL_DESCRIPTION =
  'Staff (members.update) only: the customer to act on (a customer may only pass their own e-mail).';

/**
 * The profile tab's changes. Without `email` they act on the signed-in customer; 401 anonymous, 403 for another
 * customer's e-mail; staff holding members.update may act on any customer by e-mail (deleting someone else's
 * account: members.manage, administrators).
 */
@Resolver()
export class ProfileResolver {
  @Access(ownerOrStaff('members.update'))
  @Mutation(() => ProfileUpdated, { description: 'Changes first name, last name, school and graduation year.' })
  updateProfile(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => ProfileInput) input: ProfileInput,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<ProfileUpdated> {
    const target = customerTarget(sessions, email, 'members.update');
    return updateProfile(em, target, input, staffActingFor(sessions, target)).then(
      (profile) => new ProfileUpdated(profile),
    );
  }

  @Access(ownerOrStaff('members.update'))
  @Mutation(() => CustomerProfile, { description: 'E-mail notifications and privacy.' })
  updateProfileSettings(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => ProfileSettingsInput) input: ProfileSettingsInput,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<CustomerProfile> {
    const target = customerTarget(sessions, email, 'members.update');
    const settings = {
      emailNotifications: input.emailNotifications ?? undefined,
      shareNameWithCoordinators: input.shareNameWithCoordinators ?? undefined,
    };
    return updateProfileSettings(em, target, settings, staffActingFor(sessions, target));
  }

  @Access(ownerOrStaff('members.update'))
  @Mutation(() => Boolean, {
    description:
      'Signs the customer out on every device (this one too): every session cookie signed until now stops working.',
  })
  async signOutEverywhere(
    @Ctx() ctx: GraphQLContext,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<boolean> {
    const target = customerTarget(ctx.sessions, email, 'members.update');
    await signOutCustomerEverywhere(ctx.em, target, staffActingFor(ctx.sessions, target));
    if (isOwner(ctx.sessions, target)) clearCustomerSession(ctx.reply);
    return true;
  }

  @Access(ownerOrStaff('members.manage'))
  @Mutation(() => AccountDeleted, {
    description:
      'Deletes the membership and personal data after the customer typed their e-mail in confirmEmail; orders and invoices are kept for bookkeeping. Signs the customer out everywhere.',
  })
  async deleteAccount(
    @Ctx() ctx: GraphQLContext,
    @Arg('confirmEmail', () => String) confirmEmail: string,
    @Arg('email', () => String, { nullable: true, description: EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<AccountDeleted> {
    const target = customerTarget(ctx.sessions, email, 'members.manage');
    return deleteAccount(
      ctx.em,
      target,
      { confirmEmail },
      {
        storage: createFileStorage(ctx.config),
        log: ctx.request.log,
        actor: staffActingFor(ctx.sessions, target),
      },
    ).then((report) => {
      if (isOwner(ctx.sessions, target)) clearCustomerSession(ctx.reply);
      return new AccountDeleted(report);
    });
  }
}
