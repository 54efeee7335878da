import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CUSTOMER, PUBLIC, SIGNED_IN_STAFF } from '@russ/schema/staff/permissions';
import { signedInCustomer } from '../../common/access.js';
import { ACTION_PAGE_POLICY, renderActionPage } from '../../common/action-page.js';
import {
  clearCustomerSession,
  clearStaffSecondStep,
  clearStaffSession,
  endCustomerSession,
  readSessions,
  readStaffSecondStep,
  setCustomerSession,
  setStaffSecondStep,
  setStaffSession,
} from '../../common/auth.js';
import { STAFF_SECOND_STEP_TTL_SECONDS } from '@russ/schema/staff/staff-totp';
import { DEFAULT_SIGN_IN_RETURN_PATH, safeReturnPath } from '@russ/schema/auth/return-path';
import { AppError, BadRequestError, UnauthorizedError } from '../../common/errors.js';
import { acceptFormBodies } from '../../common/form-body.js';
import { authRateLimits } from '../../common/rate-limit.js';
import { MessageAnswer } from '../../common/openapi.js';
import {
  signInLinkBody,
  StaffMemberAnswer,
  staffCodeBody,
  staffSignInAnswers,
  staffSignInBody,
  TokenQuery,
  ViewerAnswer,
} from './auth.responses.js';
import { getViewer, isUsableSignInLink, requestSignInLink, verifySignInLink } from './sign-in.service.js';
import {
  completeStaffSecondStep,
  endStaffSession,
  signInStaff,
  signStaffSecondStep,
} from '../staff/staff-auth.service.js';

/** 429 with the vague message; never says whether the username exists. */
class TooManyAttempts extends AppError {
  constructor(message: string) {
    super(429, message, 'TOO_MANY_REQUESTS');
  }
}

