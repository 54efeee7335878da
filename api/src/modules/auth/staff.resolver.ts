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
import { UnauthorizedError } from '../../common/errors.js';
import { User } from '../users/user.entity.js';
import {
  ConfirmStaffTotpResult,
  InvalidCredentials,
  StaffSecondStepRequired,
  StaffSignedIn,
  StaffSignInCodeResult,
  StaffSignInResult,
  StaffTotpEnabled,
  StaffTotpEnrolment,
  StaffViewer,
  TotpCodeRefused,
} from './auth.types.js';
import { authRateLimits } from './rate-limit.js';
import { logStaffSecurityEvent } from './security-events.js';
import { confirmTotpEnrolment, startTotpEnrolment } from './staff-totp.service.js';
import { completeStaffSecondStep, endStaffSession, signInStaff, signStaffSecondStep } from './staff.service.js';

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
  @Mutation(() => StaffSignInResult, {
    description:
      'Sets the staff session cookie (12 hours) on success; with two-step sign-in on, answers StaffSecondStepRequired (the code goes to staffSignInCode).',
  })
  async staffSignIn(
    @Ctx() { em, request, reply, config }: GraphQLContext,
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
  ): Promise<typeof StaffSignInResult> {
    const result = await signInStaff(em, username, password, {
      ip: request.ip,
      limits: authRateLimits(request.server),
      totpRequirement: config.staffTotpRequired,
      log: request.log,
    });
    if (!result.ok) return new InvalidCredentials(result.message);
    if (result.secondStep) {
      setStaffSecondStep(reply, signStaffSecondStep(result.user, config.sessionSecret), STAFF_SECOND_STEP_TTL_SECONDS);
      return new StaffSecondStepRequired('Engangskode');
    }
    setStaffSession(reply, result.user, config);
    return new StaffSignedIn(result.user.username, result.user.role, result.mustEnrolTotp);
  }

  @Access(PUBLIC)
  @Mutation(() => StaffSignInCodeResult, {
    description:
      "The second step of a staff sign-in: an `Engangskode` (TOTP) or a recovery code. Sets the staff session on success; 'Koden er feil eller utløpt.' otherwise.",
  })
  async staffSignInCode(
    @Ctx() { em, request, reply, config }: GraphQLContext,
    @Arg('code', () => String) code: string,
  ): Promise<typeof StaffSignInCodeResult> {
    const result = await completeStaffSecondStep(em, readStaffSecondStep(request), code, config, {
      ip: request.ip,
      limits: authRateLimits(request.server),
      log: request.log,
    });
    if (!result.ok) {
      if (result.reason === 'expired') clearStaffSecondStep(reply);
      return new TotpCodeRefused(result.reason, result.message);
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
  @Mutation(() => ConfirmStaffTotpResult, {
    description:
      '`Bekreft`: a code from the new secret switches two-step sign-in on and answers the ten recovery codes, once.',
  })
  async confirmStaffTotpEnrolment(
    @Ctx() { em, sessions, config, request }: GraphQLContext,
    @Arg('code', () => String) code: string,
  ): Promise<typeof ConfirmStaffTotpResult> {
    const staff = sessions.staff ?? sessions.staffTotpEnrolment;
    if (!staff) throw new UnauthorizedError();
    const recoveryCodes = await confirmTotpEnrolment(em, staff, code, config);
    const who = { username: staff.username.toLowerCase(), userId: staff.userId, ip: request.ip };
    if (!recoveryCodes) {
      logStaffSecurityEvent(request.log, 'staff.totp.failed', { ...who, outcome: 'failure', reason: 'enrolment' });
      return new TotpCodeRefused('wrong-code', STAFF_TOTP_MESSAGES.wrongCode);
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
