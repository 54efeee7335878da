import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SESSION_COOKIE, STAFF_SESSION_COOKIE } from '../src/common/auth.js';
import { signWithPurpose } from '../src/infra/signing-key.js';
import { revokeCustomerSessions } from '../src/modules/members/profile.service.js';
import { graphql } from './gql/index.js';
import { createStaffUser, startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';

const CONTACTS = graphql(`
  query SessionsTestContacts {
    staffContacts {
      total
    }
  }
`);
const STAFF_VIEWER = graphql(`
  query SessionsTestStaffViewer {
    staffViewer {
      username
      role
    }
  }
`);
const STAFF_SIGN_OUT = graphql(`
  mutation SessionsTestStaffSignOut {
    staffSignOut
  }
`);
const DELETE_ACCOUNT = graphql(`
  mutation SessionsTestDeleteAccount($email: String!) {
    deleteAccount(email: $email, confirmEmail: "x") {
      __typename
    }
  }
`);
const VIEWER = graphql(`
  query SessionsTestViewer {
    viewer {
      email
    }
  }
`);

let t: TestApp;
let n = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A customer cookie signed ten seconds ago (before any revocation made in the test). */
function oldCustomerCookie(email: string): Record<string, string> {
  const iat = Math.floor(Date.now() / 1000) - 10;
  const token = signWithPurpose('session', { sub: email, kind: 'customer', iat, exp: iat + 3600 }, t.config);
  return { [CUSTOMER_SESSION_COOKIE]: token };
}

async function staffLogin(username: string): Promise<Record<string, string>> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: 'test-password-123' },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!;
  return { [STAFF_SESSION_COOKIE]: cookie.value };
}

const sql = (text: string, params: unknown[]) => t.em().getConnection().execute(text, params);

describe('customer sessions revoked by "sign out everywhere"', () => {
  it('are refused however the path is encoded (/%61pi/..., /%67raphql)', async () => {
    const email = `${unique('encoded')}@example.com`;
    const cookies = oldCustomerCookie(email);
    const graphqlAt = (url: string) => t.gql(VIEWER, {}, { cookies, url });

    // Before: the encoded paths reach the same routes and the cookie counts.
    for (const url of [`/%61pi/customer/orders/${encodeURIComponent(email)}`, `/api/%63ustomer/orders/${email}`]) {
      expect((await t.inject({ method: 'GET', url, cookies })).statusCode).toBe(200);
    }
    expect((await graphqlAt('/%67raphql')).data?.viewer).toEqual({ email });

    await revokeCustomerSessions(t.em(), email);

    for (const url of [
      `/api/customer/orders/${encodeURIComponent(email)}`,
      `/%61pi/customer/orders/${encodeURIComponent(email)}`,
      `/api/%63ustomer/orders/${email}`,
      `/%61%70%69/auth/user`,
    ]) {
      const res = await t.inject({ method: 'GET', url, cookies });
      expect(res.statusCode, url).toBe(401);
      expect(res.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)?.value, url).toBe('');
    }
    for (const url of ['/graphql', '/%67raphql', '/%67%72%61%70%68%71%6c']) {
      const res = await graphqlAt(url);
      expect(res.status, url).toBe(200);
      expect(res.data?.viewer, url).toBeNull();
    }
  });
});

describe('staff sessions', () => {
  it('logging out (REST) ends the session on the server: the replayed cookie is refused, other sign-ins go on', async () => {
    const user = await createStaffUser(t.db, unique('logout'), 'staff');
    const otherBrowser = await staffLogin(user.username);
    const cookies = await staffLogin(user.username);
    expect((await t.inject({ method: 'GET', url: '/api/admin/me', cookies })).json()).toEqual({
      username: user.username,
      role: 'staff',
    });
    const out = await t.inject({ method: 'POST', url: '/api/admin/logout', cookies });
    expect(out.statusCode).toBe(200);

    const replay = await t.inject({ method: 'GET', url: '/api/admin/me', cookies });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Du er logget ut.', reason: 'signed-out' });
    const gql = await t.gql(CONTACTS, {}, { cookies });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'signed-out' });
    expect((await t.inject({ method: 'GET', url: '/api/admin/me', cookies: otherBrowser })).statusCode).toBe(200);
  });

  it('signing out over GraphQL ends the session too', async () => {
    const user = await createStaffUser(t.db, unique('gql-logout'), 'staff');
    const cookies = await staffLogin(user.username);
    expect((await t.gql(STAFF_VIEWER, {}, { cookies })).data?.staffViewer?.username).toBe(user.username);
    expect((await t.gql(STAFF_SIGN_OUT, {}, { cookies })).data?.staffSignOut).toBe(true);
    // The console learns why (its login page says 'Du er logget ut.'); a browser drops the cleared cookie.
    const replay = await t.gql(STAFF_VIEWER, {}, { cookies });
    expect(replay.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'signed-out' });
    expect((await t.gql(STAFF_VIEWER, {})).data?.staffViewer).toBeNull();
    expect((await t.gql(CONTACTS, {}, { cookies })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a demoted administrator loses the session on the next request and signs in again as staff', async () => {
    const user = await createStaffUser(t.db, unique('demoted'), 'admin');
    const cookies = await staffLogin(user.username);
    const asAdmin = await t.gql(DELETE_ACCOUNT, { email: 'nobody-here@example.com' }, { cookies });
    expect(asAdmin.errors?.[0]?.extensions?.code).not.toBe('FORBIDDEN');
    // Let through to the service: the mismatched confirmation is answered as a validation error.
    expect(refusalOf(asAdmin).code).toBe('BAD_USER_INPUT');

    await sql('update users set role = ? where id = ?', ['staff', user.id]);

    const next = await t.inject({ method: 'GET', url: '/api/admin/me', cookies });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ message: 'Du er logget ut.', reason: 'signed-out' });
    const gql = await t.gql(DELETE_ACCOUNT, { email: 'nobody-here@example.com' }, { cookies });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'signed-out' });

    const again = await staffLogin(user.username);
    expect((await t.inject({ method: 'GET', url: '/api/admin/me', cookies: again })).json().role).toBe('staff');
    const asStaff = await t.gql(DELETE_ACCOUNT, { email: 'nobody-here@example.com' }, { cookies: again });
    expect(asStaff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a deactivated staff member is refused on the next request and cannot sign in', async () => {
    const user = await createStaffUser(t.db, unique('deactivated'), 'staff');
    const cookies = await staffLogin(user.username);
    const before = await t.gql(CONTACTS, {}, { cookies });
    expect(before.errors).toBeUndefined();
    expect(before.data?.staffContacts.total).toBeGreaterThanOrEqual(0);

    await sql('update users set active = false where id = ?', [user.id]);

    const next = await t.inject({ method: 'GET', url: '/api/admin/me', cookies });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ message: 'Kontoen er deaktivert.', reason: 'deactivated' });
    expect(next.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value).toBe('');
    const gql = await t.gql(CONTACTS, {}, { cookies });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Kontoen er deaktivert.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'deactivated' },
    });
    const login = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: user.username, password: 'test-password-123' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: 'Feil brukernavn eller passord' });
  });
});
