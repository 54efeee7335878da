import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  CUSTOMER_IDLE_TIMEOUT_SECONDS,
  CUSTOMER_REISSUE_AFTER_SECONDS,
  CUSTOMER_SESSION_TTL_SECONDS,
  sessionCookieNames,
  STAFF_IDLE_TIMEOUT_SECONDS,
  STAFF_REISSUE_AFTER_SECONDS,
} from '../src/common/auth.js';
import { parseTrustProxy } from '../src/infra/config.js';
import { signWithPurpose } from '../src/infra/signing-key.js';
import { SignInToken } from '../src/modules/auth/sign-in-token.entity.js';
import { NewsletterSubscriber } from '../src/modules/newsletter/newsletter-subscriber.entity.js';
import { graphql } from './gql/index.js';
import { createStaffUser, startTestApp, type TestApp } from './support/app.js';

const STAFF_VIEWER = graphql(`
  query SecuritySessionsStaffViewer {
    staffViewer {
      username
    }
  }
`);
const SIGN_OUT = graphql(`
  mutation SecuritySessionsSignOut {
    signOut
  }
`);

let t: TestApp;
let n = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++n}@example.com`;
const names = () => sessionCookieNames(t.config.publicUrl);
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);
const viewer = (cookies: Record<string, string>) => t.inject({ method: 'GET', url: '/api/auth/user', cookies });
const sameOrigin = { 'sec-fetch-site': 'same-origin' };

/** A customer cookie as the server signs it, with the claims changed (e.g. signed long ago). */
function customerToken(email: string, claims: Record<string, unknown>): string {
  const now = nowSeconds();
  return signWithPurpose(
    'session',
    { sub: email, kind: 'customer', jti: `test-${++n}`, auth_time: now, iat: now, exp: now + 3600, ...claims },
    t.config,
  );
}

describe('security review: logging out ends the session (finding 3)', () => {
  it('after GET /api/logout the same cookie no longer answers /api/auth/user', async () => {
    const email = unique('logout');
    const cookies = t.customerCookies(email);
    expect((await viewer(cookies)).statusCode).toBe(200);
    const out = await t.inject({ method: 'GET', url: '/api/logout', cookies, headers: sameOrigin });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(cookieOf(out, names().customer)?.value).toBe('');
    // The browser dropped the cookie; whoever kept a copy gets nothing for it.
    expect((await viewer(cookies)).statusCode).toBe(401);
  });

  it('a typed-in or bookmarked /api/logout (no Sec-Fetch-Site: none) signs out too; other sign-ins go on', async () => {
    const email = unique('logout-other');
    const first = t.customerCookies(email);
    const second = t.customerCookies(email);
    const out = await t.inject({
      method: 'GET',
      url: '/api/logout',
      cookies: first,
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(out.statusCode).toBe(302);
    expect((await viewer(first)).statusCode).toBe(401);
    expect((await viewer(second)).statusCode).toBe(200);
  });

  it('the GraphQL signOut ends the session on the server too', async () => {
    const cookies = t.customerCookies(unique('gql-logout'));
    const res = await t.gql(SIGN_OUT, {}, { cookies });
    expect(res.data?.signOut).toBe(true);
    expect((await viewer(cookies)).statusCode).toBe(401);
  });

  it('a cross-site request to /api/logout changes nothing: it shows a page with a Logg ut button', async () => {
    const cookies = t.customerCookies(unique('csrf-logout'));
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
    ]) {
      const res = await t.inject({ method: 'GET', url: '/api/logout', cookies, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<form method="post" action="/api/logout">');
      expect(res.body).toContain('<button type="submit">Logg ut</button>');
      expect(cookieOf(res, names().customer)).toBeUndefined();
      expect((await viewer(cookies)).statusCode).toBe(200);
    }
    // The page's button: a same-origin form POST, which signs out. From another site the POST is refused.
    const refused = await t.inject({
      method: 'POST',
      url: '/api/logout',
      cookies,
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(refused.statusCode).toBe(403);
    expect((await viewer(cookies)).statusCode).toBe(200);
    const posted = await t.inject({
      method: 'POST',
      url: '/api/logout',
      cookies,
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/');
    expect((await viewer(cookies)).statusCode).toBe(401);
  });
});

describe('security review: idle timeouts beside the absolute lifetime (finding 3)', () => {
  it('a customer cookie used after a while is signed again with a fresh idle expiry, same sign-in', async () => {
    const email = unique('idle');
    const authTime = nowSeconds() - 3 * 24 * 3600;
    const iat = nowSeconds() - CUSTOMER_REISSUE_AFTER_SECONDS - 5;
    const token = customerToken(email, { auth_time: authTime, iat, exp: iat + CUSTOMER_IDLE_TIMEOUT_SECONDS });
    const res = await viewer({ [names().customer]: token });
    expect(res.statusCode).toBe(200);
    const renewed = cookieOf(res, names().customer)!;
    expect(renewed.httpOnly).toBe(true);
    const before = jwt.decode(token) as jwt.JwtPayload;
    const after = jwt.decode(renewed.value) as jwt.JwtPayload;
    expect(after).toMatchObject({ sub: email, kind: 'customer', jti: before.jti, auth_time: authTime });
    expect(after.exp! - nowSeconds()).toBeGreaterThan(CUSTOMER_IDLE_TIMEOUT_SECONDS - 60);
    // A fresh cookie is not signed again on every request.
    expect(cookieOf(await viewer({ [names().customer]: renewed.value }), names().customer)).toBeUndefined();
    // Signing out ends every renewal of the sign-in.
    await t.inject({ method: 'GET', url: '/api/logout', cookies: { [names().customer]: renewed.value } });
    expect((await viewer({ [names().customer]: token })).statusCode).toBe(401);
  });

  it('a customer cookie not used within the idle timeout, or older than the lifetime, is refused', async () => {
    const email = unique('idle-expired');
    const idle = nowSeconds() - CUSTOMER_IDLE_TIMEOUT_SECONDS - 10;
    const expired = customerToken(email, { iat: idle, auth_time: idle, exp: idle + CUSTOMER_IDLE_TIMEOUT_SECONDS });
    expect((await viewer({ [names().customer]: expired })).statusCode).toBe(401);
    const old = nowSeconds() - CUSTOMER_SESSION_TTL_SECONDS - 10;
    const beyondLifetime = customerToken(email, { auth_time: old });
    expect((await viewer({ [names().customer]: beyondLifetime })).statusCode).toBe(401);
  });

  it('the staff console stays signed in while used (GraphQL renews the cookie); idle for 30 minutes it ends', async () => {
    const user = await createStaffUser(t.db, `idle-${++n}`, 'staff');
    const login = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: user.username, password: 'test-password-123' },
    });
    expect(login.statusCode).toBe(200);
    const signed = jwt.decode(cookieOf(login, names().staff)!.value) as jwt.JwtPayload;
    expect(signed.exp! - signed.iat!).toBe(STAFF_IDLE_TIMEOUT_SECONDS);
    const { iat: _iat, exp: _exp, ...claims } = signed;
    const usedAgo = nowSeconds() - STAFF_REISSUE_AFTER_SECONDS - 5;
    const older = signWithPurpose(
      'session',
      { ...claims, iat: usedAgo, exp: usedAgo + STAFF_IDLE_TIMEOUT_SECONDS },
      t.config,
    );
    const res = await t.gql(STAFF_VIEWER, {}, { cookies: { [names().staff]: older } });
    expect(res.data?.staffViewer?.username).toBe(user.username);
    const renewed = jwt.decode(res.cookies.find((c) => c.name === names().staff)!.value) as jwt.JwtPayload;
    expect(renewed).toMatchObject({ jti: signed.jti, auth_time: signed.auth_time, ver: signed.ver, role: 'staff' });
    expect(renewed.exp! - nowSeconds()).toBeGreaterThan(STAFF_IDLE_TIMEOUT_SECONDS - 60);

    const idleSince = nowSeconds() - STAFF_IDLE_TIMEOUT_SECONDS - 5;
    const idle = signWithPurpose(
      'session',
      { ...claims, iat: idleSince, exp: idleSince + STAFF_IDLE_TIMEOUT_SECONDS },
      t.config,
    );
    const ended = await t.inject({ method: 'GET', url: '/api/admin/me', cookies: { [names().staff]: idle } });
    expect(ended.statusCode).toBe(401);
  });
});

describe('security review: the quote mail links to the quote, not a sign-in (finding 4)', () => {
  it('GET /api/login?returnTo= leads a signed-in customer straight to the page, anyone else to the sign-in', async () => {
    const returnTo = '/customer-dashboard?tab=orders&quote=42';
    const url = `/api/login?${new URLSearchParams({ returnTo }).toString()}`;
    const anonymous = await t.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe(`/login?${new URLSearchParams({ returnTo }).toString()}`);
    const signedIn = await t.inject({ method: 'GET', url, cookies: t.customerCookies(unique('quote-link')) });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe(returnTo);
  });
});

describe('security review: a customer’s own link requests are not blocked by someone else’s flood', () => {
  it('a flood for an address from one IP, then the owner’s request from another IP still mails a link', async () => {
    const email = unique('flood');
    const request = (remoteAddress: string) =>
      t.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email }, remoteAddress });
    for (let i = 0; i < t.config.signInLimits.perEmail + 3; i++) {
      expect((await request('198.51.100.7')).statusCode).toBe(202);
    }
    expect(await t.em().count(SignInToken, { email })).toBe(t.config.signInLimits.perEmail);
    expect((await request('203.0.113.20')).statusCode).toBe(202);
    expect(await t.em().count(SignInToken, { email })).toBe(t.config.signInLimits.perEmail + 1);
  });
});

describe('security review: unsubscribe links act only on a POST', () => {
  async function subscriber(): Promise<NewsletterSubscriber> {
    const em = t.em();
    const row = em.create(NewsletterSubscriber, { email: unique('unsub'), status: 'confirmed' } as never);
    await em.flush();
    return row;
  }
  const status = async (id: number) => (await t.em().findOneOrFail(NewsletterSubscriber, { id })).status;

  it('a GET shows a page with a button; the page’s POST unsubscribes; one-click answers JSON', async () => {
    const { signNewsletterToken } = await import('../src/infra/mail-tokens.js');
    const row = await subscriber();
    const token = signNewsletterToken('newsletter-unsubscribe', row.id, t.config);
    const url = `/api/newsletter/unsubscribe?${new URLSearchParams({ token }).toString()}`;
    const page = await t.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="${url.replace(/&/g, '&amp;')}">`);
    expect(page.body).toContain('<input type="hidden" name="confirm" value="1">');
    expect(page.body).toContain('Meld meg av');
    expect(await status(row.id)).toBe('confirmed');
    const posted = await t.inject({
      method: 'POST',
      url,
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=1',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/?newsletter=unsubscribed');
    expect(await status(row.id)).toBe('unsubscribed');

    const other = await subscriber();
    const oneClick = await t.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${signNewsletterToken('newsletter-unsubscribe', other.id, t.config)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: 'Du er meldt av nyhetsbrevet.' });
    expect(await status(other.id)).toBe('unsubscribed');
  });

  it('an unsubscribe link signed with the raw secret (newsletters already sent) still works', async () => {
    const row = await subscriber();
    const legacy = jwt.sign({ purpose: 'newsletter-unsubscribe', sid: row.id }, t.config.sessionSecret);
    const url = `/api/newsletter/unsubscribe?token=${legacy}`;
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);
    const posted = await t.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(await status(row.id)).toBe('unsubscribed');
  });
});

