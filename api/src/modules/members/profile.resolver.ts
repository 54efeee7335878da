import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { clearCustomerSession } from '../../common/auth.js';
import { ownerOrStaff } from '@russ/schema/staff/permissions';
import { customerTarget, isOwner, staffActingFor } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { CustomerProfile } from './profile.types.js';
import { signOutCustomerEverywhere, updateProfile, updateProfileSettings } from './profile.service.js';
import { PROFILE_EMAIL_DESCRIPTION, ProfileInput, ProfileSettingsInput, ProfileUpdated } from './profile.types.js';

/**
 * The profile tab's changes. Without `email` they act on the signed-in customer; 401 anonymous, 403 for another
 * customer's e-mail; staff holding members.update may act on any customer by e-mail. Deleting the account is
 * the account-deletion module's (it reaches into every feature).
 */
@Resolver()
export class ProfileResolver {
  @Access(ownerOrStaff('members.update'))
  @Mutation(() => ProfileUpdated, { description: 'Changes first name, last name, school and graduation year.' })
  updateProfile(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => ProfileInput) input: ProfileInput,
    @Arg('email', () => String, { nullable: true, description: PROFILE_EMAIL_DESCRIPTION }) email?: string | null,
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
    @Arg('email', () => String, { nullable: true, description: PROFILE_EMAIL_DESCRIPTION }) email?: string | null,
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
    @Arg('email', () => String, { nullable: true, description: PROFILE_EMAIL_DESCRIPTION }) email?: string | null,
  ): Promise<boolean> {
    const target = customerTarget(ctx.sessions, email, 'members.update');
    await signOutCustomerEverywhere(ctx.em, target, staffActingFor(ctx.sessions, target));
    if (isOwner(ctx.sessions, target)) clearCustomerSession(ctx.reply);
    return true;
  }
}