/**
 * Customer sign-in by e-mailed link, and the staff sign-in REST twins:
 * - GET  /api/login[?returnTo=]     → 302 /login[?returnTo=] (the storefront page asks for the e-mail); returnTo,
 *                                     a same-origin path (safeReturnPath), is passed on only when it is valid;
 *                                     already signed in → 302 straight to returnTo (or the dashboard)
 * - POST /api/auth/sign-in-link     {email, returnTo?} → 202 { message } (same answer for members and others) | 400
 * - GET  /api/auth/verify?token=    → 200 page with a 'Logg inn' button (uses nothing up) | 302 /login?error=expired
 * - POST /api/auth/verify           token=… (form) or {token} (JSON), same-origin only → session cookie + 303 to the
 *                                     kept returnTo or /customer-dashboard | 303 /login?error=expired
 *                                     | 303 /login?error=deactivated (a member deactivated by an administrator)
 * - GET  /api/logout                → ends the session on the server, clears the cookie, 302 / | from another site:
 *                                     200 page with a 'Logg ut' button (changes nothing)
 * - POST /api/logout                → (that button; same-origin only) ends the session, clears the cookie, 303 /
 * - GET  /api/auth/user             → { email, firstName, lastName } | 401 { message: 'Unauthorized' }
 * - POST /api/admin/login           {username, password} → { username, role[, totpEnrolmentRequired] } | 401 | 429
 *                                     | 202 { secondStep: 'totp', message } (two-step sign-in on: a 5-minute cookie,
 *                                     then the code)
 * - POST /api/admin/login/code      {code} (TOTP or recovery code) → { username, role } | 401 { message } (wrong
 *                                     code) | 400 { message } (no or an expired password step) | 429
 * - POST /api/admin/logout          → { ok: true }; ends the session server-side (every earlier cookie too)
 * - GET  /api/admin/me              → { username, role } | 401
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const open = { config: { policy: PUBLIC } };
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const navigation = (summary: string, querystring?: z.ZodObject) => ({
    config: open.config,
    schema: { summary, ...(querystring ? { querystring } : {}) },
  });
  app.get<{ Querystring: { returnTo?: unknown } }>(
    '/api/login',
    navigation(
      'Sign-in page (full-page navigation): 302 to /login, or straight to returnTo when signed in',
      z.object({ returnTo: z.string().optional().describe('A same-origin path to land on after signing in.') }),
    ),
    (request, reply) => {
      const returnTo = safeReturnPath(request.query.returnTo);
      // A link to a page of the customer area (the quote mail's) goes through here: signed in, straight there.
      if (readSessions(request).customer) return reply.redirect(returnTo ?? DEFAULT_SIGN_IN_RETURN_PATH, 302);
      const keep = returnTo && returnTo !== DEFAULT_SIGN_IN_RETURN_PATH;
      return reply.redirect(keep ? `/login?${new URLSearchParams({ returnTo }).toString()}` : '/login', 302);
    },
  );

  app.post<{ Body: { email?: unknown; returnTo?: unknown } | undefined }>(
    '/api/auth/sign-in-link',
    {
      ...open,
      schema: {
        summary: 'Mail a single-use sign-in link (the same answer whether or not the e-mail is a member)',
        body: signInLinkBody,
        response: { 202: MessageAnswer },
      },
    },
    async (request, reply) => {
      const limits = authRateLimits(request.server);
      const answer = await requestSignInLink(request.em, request.body?.email, {
        ip: request.ip,
        perIp: limits.signInLinksPerIp,
        perEmail: limits.signInLinksPerEmail,
        returnTo: request.body?.returnTo,
      });
      return reply.status(202).send({ message: answer.message });
    },
  );

  // The mailed link opens a page; only its same-origin POST (the visitor's click) uses the token up.
  app.get<{ Querystring: { token?: unknown } }>(
    '/api/auth/verify',
    navigation("The mailed link: a page with a 'Logg inn' button (302 /login?error=expired)", TokenQuery),
    async (request, reply) => {
      const { token } = request.query;
      if (typeof token !== 'string' || !(await isUsableSignInLink(request.em, token, app.config))) {
        return reply.redirect('/login?error=expired', 302);
      }
      const shopName = app.config.shop.name;
      return reply
        .header('content-security-policy', ACTION_PAGE_POLICY)
        .type('text/html; charset=utf-8')
        .send(
          renderActionPage({
            shopName,
            title: 'Logg inn',
            heading: `Logg inn på ${shopName}`,
            text: 'Trykk på knappen for å logge inn. Lenken kan bare brukes én gang.',
            form: { action: '/api/auth/verify', fields: { token }, button: 'Logg inn' },
          }),
        );
    },
  );

  await app.register(async (signIn) => {
    acceptFormBodies(signIn); // the page's form posts `token=…`
    const verify = navigation('Use the link up (form or JSON `{ token }`): session cookie and 303 to the dashboard');
    signIn.post<{ Body: { token?: unknown } | undefined }>('/api/auth/verify', verify, async (request, reply) => {
      const signedIn = await verifySignInLink(request.em, request.body?.token, app.config);
      if (!signedIn) return reply.redirect('/login?error=expired', 303);
      if ('refused' in signedIn) return reply.redirect('/login?error=deactivated', 303);
      setCustomerSession(reply, signedIn.email, app.config);
      return reply.redirect(signedIn.returnTo, 303);
    });
  });

  // The storefront's 'Logg ut' is a full-page navigation here. A request another site made (a link, an image)
  // changes nothing: it gets a page whose button posts back (same-origin only, common/same-origin.ts).
  app.get('/api/logout', navigation('Sign out (full-page navigation): 302 /'), async (request, reply) => {
    if (isCrossSiteNavigation(request, app.config.publicUrl)) {
      return reply
        .header('content-security-policy', ACTION_PAGE_POLICY)
        .type('text/html; charset=utf-8')
        .send(
          renderActionPage({
            shopName: app.config.shop.name,
            title: 'Logg ut',
            text: `Vil du logge ut av ${app.config.shop.name}?`,
            form: { action: '/api/logout', button: 'Logg ut' },
          }),
        );
    }
    await endCustomerSession(request.em, readSessions(request).customer);
    clearCustomerSession(reply);
    return reply.redirect('/', 302);
  });

  await app.register(async (logout) => {
    acceptFormBodies(logout); // the page's form posts an empty form body
    logout.post('/api/logout', navigation("Sign out (the 'Logg ut' button): 303 /"), async (request, reply) => {
      await endCustomerSession(request.em, readSessions(request).customer);
      clearCustomerSession(reply);
      return reply.redirect('/', 303);
    });
  });

  const viewer = { summary: 'The signed-in customer', response: { 200: ViewerAnswer } };
  app.get('/api/auth/user', { config: { policy: CUSTOMER }, schema: viewer }, (request) =>
    getViewer(request.em, signedInCustomer(readSessions(request))),
  );

  app.post<{ Body: { username?: unknown; password?: unknown } | undefined }>(
    '/api/admin/login',
    {
      ...open,
      schema: { summary: 'Staff sign-in', body: staffSignInBody, response: staffSignInAnswers },
    },
    async (request, reply) => {
      const limits = authRateLimits(request.server);
      const result = await signInStaff(request.em, request.body?.username, request.body?.password, {
        ip: request.ip,
        limits,
        totpRequirement: app.config.staffTotpRequired,
        log: request.log,
      });
      if (!result.ok) {
        throw result.reason === 'too-many-attempts'
          ? new TooManyAttempts(result.message)
          : new UnauthorizedError(result.message);
      }
      if (result.secondStep) {
        setStaffSecondStep(
          reply,
          signStaffSecondStep(result.user, app.config.sessionSecret),
          STAFF_SECOND_STEP_TTL_SECONDS,
        );
        return reply.status(202).send({ secondStep: 'totp', message: 'Engangskode' });
      }
      setStaffSession(reply, result.user, app.config);
      const { username, role } = result.user;
      // Only a user who must switch on two-step sign-in first hears of it (the session reaches only the enrolment).
      return reply.send(result.mustEnrolTotp ? { username, role, totpEnrolmentRequired: true } : { username, role });
    },
  );

  const code = {
    summary: 'The second step of staff sign-in',
    body: staffCodeBody,
    response: { 200: StaffMemberAnswer },
  };
  app.post<{ Body: { code?: unknown } | undefined }>(
    '/api/admin/login/code',
    { ...open, schema: code },
    async (request, reply) => {
      const result = await completeStaffSecondStep(
        request.em,
        readStaffSecondStep(request),
        request.body?.code,
        app.config,
        { ip: request.ip, limits: authRateLimits(request.server), log: request.log },
      );
      if (result.ok === false) {
        if (result.reason === 'too-many-attempts') throw new TooManyAttempts(result.message);
        // No password step (or an expired one): the request makes no sense yet; a wrong code is a refused sign-in.
        throw result.reason === 'expired' ? new BadRequestError(result.message) : new UnauthorizedError(result.message);
      }
      clearStaffSecondStep(reply);
      setStaffSession(reply, result.user, app.config);
      return reply.send({ username: result.user.username, role: result.user.role });
    },
  );

  const loggedOut = { summary: 'Staff sign-out', response: { 200: z.object({ ok: z.literal(true) }) } };
  app.post('/api/admin/logout', { ...open, schema: loggedOut }, async (request, reply) => {
    const sessions = readSessions(request);
    await endStaffSession(request.em, sessions.staff ?? sessions.staffTotpEnrolment);
    clearStaffSession(reply);
    return reply.send({ ok: true });
  });

  // The policy hook has read the user's current role and active flag (common/auth.ts resolveSessions).
  const me = { summary: 'The signed-in staff member', response: { 200: StaffMemberAnswer } };
  app.get('/api/admin/me', { config: { policy: SIGNED_IN_STAFF }, schema: me }, (request) => {
    const staff = readSessions(request).staff!;
    return { username: staff.username, role: staff.role };
  });
};

const SAME_ORIGIN_FETCH_SITES = new Set(['same-origin', 'none']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a navigation was started by another site: `Sec-Fetch-Site` is `cross-site` or `same-site`, or (from a
 * browser without it) an `Origin` or `Referer` names another origin. Typed in, bookmarked or from the shop's own
 * pages it is not; nor is a request with none of these headers (not a browser following another site's page).
 */
export function isCrossSiteNavigation(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return !SAME_ORIGIN_FETCH_SITES.has(fetchSite.toLowerCase());
  const own = new Set([originOf(publicUrl), originOf(`${request.protocol}://${request.host}`)]);
  for (const header of [request.headers.origin, request.headers.referer]) {
    if (typeof header === 'string' && (header === 'null' || !own.has(originOf(header)))) return true;
  }
  return false;
}