describe('security review: TRUST_PROXY takes a hop count', () => {
  it('with 1 hop the client is the right-most X-Forwarded-For entry, whatever the client wrote before it', async () => {
    const app = Fastify({ trustProxy: parseTrustProxy('1') });
    app.get('/ip', (request) => ({ ip: request.ip }));
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/ip',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' },
      });
      expect(res.json()).toEqual({ ip: '203.0.113.9' });
      const two = Fastify({ trustProxy: parseTrustProxy('2') });
      two.get('/ip', (request) => ({ ip: request.ip }));
      const res2 = await two.inject({
        method: 'GET',
        url: '/ip',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.1, 10.0.0.1' },
      });
      expect(res2.json()).toEqual({ ip: '198.51.100.1' });
      await two.close();
    } finally {
      await app.close();
    }
  });
});

describe('security review: __Host- cookies and key rotation outside localhost', () => {
  let secure: TestApp;
  const previous = 'previous-session-secret-of-at-least-32-chars';
  beforeAll(async () => {
    secure = await startTestApp({
      env: { PUBLIC_URL: 'https://shop.example.test', SESSION_SECRET_PREVIOUS: previous },
    });
  });
  afterAll(async () => {
    await secure?.close();
  });

  it('sets __Host-russ_session, Secure, path /, no Domain; a plain-named cookie counts for nothing there', async () => {
    expect(sessionCookieNames('https://shop.example.test')).toEqual({
      customer: '__Host-russ_session',
      staff: '__Host-russ_staff',
      staffSecondStep: '__Host-russ_staff_second_step',
    });
    expect(sessionCookieNames('http://localhost:3000')).toEqual({
      customer: 'russ_session',
      staff: 'russ_staff',
      staffSecondStep: 'russ_staff_second_step',
    });
    const login = await secure.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: secure.config.adminUsername, password: secure.config.adminPassword },
    });
    const cookie = cookieOf(login, '__Host-russ_staff')!;
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.domain).toBeUndefined();
    const email = unique('host-prefix');
    const token = Object.values(secure.customerCookies(email))[0]!;
    const viewerOf = (cookies: Record<string, string>) =>
      secure.inject({ method: 'GET', url: '/api/auth/user', cookies });
    expect((await viewerOf({ '__Host-russ_session': token })).statusCode).toBe(200);
    expect((await viewerOf({ russ_session: token })).statusCode).toBe(401);
  });

  it('a session signed with SESSION_SECRET_PREVIOUS still verifies; one signed with the raw secret does not', async () => {
    const email = unique('rotation');
    const now = nowSeconds();
    const claims = { sub: email, kind: 'customer', jti: `rot-${++n}`, auth_time: now, iat: now, exp: now + 600 };
    const old = signWithPurpose('session', claims, previous);
    const viewerOf = (value: string) =>
      secure.inject({ method: 'GET', url: '/api/auth/user', cookies: { '__Host-russ_session': value } });
    expect((await viewerOf(old)).statusCode).toBe(200);
    expect((await viewerOf(signWithPurpose('session', claims, 'some-other-secret-of-32-characters!'))).statusCode).toBe(
      401,
    );
    expect((await viewerOf(jwt.sign(claims, secure.config.sessionSecret))).statusCode).toBe(401);
  });
});
