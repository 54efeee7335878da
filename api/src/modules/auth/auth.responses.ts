import { z } from 'zod';
import { signInLinkInput, staffSignInInput } from '@russ/schema/auth/auth.validators';
import { STAFF_ROLES } from '@russ/schema/staff/staff-roles';

/** GET /api/auth/user: the signed-in customer (GraphQL `Viewer`). */
export const ViewerAnswer = z
  .object({ email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })
  .meta({ id: 'Viewer' });

/** The signed-in staff member (GET /api/admin/me, a finished sign-in). */
export const StaffMemberAnswer = z.object({ username: z.string(), role: z.enum(STAFF_ROLES) });

/** POST /api/admin/login: signed in, or (two-step sign-in on) the code is asked for next (202). */
export const staffSignInAnswers = {
  200: StaffMemberAnswer.extend({
    totpEnrolmentRequired: z
      .literal(true)
      .optional()
      .describe('The user must switch on two-step sign-in first; the session reaches only the enrolment.'),
  }),
  202: z.object({ secondStep: z.literal('totp'), message: z.string() }),
};

/** POST /api/auth/sign-in-link: the e-mail, and where to land after signing in (a same-origin path). */
export const signInLinkBody = signInLinkInput.extend({ returnTo: z.string().optional() });

export const staffSignInBody = staffSignInInput;

export const staffCodeBody = z.object({ code: z.string().describe('A TOTP code or a recovery code.') });

/** The query of the mailed links (`?token=`). */
export const TokenQuery = z.object({ token: z.string() });
