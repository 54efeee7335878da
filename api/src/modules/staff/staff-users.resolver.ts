import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { STAFF_USER_MESSAGES } from '@russ/schema/staff/staff-user.validators';
import { SIGNED_IN_STAFF, staffCan } from '@russ/schema/staff/permissions';
import { parseId, requireCapability } from '../../common/access.js';
import { setStaffSession } from '../../common/auth.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import { UnauthorizedError } from '../../common/errors.js';
import {
  changeOwnPassword,
  changeStaffRole,
  createStaffUser,
  getStaffUser,
  listStaffNames,
  listStaffUsers,
  resetStaffPassword,
  resetStaffTotp,
  setStaffTotpRequired,
  setStaffUserActive,
} from './staff-users.service.js';
import { logStaffSecurityEvent } from '../../common/security-events.js';
import {
  ChangeOwnPasswordInput,
  StaffName,
  StaffUser,
  StaffUserInput,
  StaffUserFilter,
  StaffUserPage,
} from './staff-users.types.js';

const staffUserId = (id: string) => parseId(id, STAFF_USER_MESSAGES.notFound);

/**
 * `Ansatte` (admin §13, staff.manage: administrators) and `Endre passord` (every staff member). Bad input is a
 * BAD_USER_INPUT error with field messages; the last active administrator's removal a CONFLICT.
 */
@Resolver()
export class StaffUsersResolver {
  @Access(staffCan('staff.manage'))
  @Query(() => StaffUserPage, {
    description:
      "Staff users by username; search in username, name and e-mail; filter role ('staff'/'admin') and active; sort username, name, role or createdAt.",
  })
  staffUsers(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffUserFilter, { nullable: true }) filter: StaffUserFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffUserPage> {
    return listStaffUsers(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('staff.manage'))
  @Query(() => StaffUser, { description: "One staff user; NOT_FOUND 'Fant ikke den ansatte'." })
  staffUser(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<StaffUser> {
    return getStaffUser(em, staffUserId(id));
  }

  @Access(staffCan('audit.read'))
  @Query(() => [StaffName], { description: "Every staff user's id and username, for the audit log's staff filter." })
  auditStaffMembers(@Ctx() { em }: GraphQLContext): Promise<StaffName[]> {
    return listStaffNames(em);
  }

  @Access(staffCan('staff.manage'))
  @Mutation(() => StaffUser, { description: '`Ny ansatt`; a username or e-mail in use is refused on its field.' })
  createStaffUser(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => StaffUserInput) input: StaffUserInput,
  ): Promise<StaffUser> {
    const staff = requireCapability(sessions, 'staff.manage');
    return createStaffUser(em, staff, input);
  }

  @Access(staffCan('staff.manage'))
  @Mutation(() => StaffUser, {
    description: "`Endre rolle`; ends the user's sessions. CONFLICT when it would leave no active administrator.",
  })
  changeStaffRole(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('role', () => String) role: string,
  ): Promise<StaffUser> {
    const staff = requireCapability(sessions, 'staff.manage');
    return changeStaffRole(em, staff, staffUserId(id), role);
  }

  @Access(staffCan('staff.manage'))
  @Mutation(() => StaffUser, {
    description:
      "`Deaktiver` (active false) / `Aktiver` (active true); ends the user's sessions. CONFLICT for the last active administrator.",
  })
  setStaffUserActive(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<StaffUser> {
    const staff = requireCapability(sessions, 'staff.manage');
    return setStaffUserActive(em, staff, staffUserId(id), active);
  }

  @Access(staffCan('staff.manage'))
  @Mutation(() => StaffUser, {
    description: "`Tilbakestill passord`: sets a new password (at least 12 characters); ends the user's sessions.",
  })
  resetStaffPassword(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('password', () => String) password: string,
  ): Promise<StaffUser> {
    const staff = requireCapability(sessions, 'staff.manage');
    return resetStaffPassword(em, staff, staffUserId(id), password);
  }

  @Access(staffCan('staff.manage'))
  @Mutation(() => StaffUser, {
    description:
      "`Tilbakestill to-trinns innlogging`: switches the user's two-step sign-in off and ends their sessions.",
  })
  async resetStaffTotp(
    @Ctx() { em, sessions, request }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<StaffUser> {
    const staff = requireCapability(sessions, 'staff.manage');
    const user = await resetStaffTotp(em, staff, staffUserId(id));
    logStaffSecurityEvent(request.log, 'staff.totp.reset', {
      username: user.username.toLowerCase(),
      userId: user.id,
      actorUserId: staff.userId,
      ip: request.ip,
      outcome: 'success',
    });
    return user;
  }

  @Access(staffCan('staff.manage'))
  @Mutation(() => StaffUser, {
    description: "`Krever to-trinns innlogging` on or off for one user; ends the user's sessions when it changes.",
  })
  setStaffTotpRequired(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('required', () => Boolean) required: boolean,
  ): Promise<StaffUser> {
    const staff = requireCapability(sessions, 'staff.manage');
    return setStaffTotpRequired(em, staff, staffUserId(id), required);
  }

  @Access(SIGNED_IN_STAFF)
  @Mutation(() => Boolean, {
    description:
      "`Endre passord` for the signed-in staff member: every other session of theirs ends, this browser gets a new cookie. 'currentPassword' is refused when wrong.",
  })
  async changeOwnPassword(
    @Ctx() { em, sessions, reply, config }: GraphQLContext,
    @Arg('input', () => ChangeOwnPasswordInput) input: ChangeOwnPasswordInput,
  ): Promise<boolean> {
    const staff = sessions.staff;
    if (!staff) throw new UnauthorizedError();
    const identity = await changeOwnPassword(em, staff, input);
    setStaffSession(reply, identity, config);
    return true;
  }
}
