import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { clearStaffSession, setStaffSession } from '../../common/auth.js';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import { StaffSessionEnded } from '../../common/access.js';
import type { GraphQLContext } from '../../common/context.js';
import { InvalidCredentials, StaffSignedIn, StaffSignInResult, StaffViewer } from './auth.types.js';
import { authRateLimits } from './rate-limit.js';
import { endStaffSession, signInStaff } from './staff.service.js';

/** Staff sign-in for the admin console. */
@Resolver()
export class StaffAuthResolver {
  @Access(PUBLIC)
  @Query(() => StaffViewer, {
    nullable: true,
    description:
      'The signed-in staff member; null when not signed in as staff. UNAUTHENTICATED with extensions.reason (signed-out, deactivated) when the staff cookie was ended on the server.',
  })
  staffViewer(@Ctx() { sessions }: GraphQLContext): StaffViewer | null {
    // sessions.staff is the user as the database has it now (common/auth.ts resolveSessions).
    if (sessions.staff) return new StaffViewer(sessions.staff.username, sessions.staff.role);
    // The console shows why on its login page ('Du er logget ut.', 'Kontoen er deaktivert.').
    if (sessions.staffEnded) throw new StaffSessionEnded(sessions.staffEnded);
    return null;
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
    await endStaffSession(em, sessions.staff);
    clearStaffSession(reply);
    return true;
  }
}
