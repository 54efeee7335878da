import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { clearStaffSession, setStaffSession } from '../../common/auth.js';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { InvalidCredentials, StaffSignedIn, StaffSignInResult, StaffViewer } from './auth.types.js';
import { authRateLimits } from './rate-limit.js';
import { endStaffSessions, signInStaff } from './staff.service.js';

/** Staff sign-in for the admin console. */
@Resolver()
export class StaffAuthResolver {
  @Access(PUBLIC)
  @Query(() => StaffViewer, {
    nullable: true,
    description: 'The signed-in staff member; null when not signed in as staff.',
  })
  staffViewer(@Ctx() { sessions }: GraphQLContext): StaffViewer | null {
    // sessions.staff is the user as the database has it now (common/auth.ts resolveSessions).
    return sessions.staff ? new StaffViewer(sessions.staff.username, sessions.staff.role) : null;
  }

  @Access(PUBLIC)
  @Mutation(() => StaffSignInResult, { description: 'Sets the staff session cookie (12 hours) on success.' })
  async staffSignIn(
    @Ctx() { em, request, reply, config }: GraphQLContext,
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
  ): Promise<typeof StaffSignInResult> {
    const result = await signInStaff(em, username, password, {
      ip: request.ip,
      limits: authRateLimits(request.server),
    });
    if (!result.ok) return new InvalidCredentials(result.message);
    setStaffSession(reply, result.user, config);
    return new StaffSignedIn(result.user.username, result.user.role);
  }

  @Access(PUBLIC)
  @Mutation(() => Boolean, {
    description: 'Ends the staff session: every staff cookie of this user signed until now stops working.',
  })
  async staffSignOut(@Ctx() { em, reply, sessions }: GraphQLContext): Promise<boolean> {
    if (sessions.staff) await endStaffSessions(em, sessions.staff.userId);
    clearStaffSession(reply);
    return true;
  }
}
