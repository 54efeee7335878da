import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_REQUESTED_MESSAGE } from '@russ/schema/auth/auth.validators';
import { JOBS } from '@russ/schema/jobs/jobs';
import { buildApp } from '../src/app.js';
import {
  CUSTOMER_IDLE_TIMEOUT_SECONDS,
  CUSTOMER_SESSION_COOKIE,
  sessionCookieNames,
  signStaffSession,
} from '../src/common/auth.js';
import { ValidationFailed } from '../src/common/errors.js';
import { signWithPurpose } from '../src/infra/signing-key.js';
import { signNewsletterToken, signSignInLinkToken } from '../src/infra/mail-tokens.js';
import { SignInToken } from '../src/modules/auth/sign-in-token.entity.js';
import { requestSignInLink, verifySignInLink } from '../src/modules/auth/sign-in.service.js';
import { Member } from '../src/modules/members/member.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';

const REQUEST_LINK = graphql(`
  mutation AuthTestRequestLink($email: String!, $returnTo: String) {
    requestSignInLink(email: $email, returnTo: $returnTo) {
      __typename
      email
      message
    }
  }
`);

const VIEWER = graphql(`
  query AuthTestViewer {
    viewer {
      email
      firstName
      lastName
    }
  }
`);

const SIGN_OUT = graphql(`
  mutation AuthTestSignOut {
    signOut
  }
`);

let t: TestApp;
let unique = 0;
const email = (label: string) => `${label}-${Date.now().toString(36)}-${++unique}@example.no`;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function tokensFor(address: string): Promise<SignInToken[]> {
  return t.em().find(SignInToken, { email: address.toLowerCase() }, { orderBy: { id: 'asc' } });
}

async function signInEventsFor(tokenIds: number[]): Promise<OutboxEvent[]> {
  const events = await t.em().find(OutboxEvent, { type: JOBS.signInLink });
  return events.filter((e) => tokenIds.includes(Number(e.payload.signInTokenId)));
}

async function addMember(address: string, firstName = 'Kari', lastName = 'Nordmann'): Promise<void> {
  const em = t.em();
  em.create(Member, { firstName, lastName, email: address.toLowerCase() });
  await em.flush();
}

/** Requests a link over HTTP and returns the link token the worker would mail for the newest row. */
async function mailedLinkToken(address: string): Promise<string> {
  const res = await t.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email: address } });
  expect(res.statusCode).toBe(202);
  const rows = await tokensFor(address);
  const row = rows.at(-1)!;
  return signSignInLinkToken(row, t.config.sessionSecret);
}

/** The visitor's click on the sign-in page: its same-origin form POST with the link's token. */
function redeem(token: string, app: { inject: TestApp['inject'] } = t, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
    payload: new URLSearchParams({ token }).toString(),
  });
}

function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }): string | undefined {
  return res.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)?.value;
}

