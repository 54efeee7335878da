import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { clearStaffSession, setStaffSession } from '../../common/auth.js';
import type { GraphQLContext } from '../../common/context.js';
import { InvalidCredentials, StaffSignedIn, StaffSignInResult, StaffViewer } from './auth.types.js';
import { authRateLimits } from './rate-limit.js';
import { findStaffUser, signInStaff } from './staff.service.js';

/** Staff sign-in for the admin console. */
@Resolver()
export class StaffAuthResolver {
  @Query(() => StaffViewer, {
    nullable: true,
    description: 'The signed-in staff member; null when not signed in as staff.',
  })
  async staffViewer(@Ctx() { em, sessions }: GraphQLContext): Promise<StaffViewer | null> {
    if (!sessions.staff) return null;
    const user = await findStaffUser(em, sessions.staff.userId);
    return user ? new StaffViewer(user.username, user.role) : null;
  }

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

  @Mutation(() => Boolean, { description: 'Clears the staff session cookie.' })
  staffSignOut(@Ctx() { reply }: GraphQLContext): boolean {
    clearStaffSession(reply);
    return true;
  }
}
