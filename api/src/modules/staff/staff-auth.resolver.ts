import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { STAFF_SECOND_STEP_TTL_SECONDS, STAFF_TOTP_MESSAGES } from '@russ/schema/staff/staff-totp';
import { PUBLIC, STAFF_TOTP_ENROLMENT } from '@russ/schema/staff/permissions';
import {
  clearStaffSecondStep,
  clearStaffSession,
  readStaffSecondStep,
  setStaffSecondStep,
  setStaffSession,
} from '../../common/auth.js';
import { Access } from '../../common/auth-checker.js';
import { StaffSessionEnded } from '../../common/access.js';
import type { GraphQLContext } from '../../common/context.js';
import { SignInRefused, UnauthorizedError } from '../../common/errors.js';
import { User } from './user.entity.js';
import {
  StaffSignedIn,
  StaffSignInStep,
  StaffTotpEnabled,
  StaffTotpEnrolment,
  StaffViewer,
} from './staff-auth.types.js';
import { authRateLimits } from '../../common/rate-limit.js';
import { logStaffSecurityEvent } from '../../common/security-events.js';
import { confirmTotpEnrolment, startTotpEnrolment } from './staff-totp.service.js';
import { completeStaffSecondStep, endStaffSession, signInStaff, signStaffSecondStep } from './staff-auth.service.js';

/** Staff sign-in for the admin console, with two-step sign-in (admin §13). */
@Resolver()
export class StaffAuthResolver {
  @Access(PUBLIC)
  @Query(() => StaffViewer, {
    nullable: true,
    description:
      'The signed-in staff member; null when not signed in as staff. UNAUTHENTICATED with extensions.reason (signed-out, deactivated) when the staff cookie was ended on the server.',
  })
  async staffViewer(@Ctx() { em, sessions }: GraphQLContext): Promise<StaffViewer | null> {
    // sessions.staff is the user as the database has it now (common/auth.ts resolveSessions).
    const staff = sessions.staff ?? sessions.staffTotpEnrolment;
    if (staff) {
      const user = await em.findOne(User, { id: staff.userId }, { fields: ['totpEnabledAt'] });
      return new StaffViewer(staff.username, staff.role, !!user?.totpEnabledAt, !sessions.staff);
    }
    // The console shows why on its login page ('Du er logget ut.', 'Kontoen er deaktivert.').
    if (sessions.staffEnded) throw new StaffSessionEnded(sessions.staffEnded);
    return null;
  }

  @Access(PUBLIC)
  @Mutation(() => StaffSignInStep, {
    description:
      "Sets the staff session cookie (12 hours) on success; with two-step sign-in on, answers secondStepRequired (the code goes to staffSignInCode). SIGN_IN_REFUSED (reason 'invalid-credentials' or 'too-many-attempts') with a deliberately vague message otherwise.",
  })
  async staffSignIn(
    @Ctx() { em, request, reply, config }: GraphQLContext,
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
  ): Promise<StaffSignInStep> {
    const result = await signInStaff(em, username, password, {
      ip: request.ip,
      limits: authRateLimits(request.server),
      totpRequirement: config.staffTotpRequired,
      log: request.log,
    });
    if (!result.ok) throw new SignInRefused(result.reason, result.message);
    if (result.secondStep) {
      setStaffSecondStep(reply, signStaffSecondStep(result.user, config.sessionSecret), STAFF_SECOND_STEP_TTL_SECONDS);
      return new StaffSignInStep(null);
    }
    setStaffSession(reply, result.user, config);
    return new StaffSignInStep(new StaffSignedIn(result.user.username, result.user.role, result.mustEnrolTotp));
  }

  @Access(PUBLIC)
  @Mutation(() => StaffSignedIn, {
    description:
      "The second step of a staff sign-in: an `Engangskode` (TOTP) or a recovery code. Sets the staff session on success; otherwise SIGN_IN_REFUSED with reason 'wrong-code' ('Koden er feil eller utløpt.'), 'expired' (start the sign-in again) or 'too-many-attempts'.",
  })
  async staffSignInCode(
    @Ctx() { em, request, reply, config }: GraphQLContext,
    @Arg('code', () => String) code: string,
  ): Promise<StaffSignedIn> {
    const result = await completeStaffSecondStep(em, readStaffSecondStep(request), code, config, {
      ip: request.ip,
      limits: authRateLimits(request.server),
      log: request.log,
    });
    if (!result.ok) {
      if (result.reason === 'expired') clearStaffSecondStep(reply);
      throw new SignInRefused(result.reason, result.message);
    }
    clearStaffSecondStep(reply);
    setStaffSession(reply, result.user, config);
    return new StaffSignedIn(result.user.username, result.user.role);
  }

  @Access(STAFF_TOTP_ENROLMENT)
  @Mutation(() => StaffTotpEnrolment, {
    description:
      '`Slå på to-trinns innlogging`: a new secret and its QR code for the signed-in staff member. CONFLICT when it is on already.',
  })
  startStaffTotpEnrolment(@Ctx() { em, sessions, config }: GraphQLContext): Promise<StaffTotpEnrolment> {
    const staff = sessions.staff ?? sessions.staffTotpEnrolment;
    if (!staff) throw new UnauthorizedError();
    return startTotpEnrolment(em, staff, config);
  }

  @Access(STAFF_TOTP_ENROLMENT)
  @Mutation(() => StaffTotpEnabled, {
    description:
      "`Bekreft`: a code from the new secret switches two-step sign-in on and answers the ten recovery codes, once; SIGN_IN_REFUSED (reason 'wrong-code') for a wrong code.",
  })
  async confirmStaffTotpEnrolment(
    @Ctx() { em, sessions, config, request }: GraphQLContext,
    @Arg('code', () => String) code: string,
  ): Promise<StaffTotpEnabled> {
    const staff = sessions.staff ?? sessions.staffTotpEnrolment;
    if (!staff) throw new UnauthorizedError();
    const recoveryCodes = await confirmTotpEnrolment(em, staff, code, config);
    const who = { username: staff.username.toLowerCase(), userId: staff.userId, ip: request.ip };
    if (!recoveryCodes) {
      logStaffSecurityEvent(request.log, 'staff.totp.failed', { ...who, outcome: 'failure', reason: 'enrolment' });
      throw new SignInRefused('wrong-code', STAFF_TOTP_MESSAGES.wrongCode);
    }
    logStaffSecurityEvent(request.log, 'staff.totp.enabled', { ...who, outcome: 'success' });
    return new StaffTotpEnabled(recoveryCodes);
  }

  @Access(PUBLIC)
  @Mutation(() => Boolean, {
    description: 'Ends the staff session: every staff cookie of this user signed until now stops working.',
  })
  async staffSignOut(@Ctx() { em, reply, sessions }: GraphQLContext): Promise<boolean> {
    await endStaffSession(em, sessions.staff ?? sessions.staffTotpEnrolment);
    clearStaffSession(reply);
    return true;
  }
}