describe('requestSignInLink (service)', () => {
  it('stores a token row expiring in 15 minutes and its outbox event in one go', async () => {
    const address = email('service');
    const before = Date.now();
    const answer = await requestSignInLink(t.em(), `  ${address.toUpperCase()} `);
    expect(answer).toEqual({ email: address, message: SIGN_IN_LINK_REQUESTED_MESSAGE });

    const [row] = await tokensFor(address);
    expect(row).toBeDefined();
    expect(row.usedAt ?? null).toBeNull();
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(ttl).toBe(15 * 60 * 1000);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const events = await signInEventsFor([row.id]);
    expect(events).toHaveLength(1);
    expect(events[0].payload).toEqual({ signInTokenId: row.id });
  });

  it('answers exactly the same for a member and for an unknown e-mail (the worker picks the mail)', async () => {
    const member = email('member');
    await addMember(member);
    const stranger = email('stranger');

    const forMember = await requestSignInLink(t.em(), member);
    const forStranger = await requestSignInLink(t.em(), stranger);
    expect(forMember.message).toBe(forStranger.message);
    expect(Object.keys(forMember)).toEqual(Object.keys(forStranger));

    // Both get a row and an event: the HTTP answer and the timing of the request never differ.
    const memberRows = await tokensFor(member);
    const strangerRows = await tokensFor(stranger);
    expect(memberRows).toHaveLength(1);
    expect(strangerRows).toHaveLength(1);
    expect(await signInEventsFor([memberRows[0].id, strangerRows[0].id])).toHaveLength(2);
  });

  it('rejects a malformed address with the Norwegian field message and stores nothing', async () => {
    const error = await requestSignInLink(t.em(), 'ikke-en-adresse').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).fieldErrors).toEqual({ email: 'Ugyldig e-postadresse' });
    expect(await tokensFor('ikke-en-adresse')).toHaveLength(0);
  });

  it('rate-limits per e-mail: beyond 5 in 15 minutes the answer is the same but nothing is sent', async () => {
    const address = email('flood');
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await requestSignInLink(t.em(), address));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const rows = await tokensFor(address);
    expect(rows).toHaveLength(5);
    expect(await signInEventsFor(rows.map((r) => r.id))).toHaveLength(5);
  });

  it('counts the per-e-mail limit across concurrent requests', async () => {
    const address = email('burst');
    await Promise.all(Array.from({ length: 10 }, () => requestSignInLink(t.em(), address)));
    expect(await tokensFor(address)).toHaveLength(5);
  });

  it('only counts the last 15 minutes', async () => {
    const address = email('window');
    const em = t.em();
    const old = new Date(Date.now() - 16 * 60 * 1000);
    for (let i = 0; i < 5; i++) {
      em.create(SignInToken, { email: address, createdAt: old, expiresAt: new Date(old.getTime() + 15 * 60 * 1000) });
    }
    await em.flush();
    await requestSignInLink(t.em(), address);
    expect(await tokensFor(address)).toHaveLength(6);
  });
});

describe('verifySignInLink (service)', () => {
  it('signs in once per link', async () => {
    const address = email('once');
    await requestSignInLink(t.em(), address);
    const [row] = await tokensFor(address);
    const token = signSignInLinkToken(row, t.config.sessionSecret);

    expect(await verifySignInLink(t.em(), token, t.config.sessionSecret)).toEqual({
      email: address,
      returnTo: '/customer-dashboard',
    });
    expect(await verifySignInLink(t.em(), token, t.config.sessionSecret)).toBeNull();
    const [used] = await tokensFor(address);
    expect(used.usedAt).toBeInstanceOf(Date);
  });

  it('lets only one of two simultaneous uses through', async () => {
    const address = email('race');
    await requestSignInLink(t.em(), address);
    const [row] = await tokensFor(address);
    const token = signSignInLinkToken(row, t.config.sessionSecret);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => verifySignInLink(t.em(), token, t.config.sessionSecret)),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it('refuses a row whose expiresAt has passed, even with a token that has not', async () => {
    const address = email('expired');
    const em = t.em();
    const createdAt = new Date(Date.now() - 20 * 60 * 1000);
    const row = em.create(SignInToken, {
      email: address,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 15 * 60 * 1000),
    });
    await em.flush();
    // A JWT still valid for an hour: only the row's expiresAt can refuse it.
    const token = signWithPurpose('sign-in-link', { purpose: 'sign-in', tid: row.id }, t.config, { expiresIn: 3600 });
    expect(await verifySignInLink(t.em(), token, t.config.sessionSecret)).toBeNull();
    // And the link token as the worker signs it is already expired itself.
    expect(
      await verifySignInLink(t.em(), signSignInLinkToken(row, t.config.sessionSecret), t.config.sessionSecret),
    ).toBeNull();
  });

  it('refuses tokens of another purpose, another secret, or garbage', async () => {
    const address = email('forged');
    await requestSignInLink(t.em(), address);
    const [row] = await tokensFor(address);
    const secret = t.config.sessionSecret;
    expect(
      await verifySignInLink(t.em(), signNewsletterToken('newsletter-confirm', row.id, secret), secret),
    ).toBeNull();
    expect(await verifySignInLink(t.em(), signSignInLinkToken(row, 'another-secret'), secret)).toBeNull();
    expect(await verifySignInLink(t.em(), 'not.a.jwt', secret)).toBeNull();
    expect(await verifySignInLink(t.em(), undefined, secret)).toBeNull();
    // The row is still unused: the real link works afterwards.
    expect(await verifySignInLink(t.em(), signSignInLinkToken(row, secret), secret)).toEqual({
      email: address,
      returnTo: '/customer-dashboard',
    });
  });
});

