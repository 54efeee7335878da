import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_IDLE_TIMEOUT_SECONDS, STAFF_SESSION_COOKIE } from '../src/common/auth.js';
import { authRateLimits } from '../src/common/rate-limit.js';
import {
  ensureAdminUser,
  hashStaffPassword,
  signInStaff,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../src/modules/staff/staff-auth.service.js';
import { User } from '../src/modules/staff/user.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';

const STAFF_SIGN_IN = graphql(`
  mutation AuthStaffTestSignIn($username: String!, $password: String!) {
    staffSignIn(username: $username, password: $password) {
      secondStepRequired
      signedIn {
        username
        role
      }
    }
  }
`);

const STAFF_VIEWER = graphql(`
  query AuthStaffTestViewer {
    staffViewer {
      username
      role
    }
  }
`);

const STAFF_SIGN_OUT = graphql(`
  mutation AuthStaffTestSignOut {
    staffSignOut
  }
`);

const VAGUE = 'Feil brukernavn eller passord';

let t: TestApp;
let n = 0;
const uniqueName = (label: string) => `${label}-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function addStaff(username: string, password: string, role: 'staff' | 'admin' = 'staff'): Promise<number> {
  const em = t.em();
  const user = em.create(User, { username, password: await hashStaffPassword(password), role });
  await em.flush();
  return user.id;
}

function login(username: unknown, password: unknown, remoteAddress = '127.0.0.1') {
  return t.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, remoteAddress });
}

describe('ensureAdminUser', () => {
  it('leaves exactly one admin that signs in with the configured password, and is idempotent', async () => {
    await ensureAdminUser(t.db.orm, t.config);
    await Promise.all([ensureAdminUser(t.db.orm, t.config), ensureAdminUser(t.db.orm, t.config)]);
    const admins = await t.em().find(User, { username: t.config.adminUsername });
    expect(admins).toHaveLength(1);
    expect(admins[0].role).toBe('admin');
    expect(admins[0].password).not.toBe(t.config.adminPassword);
    expect(await bcrypt.compare(t.config.adminPassword, admins[0].password)).toBe(true);
  });

  it('leaves an existing admin alone (password, role, deactivation); ADMIN_RESET=1 sets it back', async () => {
    const username = uniqueName('boss');
    await ensureAdminUser(t.db.orm, { adminUsername: username, adminPassword: 'first-password' });
    const em = t.em();
    const user = await em.findOneOrFail(User, { username });
    user.role = 'staff';
    user.active = false;
    await em.flush();
    const before = user.password;

    // A restart with another ADMIN_PASSWORD changes nothing (review finding 6).
    await ensureAdminUser(t.db.orm, { adminUsername: username, adminPassword: 'second-password' });
    const kept = await t.em().findOneOrFail(User, { username });
    expect(kept).toMatchObject({ role: 'staff', active: false, password: before });

    await ensureAdminUser(t.db.orm, { adminUsername: username, adminPassword: 'second-password', adminReset: true });
    const after = await t.em().findOneOrFail(User, { username });
    expect(after).toMatchObject({ role: 'admin', active: true, sessionVersion: user.sessionVersion + 1 });
    expect(await bcrypt.compare('second-password', after.password)).toBe(true);
    expect(await bcrypt.compare('first-password', after.password)).toBe(false);
  });
});

describe('signInStaff (service)', () => {
  it('accepts the right password and answers the same vague error for a wrong password or unknown user', async () => {
    const username = uniqueName('kari');
    await addStaff(username, 'riktig-passord');
    const ok = await signInStaff(t.em(), username, 'riktig-passord');
    expect(ok).toMatchObject({ ok: true, user: { username, role: 'staff' } });

    const wrong = await signInStaff(t.em(), username, 'feil-passord');
    const unknown = await signInStaff(t.em(), uniqueName('ghost'), 'feil-passord');
    const empty = await signInStaff(t.em(), '', '');
    expect(wrong).toEqual({ ok: false, reason: 'invalid-credentials', message: VAGUE });
    expect(unknown).toEqual(wrong);
    expect(empty).toEqual(wrong);
  });
});

describe('staff sign-in over HTTP', () => {
  it('POST /api/admin/login sets a strict httpOnly staff cookie; /api/admin/me answers; logout clears it', async () => {
    const res = await login(t.config.adminUsername, t.config.adminPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: t.config.adminUsername, role: 'admin' });
    const cookie = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: STAFF_IDLE_TIMEOUT_SECONDS });
    expect(res.body).not.toContain('password');

    const me = await t.inject({
      method: 'GET',
      url: '/api/admin/me',
      cookies: { [STAFF_SESSION_COOKIE]: cookie!.value },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ username: t.config.adminUsername, role: 'admin' });

    const out = await t.inject({
      method: 'POST',
      url: '/api/admin/logout',
      cookies: { [STAFF_SESSION_COOKIE]: cookie!.value },
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cleared?.value).toBe('');

    const anonymous = await t.inject({ method: 'GET', url: '/api/admin/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
  });

  it('wrong password, unknown user and missing fields all answer 401 with the same vague message', async () => {
    const username = uniqueName('ola');
    await addStaff(username, 'hemmelig-passord');
    const responses = await Promise.all([
      login(username, 'galt-passord'),
      login(uniqueName('nobody'), 'galt-passord'),
      login(undefined, undefined),
      login(username, ''),
    ]);
    for (const res of responses) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: VAGUE });
      expect(res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)).toBeUndefined();
    }
  });

  it('locks a username at one client after 10 failures (even the right password is refused), without touching other users', async () => {
    const username = uniqueName('target');
    await addStaff(username, 'korrekt-passord');
    const other = uniqueName('bystander');
    await addStaff(other, 'annet-passord');

    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(username, `gjetning-${i}`, '198.51.100.7')),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(10).fill(401));
    const locked = await login(username, 'korrekt-passord', '198.51.100.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(locked.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)).toBeUndefined();

    const fine = await login(other, 'annet-passord', '198.51.100.7');
    expect(fine.statusCode).toBe(200);
  });

  it('a burst of 30 parallel guesses from one client: at most the limit are checked, the rest answer 429', async () => {
    const username = uniqueName('burst');
    await addStaff(username, 'korrekt-passord');
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(username, `gjetning-${i}`, '203.0.113.5')),
    );
    const statuses = responses.map((res) => res.statusCode);
    const limit = authRateLimits(t.app).staffFailuresPerUsernameAndClient.limit;
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - limit);
    // Locked: even the right password is not checked now.
    expect((await login(username, 'korrekt-passord', '203.0.113.5')).statusCode).toBe(429);
  });

  it('a successful sign-in gives its IP attempt back and clears the username count', async () => {
    const ip = '192.0.2.150';
    const { staffFailuresPerIp, staffFailuresPerUsernameAndClient } = authRateLimits(t.app);
    expect((await login(t.config.adminUsername, 'feil', ip)).statusCode).toBe(401);
    expect(await staffFailuresPerIp.count(ip)).toBe(1);
    expect((await login(t.config.adminUsername, t.config.adminPassword, ip)).statusCode).toBe(200);
    expect(await staffFailuresPerIp.count(ip)).toBe(1);
    expect(await staffFailuresPerUsernameAndClient.count(`${t.config.adminUsername.toLowerCase()}|${ip}`)).toBe(0);
  });

  it('limits failures per IP across usernames', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < 3; i++) {
      expect((await login(uniqueName('spray'), 'passord', ip)).statusCode).toBe(401);
    }
    const perIp = authRateLimits(t.app).staffFailuresPerIp;
    expect(await perIp.count(ip)).toBe(3);
    // The rest of the way to the limit without paying for 47 more bcrypt comparisons.
    while ((await perIp.count(ip)) < perIp.limit) await perIp.hit(ip);

    const blocked = await login(t.config.adminUsername, t.config.adminPassword, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    // Another address is unaffected.
    expect((await login(t.config.adminUsername, t.config.adminPassword, '192.0.2.201')).statusCode).toBe(200);
  });

  it('a staff cookie is not a customer session and vice versa', async () => {
    const staff = t.staffCookies('staff');
    const asCustomer = await t.inject({ method: 'GET', url: '/api/auth/user', cookies: staff });
    expect(asCustomer.statusCode).toBe(401);
    const customer = t.customerCookies('kunde@example.no');
    const asStaff = await t.inject({
      method: 'GET',
      url: '/api/admin/me',
      cookies: { [STAFF_SESSION_COOKIE]: customer[Object.keys(customer)[0]] },
    });
    expect(asStaff.statusCode).toBe(401);
  });
});

describe('staff sign-in over GraphQL', () => {
  it('staffSignIn refuses a wrong password with SIGN_IN_REFUSED and the vague message', async () => {
    const refusal = { message: VAGUE, extensions: { code: 'SIGN_IN_REFUSED', reason: 'invalid-credentials' } };
    const res = await t.gql(STAFF_SIGN_IN, { username: t.config.adminUsername, password: 'feil' });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject(refusal);
    const unknown = await t.gql(STAFF_SIGN_IN, { username: uniqueName('ukjent'), password: 'feil' });
    expect(unknown.errors?.[0]).toMatchObject(refusal);
  });

  it('staffSignIn sets the cookie; staffViewer and staffSignOut work with it', async () => {
    const res = await t.gql(STAFF_SIGN_IN, { username: t.config.adminUsername, password: t.config.adminPassword });
    expect(res.data?.staffSignIn).toEqual({
      secondStepRequired: false,
      signedIn: { username: t.config.adminUsername, role: 'admin' },
    });
    const cookie = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    expect((await t.gql(STAFF_VIEWER)).data?.staffViewer).toBeNull();
    const viewer = await t.gql(STAFF_VIEWER, {}, { cookies: { [STAFF_SESSION_COOKIE]: cookie!.value } });
    expect(viewer.data?.staffViewer).toEqual({ username: t.config.adminUsername, role: 'admin' });

    const out = await t.gql(STAFF_SIGN_OUT, {}, { cookies: { [STAFF_SESSION_COOKIE]: cookie!.value } });
    expect(out.data).toEqual({ staffSignOut: true });
    expect(out.errors).toBeUndefined();
    expect(out.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value).toBe('');
  });

  it('staffViewer is null once the account is gone', async () => {
    const username = uniqueName('leaver');
    const id = await addStaff(username, 'passord-123');
    const cookies = {
      [STAFF_SESSION_COOKIE]: (await login(username, 'passord-123')).cookies.find(
        (c) => c.name === STAFF_SESSION_COOKIE,
      )!.value,
    };
    expect((await t.gql(STAFF_VIEWER, {}, { cookies })).data?.staffViewer).toEqual({ username, role: 'staff' });
    await t.em().nativeDelete(User, { id });
    const gone = await t.gql(STAFF_VIEWER, {}, { cookies });
    expect(gone.data?.staffViewer).toBeNull();
    // Null because the session was ended on the server (the console shows 'Du er logget ut.'), not a bare null.
    expect(gone.errors?.[0]).toMatchObject({
      message: 'Du er logget ut.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'signed-out' },
    });
    expect(gone.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value).toBe('');
    const me = await t.inject({ method: 'GET', url: '/api/admin/me', cookies });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Du er logget ut.', reason: 'signed-out' });
  });
});