describe('customer sign-in over HTTP', () => {
  it('GET /api/login sends the browser to the storefront login page', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it('GET /api/login passes a safe same-origin return path on to the login page and drops any other', async () => {
    const kept = await t.inject({
      method: 'GET',
      url: '/api/login?returnTo=%2Fcustomer-dashboard%3Ftab%3Dgroups%26join%3DK7QX',
    });
    expect(kept.statusCode).toBe(302);
    expect(kept.headers.location).toBe('/login?returnTo=%2Fcustomer-dashboard%3Ftab%3Dgroups%26join%3DK7QX');
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/api/logout',
      '/customer-dashboard',
    ]) {
      const res = await t.inject({ method: 'GET', url: `/api/login?returnTo=${encodeURIComponent(unsafe)}` });
      expect(res.headers.location, unsafe).toBe('/login');
    }
  });

  it('the mailed link leads back to the page that asked for the sign-in; an unsafe return path is not kept', async () => {
    const address = email('return');
    await addMember(address);
    const returnTo = '/customer-dashboard?tab=groups&join=K7QX9MPA';
    const asked = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link',
      payload: { email: address, returnTo },
    });
    expect(asked.statusCode).toBe(202);
    const [row] = await tokensFor(address);
    expect(row.returnTo).toBe(returnTo);
    const res = await redeem(signSignInLinkToken(row, t.config.sessionSecret));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(returnTo);
    expect(sessionCookie(res)).toBeDefined();

    // Over GraphQL too; another host is dropped and the link leads to the dashboard.
    const other = email('return-unsafe');
    await addMember(other);
    const gql = await t.gql(REQUEST_LINK, { email: other, returnTo: '//evil.example/steal' });
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.requestSignInLink.__typename).toBe('SignInLinkRequested');
    const [unsafeRow] = await tokensFor(other);
    expect(unsafeRow.returnTo).toBeNull();
    const landed = await redeem(signSignInLinkToken(unsafeRow, t.config.sessionSecret));
    expect(landed.headers.location).toBe('/customer-dashboard');
  });

  it('POST /api/auth/sign-in-link answers 202 with the same message for members and strangers', async () => {
    const member = email('http-member');
    await addMember(member);
    const a = await t.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email: member } });
    const b = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link',
      payload: { email: email('http-stranger') },
    });
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.json()).toEqual({ message: 'Hvis e-postadressen er registrert, har vi sendt deg en innloggingslenke.' });
    expect(b.body).toBe(a.body);
  });

  it('POST /api/auth/sign-in-link answers 400 with field errors for a bad address', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { email: 'Ugyldig e-postadresse' } });
    const empty = await t.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fieldErrors: { email: 'Ugyldig e-postadresse' } });
  });

  it('rate-limits per IP: beyond the limit the answer is the same and nothing is stored', async () => {
    const addresses = Array.from({ length: 32 }, (_, i) => email(`ip${i}`));
    const bodies = new Set<string>();
    for (const address of addresses) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/sign-in-link',
        payload: { email: address },
        remoteAddress: '203.0.113.77',
      });
      expect(res.statusCode).toBe(202);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
    const stored = await t.em().count(SignInToken, { email: { $in: addresses } });
    expect(stored).toBe(30);
  });

  it('the link opens a page that uses nothing up; its Logg inn POST signs in once and lands on the dashboard', async () => {
    const address = email('link');
    await addMember(address, 'Ola', 'Russ');
    const token = await mailedLinkToken(address);
    const url = `/api/auth/verify?token=${encodeURIComponent(token)}`;

    // A mail scanner, a link preview, the visitor opening it twice: all GETs, none signs in or uses the link.
    for (let i = 0; i < 3; i++) {
      const page = await t.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      // Its own strict policy (no script at all, the style by hash), not the shop's default one.
      expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[^']+';/);
      expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(page.body).toContain('<button type="submit">Logg inn</button>');
      expect(page.body).toContain('action="/api/auth/verify"');
      expect(page.body).toContain(`<input type="hidden" name="token" value="${token}">`);
      expect(page.body).toContain('Lenken kan bare brukes én gang.');
      expect(sessionCookie(page)).toBeUndefined();
    }
    expect((await tokensFor(address))[0].usedAt ?? null).toBeNull();

    // The same POST from another site (login CSRF) is refused and leaves the link usable.
    const crossSite = await redeem(token, t, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(sessionCookie(crossSite)).toBeUndefined();

    const res = await redeem(token);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/customer-dashboard');
    const cookie = res.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // PUBLIC_URL is http in tests
    expect(cookie?.maxAge).toBe(CUSTOMER_IDLE_TIMEOUT_SECONDS);

    const user = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { [CUSTOMER_SESSION_COOKIE]: cookie!.value },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toEqual({ email: address, firstName: 'Ola', lastName: 'Russ' });

    const again = await redeem(token);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/login?error=expired');
    expect(sessionCookie(again)).toBeUndefined();
    const pageAgain = await t.inject({ method: 'GET', url });
    expect(pageAgain.statusCode).toBe(302);
    expect(pageAgain.headers.location).toBe('/login?error=expired');

    // A JSON POST works as well (same-origin clients).
    const other = email('link-json');
    const jsonToken = await mailedLinkToken(other);
    const viaJson = await t.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { 'content-type': 'application/json' },
      payload: { token: jsonToken },
    });
    expect(viaJson.statusCode).toBe(303);
    expect(sessionCookie(viaJson)).toBeDefined();
  });

  it('an expired, forged or missing token lands on /login?error=expired', async () => {
    const address = email('bad-link');
    const em = t.em();
    const createdAt = new Date(Date.now() - 30 * 60 * 1000);
    const row = em.create(SignInToken, {
      email: address,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 15 * 60 * 1000),
    });
    await em.flush();
    const stillSigned = signWithPurpose('sign-in-link', { purpose: 'sign-in', tid: row.id }, t.config, {
      expiresIn: 3600,
    });
    for (const url of [
      `/api/auth/verify?token=${stillSigned}`,
      `/api/auth/verify?token=${signSignInLinkToken(row, t.config.sessionSecret)}`,
      '/api/auth/verify?token=abc',
      '/api/auth/verify',
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/login?error=expired');
      expect(sessionCookie(res), url).toBeUndefined();
      const posted = await redeem(new URL(url, 'http://x').searchParams.get('token') ?? '');
      expect(posted.statusCode, url).toBe(303);
      expect(posted.headers.location, url).toBe('/login?error=expired');
      expect(sessionCookie(posted), url).toBeUndefined();
    }
  });

  it('GET /api/auth/user: names are null without a membership; 401 {"message":"Unauthorized"} without a session', async () => {
    const address = email('no-member');
    const token = await mailedLinkToken(address);
    const verified = await redeem(token);
    const value = sessionCookie(verified)!;
    const me = await t.inject({ method: 'GET', url: '/api/auth/user', cookies: { [CUSTOMER_SESSION_COOKIE]: value } });
    expect(me.json()).toEqual({ email: address, firstName: null, lastName: null });
    expect(me.headers['cache-control']).toBe('no-store');

    const anonymous = await t.inject({ method: 'GET', url: '/api/auth/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toBe('{"message":"Unauthorized"}');
    // The storefront's request helper turns this into `401: {"message":"Unauthorized"}`.
    expect(`${anonymous.statusCode}: ${anonymous.body}`.startsWith('401')).toBe(true);
    expect(anonymous.body).toContain('Unauthorized');
  });

  it('GET /api/logout clears the cookie and goes home; the user is then 401', async () => {
    const address = email('logout');
    const token = await mailedLinkToken(address);
    const verified = await redeem(token);
    const value = sessionCookie(verified)!;
    const before = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { [CUSTOMER_SESSION_COOKIE]: value },
    });
    expect(before.statusCode).toBe(200);

    const out = await t.inject({ method: 'GET', url: '/api/logout', cookies: { [CUSTOMER_SESSION_COOKIE]: value } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    const cleared = out.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE);
    expect(cleared).toBeDefined();
    expect(cleared!.value).toBe('');
    expect(cleared!.path).toBe('/');
    expect((cleared!.expires as Date).getTime()).toBeLessThanOrEqual(Date.now());

    // A browser drops the cleared cookie, so its next call carries no session.
    const after = await t.inject({ method: 'GET', url: '/api/auth/user' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses tampered cookies and tokens of the wrong kind', async () => {
    const address = email('tamper');
    const token = await mailedLinkToken(address);
    const value = sessionCookie(await redeem(token))!;
    const [head, , sig] = value.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ sub: 'someone@else.no', kind: 'customer' })).toString('base64url');
    const staffToken = signStaffSession(
      { id: 1, username: 'admin', role: 'admin', sessionVersion: 0 },
      t.config.sessionSecret,
    );
    const linkToken = await mailedLinkToken(email('tamper-link'));
    for (const bad of [`${head}.${forgedBody}.${sig}`, staffToken, linkToken, 'garbage']) {
      const res = await t.inject({ method: 'GET', url: '/api/auth/user', cookies: { [CUSTOMER_SESSION_COOKIE]: bad } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('sessions are stateless: a cookie keeps working on a freshly started API process', async () => {
    const address = email('restart');
    const token = await mailedLinkToken(address);
    const value = sessionCookie(await redeem(token))!;
    const second = await buildApp({ config: { ...t.config }, orm: t.db.orm });
    try {
      const res = await second.inject({
        method: 'GET',
        url: '/api/auth/user',
        cookies: { [CUSTOMER_SESSION_COOKIE]: value },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: address });
    } finally {
      await second.close();
    }
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secureApp = await buildApp({ config: { ...t.config, publicUrl: 'https://russ.example.no' }, orm: t.db.orm });
    try {
      const address = email('secure');
      await secureApp.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email: address } });
      const [row] = await tokensFor(address);
      const res = await redeem(signSignInLinkToken(row, t.config.sessionSecret), secureApp);
      const name = sessionCookieNames('https://russ.example.no').customer;
      const cookie = res.cookies.find((c) => c.name === name);
      expect(cookie?.secure).toBe(true);
      const out = await secureApp.inject({ method: 'GET', url: '/api/logout' });
      expect(out.cookies.find((c) => c.name === name)?.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });
});

describe('customer sign-in over GraphQL', () => {
  it('requestSignInLink answers SignInLinkRequested whether or not the e-mail is a member', async () => {
    const member = email('gql-member');
    await addMember(member);
    const a = await t.gql(REQUEST_LINK, { email: member });
    const b = await t.gql(REQUEST_LINK, { email: email('gql-stranger') });
    expect(a.errors).toBeUndefined();
    expect(a.data?.requestSignInLink).toMatchObject({
      __typename: 'SignInLinkRequested',
      message: SIGN_IN_LINK_REQUESTED_MESSAGE,
    });
    expect(b.data?.requestSignInLink).toMatchObject({
      __typename: 'SignInLinkRequested',
      message: SIGN_IN_LINK_REQUESTED_MESSAGE,
    });
    expect(await tokensFor(member)).toHaveLength(1);
  });

  it('requestSignInLink answers BAD_USER_INPUT for a bad address', async () => {
    const res = await t.gql(REQUEST_LINK, { email: 'ikke gyldig' });
    expect(refusalOf(res)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.any(String),
      fieldErrors: [{ field: 'email', message: 'Ugyldig e-postadresse' }],
    });
  });

  it('viewer is null anonymously and the customer when signed in; signOut clears the cookie', async () => {
    expect((await t.gql(VIEWER)).data?.viewer).toBeNull();

    const address = email('gql-viewer');
    await addMember(address, 'Nora', 'Viewer');
    const signedIn = await t.gql(VIEWER, {}, { cookies: t.customerCookies(address) });
    expect(signedIn.data?.viewer).toEqual({ email: address, firstName: 'Nora', lastName: 'Viewer' });

    const out = await t.gql(SIGN_OUT, {}, { cookies: t.customerCookies(address) });
    expect(out.data).toEqual({ signOut: true });
    expect(out.errors).toBeUndefined();
    const cleared = out.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE);
    expect(cleared?.value).toBe('');
  });
});
