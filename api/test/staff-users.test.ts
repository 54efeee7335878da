import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_USER_MESSAGES as M } from '@russ/schema/staff/staff-user.validators';
import { STAFF_SESSION_COOKIE } from '../src/common/auth.js';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { User } from '../src/modules/staff/user.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';

const STAFF_USERS = graphql(`
  query StaffUsersTestList($search: String, $role: String, $active: Boolean) {
    staffUsers(search: $search, filter: { role: $role, active: $active }) {
      total
      items {
        id
        username
        role
        active
      }
    }
  }
`);

const CREATE = graphql(`
  mutation StaffUsersTestCreate($input: StaffUserInput!) {
    createStaffUser(input: $input) {
      id
      username
      name
      email
      role
      active
    }
  }
`);

const CHANGE_ROLE = graphql(`
  mutation StaffUsersTestRole($id: ID!, $role: String!) {
    changeStaffRole(id: $id, role: $role) {
      id
      role
    }
  }
`);

const SET_ACTIVE = graphql(`
  mutation StaffUsersTestActive($id: ID!, $active: Boolean!) {
    setStaffUserActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

const RESET = graphql(`
  mutation StaffUsersTestReset($id: ID!, $password: String!) {
    resetStaffPassword(id: $id, password: $password) {
      id
    }
  }
`);

const CHANGE_OWN = graphql(`
  mutation StaffUsersTestChangeOwn($input: ChangeOwnPasswordInput!) {
    changeOwnPassword(input: $input)
  }
`);

const VIEWER = graphql(`
  query StaffUsersTestViewer {
    staffViewer {
      username
      role
    }
  }
`);

const AUDIT = graphql(`
  query StaffUsersTestAudit($search: String, $filter: StaffAuditEntryFilter, $offset: Int, $limit: Int) {
    staffAuditEntries(search: $search, filter: $filter, offset: $offset, limit: $limit) {
      total
      items {
        id
        staffUserId
        staffUsername
        action
        entityType
        entityId
        at
        before
        after
      }
    }
  }
`);

const AUDIT_STAFF = graphql(`
  query StaffUsersTestAuditStaff {
    auditStaffMembers {
      id
      username
    }
  }
`);

const PASSWORD = 'et-langt-passord-1';
let t: TestApp;
let n = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const admin = () => t.staffCookies('admin');

async function create(role: 'staff' | 'admin', label = 'ansatt') {
  const username = unique(label);
  const input = { name: `Navn ${username}`, username, email: `${username}@example.com`, role, password: PASSWORD };
  const res = await t.gql(CREATE, { input }, { cookies: admin() });
  expect(res.errors).toBeUndefined();
  return res.data!.createStaffUser;
}

/** Signs in through the real login route; the staff cookie. */
async function signIn(username: string, password = PASSWORD): Promise<Record<string, string> | null> {
  const res = await t.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
  if (res.statusCode !== 200) return null;
  const cookie = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
  return cookie ? { [STAFF_SESSION_COOKIE]: cookie.value } : null;
}

const me = (cookies: Record<string, string>) => t.inject({ method: 'GET', url: '/api/admin/me', cookies });

const activeAdmins = () => t.em().count(User, { role: 'admin', active: true });

describe('Ansatte: creating staff users', () => {
  it('creates a staff user with a bcrypt hash, lists, searches and filters them, and audits it without the password', async () => {
    const created = await create('staff');
    expect(created).toMatchObject({ role: 'staff', active: true, email: `${created.username}@example.com` });
    const row = await t.em().findOneOrFail(User, { id: Number(created.id) });
    expect(row.password).not.toContain(PASSWORD);
    expect(await bcrypt.compare(PASSWORD, row.password)).toBe(true);
    expect(await signIn(created.username)).not.toBeNull();

    const found = await t.gql(STAFF_USERS, { search: created.username.toUpperCase() }, { cookies: admin() });
    expect(found.data?.staffUsers.items.map((u) => u.id)).toEqual([created.id]);
    const admins = await t.gql(STAFF_USERS, { role: 'admin' }, { cookies: admin() });
    expect(admins.data?.staffUsers.items.every((u) => u.role === 'admin')).toBe(true);
    expect(admins.data?.staffUsers.items.map((u) => u.username)).toContain(t.config.adminUsername);
    expect(admins.data?.staffUsers.items.map((u) => u.id)).not.toContain(created.id);

    const entries = await t.gql(
      AUDIT,
      { filter: { entityType: 'staffUser', entityId: created.id } },
      { cookies: admin() },
    );
    expect(entries.data?.staffAuditEntries.items).toHaveLength(1);
    const [entry] = entries.data!.staffAuditEntries.items;
    expect(entry).toMatchObject({ action: 'staffUser.created', staffUserId: t.staffUser('admin').id });
    expect(JSON.parse(entry.after!)).toEqual({
      username: created.username,
      name: created.name,
      email: created.email,
      role: 'staff',
      active: true,
    });
  });

  it('refuses a short password, a username or e-mail in use (whatever the case) with Norwegian field messages', async () => {
    const taken = await create('staff');
    const before = await t.em().count(User, {});
    const base = { name: 'Ny Person', role: 'staff' };
    const cases = [
      [
        { ...base, username: unique('kort'), email: `${unique('kort')}@example.com`, password: 'elleve-tegn' },
        'password',
        M.passwordTooShort,
      ],
      [
        { ...base, username: taken.username.toUpperCase(), email: `${unique('x')}@example.com`, password: PASSWORD },
        'username',
        M.usernameTaken,
      ],
      [
        { ...base, username: unique('y'), email: taken.email!.toUpperCase(), password: PASSWORD },
        'email',
        M.emailTaken,
      ],
      [
        { ...base, username: unique('z'), email: `${unique('z')}@example.com`, password: PASSWORD, role: 'root' },
        'role',
        'Velg en rolle',
      ],
    ] as const;
    for (const [input, field, message] of cases) {
      const res = await t.gql(CREATE, { input }, { cookies: admin() });
      expect(res.errors?.[0].extensions?.code, field).toBe('BAD_USER_INPUT');
      expect((res.errors?.[0].extensions?.fieldErrors as Record<string, string>)[field], field).toBe(message);
    }
    expect(await t.em().count(User, {})).toBe(before);
  });

  it('is for administrators only: staff are refused every staff.manage operation', async () => {
    const target = await create('staff');
    const cookies = t.staffCookies('staff');
    const input = {
      name: 'X',
      username: unique('nei'),
      email: `${unique('nei')}@example.com`,
      role: 'admin',
      password: PASSWORD,
    };
    const calls = [
      t.gql(STAFF_USERS, {}, { cookies }),
      t.gql(CREATE, { input }, { cookies }),
      t.gql(CHANGE_ROLE, { id: target.id, role: 'admin' }, { cookies }),
      t.gql(SET_ACTIVE, { id: target.id, active: false }, { cookies }),
      t.gql(RESET, { id: target.id, password: PASSWORD }, { cookies }),
    ];
    for (const res of await Promise.all(calls)) expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // The audit log's staff filter is for every staff member.
    const names = await t.gql(AUDIT_STAFF, {}, { cookies });
    expect(names.data?.auditStaffMembers.map((s) => s.username)).toContain(target.username);
  });
});

describe('Ansatte: role, deactivation and password reset take effect on the next request', () => {
  it('a demoted administrator is signed out on the next GraphQL and REST request and signs in again as staff', async () => {
    const user = await create('admin', 'degradert');
    const cookies = (await signIn(user.username))!;
    expect((await t.gql(STAFF_USERS, {}, { cookies })).errors).toBeUndefined();

    const res = await t.gql(CHANGE_ROLE, { id: user.id, role: 'staff' }, { cookies: admin() });
    expect(res.data?.changeStaffRole.role).toBe('staff');

    const gql = await t.gql(VIEWER, {}, { cookies });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Du er logget ut.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'signed-out' },
    });
    const rest = await me(cookies);
    expect(rest.statusCode).toBe(401);
    expect(rest.json()).toEqual({ message: 'Du er logget ut.', reason: 'signed-out' });

    const again = (await signIn(user.username))!;
    expect((await me(again)).json()).toEqual({ username: user.username, role: 'staff' });
    expect((await t.gql(STAFF_USERS, {}, { cookies: again })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // Promoted again: the staff cookie ends too (role and session version both changed).
    await t.gql(CHANGE_ROLE, { id: user.id, role: 'admin' }, { cookies: admin() });
    expect((await me(again)).statusCode).toBe(401);
    // Back to the old role: a cookie from before is still refused (the session version moved on).
    await t.gql(CHANGE_ROLE, { id: user.id, role: 'staff' }, { cookies: admin() });
    expect((await me(again)).statusCode).toBe(401);

    const entries = await t.gql(
      AUDIT,
      { filter: { entityType: 'staffUser', entityId: user.id } },
      { cookies: admin() },
    );
    expect(entries.data?.staffAuditEntries.items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['staffUser.role.changed', '{"role":"admin"}', '{"role":"staff"}'],
      ['staffUser.role.changed', '{"role":"staff"}', '{"role":"admin"}'],
      ['staffUser.role.changed', '{"role":"admin"}', '{"role":"staff"}'],
      ['staffUser.created', null, expect.any(String)],
    ]);
  });

  it('a deactivated user is told so on the next request and cannot sign in; activated, they can again', async () => {
    const user = await create('staff', 'deaktivert');
    const cookies = (await signIn(user.username))!;
    const res = await t.gql(SET_ACTIVE, { id: user.id, active: false }, { cookies: admin() });
    expect(res.data?.setStaffUserActive.active).toBe(false);

    const gql = await t.gql(VIEWER, {}, { cookies });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Kontoen er deaktivert.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'deactivated' },
    });
    expect((await me(cookies)).json()).toEqual({ message: 'Kontoen er deaktivert.', reason: 'deactivated' });
    expect(await signIn(user.username)).toBeNull();
    const filtered = await t.gql(STAFF_USERS, { search: user.username, active: false }, { cookies: admin() });
    expect(filtered.data?.staffUsers.items.map((u) => u.id)).toEqual([user.id]);

    await t.gql(SET_ACTIVE, { id: user.id, active: true }, { cookies: admin() });
    // The cookie from before the deactivation stays ended; a new sign-in works.
    expect((await me(cookies)).statusCode).toBe(401);
    expect(await signIn(user.username)).not.toBeNull();

    const entries = await t.gql(
      AUDIT,
      { filter: { entityType: 'staffUser', entityId: user.id } },
      { cookies: admin() },
    );
    expect(entries.data?.staffAuditEntries.items.map((e) => e.action)).toEqual([
      'staffUser.activated',
      'staffUser.deactivated',
      'staffUser.created',
    ]);
  });

  it('a password reset needs 12 characters, ends the sessions, and the audit records the fact, not the password', async () => {
    const user = await create('staff', 'nullstilt');
    const cookies = (await signIn(user.username))!;
    const short = await t.gql(RESET, { id: user.id, password: 'kort' }, { cookies: admin() });
    expect(short.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { password: M.passwordTooShort },
    });
    expect((await me(cookies)).statusCode).toBe(200);

    const fresh = 'helt-nytt-passord-2026';
    expect((await t.gql(RESET, { id: user.id, password: fresh }, { cookies: admin() })).errors).toBeUndefined();
    expect((await me(cookies)).json()).toEqual({ message: 'Du er logget ut.', reason: 'signed-out' });
    expect(await signIn(user.username)).toBeNull();
    expect(await signIn(user.username, fresh)).not.toBeNull();

    const entries = await t.em().find(AuditEntry, { entityType: 'staffUser', entityId: user.id });
    expect(entries.map((e) => e.action).sort()).toEqual(['staffUser.created', 'staffUser.password.reset']);
    const hash = (await t.em().findOneOrFail(User, { id: Number(user.id) })).password;
    for (const entry of entries) {
      const text = JSON.stringify([entry.before, entry.after]);
      expect(text).not.toContain(fresh);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(hash);
      expect(text).not.toContain('password');
    }
  });

  it('a missing staff user is NOT_FOUND with a Norwegian message', async () => {
    const res = await t.gql(CHANGE_ROLE, { id: '999999', role: 'staff' }, { cookies: admin() });
    expect(res.errors?.[0]).toMatchObject({ message: M.notFound, extensions: { code: 'NOT_FOUND' } });
  });
});

describe('Endre passord', () => {
  it('checks the current password and the new one, ends the other sessions and keeps this one', async () => {
    const user = await create('staff', 'eget');
    const cookies = (await signIn(user.username))!;
    const otherBrowser = (await signIn(user.username))!;
    const fresh = 'mitt-nye-passord-42';

    const wrong = await t.gql(
      CHANGE_OWN,
      { input: { currentPassword: 'feil-passord-her', newPassword: fresh, repeatPassword: fresh } },
      { cookies },
    );
    expect(wrong.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { currentPassword: M.wrongCurrentPassword },
    });
    const short = await t.gql(
      CHANGE_OWN,
      { input: { currentPassword: PASSWORD, newPassword: 'kort', repeatPassword: 'kort' } },
      { cookies },
    );
    expect(short.errors?.[0].extensions?.fieldErrors).toMatchObject({ newPassword: M.passwordTooShort });
    const differ = await t.gql(
      CHANGE_OWN,
      { input: { currentPassword: PASSWORD, newPassword: fresh, repeatPassword: `${fresh}x` } },
      { cookies },
    );
    expect(differ.errors?.[0].extensions?.fieldErrors).toMatchObject({ repeatPassword: M.passwordsDiffer });
    expect(await signIn(user.username)).not.toBeNull(); // nothing changed so far

    const ok = await t.gql(
      CHANGE_OWN,
      { input: { currentPassword: PASSWORD, newPassword: fresh, repeatPassword: fresh } },
      { cookies },
    );
    expect(ok.data?.changeOwnPassword).toBe(true);
    const renewed = ok.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
    expect((await me({ [STAFF_SESSION_COOKIE]: renewed })).statusCode).toBe(200);
    expect((await me(otherBrowser)).json()).toEqual({ message: 'Du er logget ut.', reason: 'signed-out' });
    expect(await signIn(user.username)).toBeNull();
    expect(await signIn(user.username, fresh)).not.toBeNull();

    const entries = await t.gql(
      AUDIT,
      { filter: { entityType: 'staffUser', entityId: user.id, staffUserId: Number(user.id) } },
      { cookies: admin() },
    );
    expect(entries.data?.staffAuditEntries.items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['staffUser.password.changed', null, null],
    ]);
  });

  it('needs a staff session', async () => {
    const input = { currentPassword: PASSWORD, newPassword: PASSWORD, repeatPassword: PASSWORD };
    expect((await t.gql(CHANGE_OWN, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the last active administrator', () => {
  it('cannot be demoted or deactivated; with another administrator, they can', async () => {
    const configured = t.staffUser('admin');
    // Make the configured admin the only active one.
    await t.em().nativeUpdate(User, { role: 'admin', id: { $ne: configured.id } }, { active: false });
    expect(await activeAdmins()).toBe(1);
    const before = await t.em().count(AuditEntry, {});

    const demote = await t.gql(CHANGE_ROLE, { id: String(configured.id), role: 'staff' }, { cookies: admin() });
    expect(demote.errors?.[0]).toMatchObject({ message: M.lastAdmin, extensions: { code: 'CONFLICT' } });
    const deactivate = await t.gql(SET_ACTIVE, { id: String(configured.id), active: false }, { cookies: admin() });
    expect(deactivate.errors?.[0]).toMatchObject({ message: M.lastAdmin, extensions: { code: 'CONFLICT' } });
    expect(await activeAdmins()).toBe(1);
    expect(await t.em().count(AuditEntry, {})).toBe(before);
    expect((await me(admin())).statusCode).toBe(200); // nothing changed, the session goes on

    const second = await create('admin', 'nestleder');
    const cookies = (await signIn(second.username))!;
    const ok = await t.gql(SET_ACTIVE, { id: second.id, active: false }, { cookies: admin() });
    expect(ok.data?.setStaffUserActive.active).toBe(false);
    expect(await activeAdmins()).toBe(1);
    expect((await me(cookies)).json()).toEqual({ message: 'Kontoen er deaktivert.', reason: 'deactivated' });
  });

  it('two administrators demoting each other at the same moment leave one active administrator', async () => {
    const configured = t.staffUser('admin');
    for (let round = 0; round < 3; round++) {
      const a = await create('admin', `a${round}`);
      const b = await create('admin', `b${round}`);
      // Only a and b are active administrators now.
      await t.em().nativeUpdate(User, { role: 'admin', id: { $nin: [Number(a.id), Number(b.id)] } }, { active: false });
      expect(await activeAdmins()).toBe(2);
      const [cookiesA, cookiesB] = [(await signIn(a.username))!, (await signIn(b.username))!];
      const results = await Promise.all([
        t.gql(CHANGE_ROLE, { id: b.id, role: 'staff' }, { cookies: cookiesA }),
        t.gql(CHANGE_ROLE, { id: a.id, role: 'staff' }, { cookies: cookiesB }),
      ]);
      const succeeded = results.filter((r) => r.data?.changeStaffRole);
      expect(succeeded.length, `round ${round}`).toBe(1);
      const refused = results.find((r) => !r.data?.changeStaffRole)!;
      // Refused by the rule, or (when the winner committed before it was even read) because its caller was demoted.
      expect(['CONFLICT', 'UNAUTHENTICATED']).toContain(refused.errors?.[0].extensions?.code);
      expect(await activeAdmins(), `round ${round}`).toBe(1);
      await t.em().nativeUpdate(User, { id: configured.id }, { active: true });
    }
  });
});

describe('Hendelseslogg', () => {
  it('filters by staff member, kind of record, date range and search words, newest first, paged', async () => {
    const target = await create('staff', 'logg');
    await t.gql(CHANGE_ROLE, { id: target.id, role: 'admin' }, { cookies: admin() });
    await t.gql(SET_ACTIVE, { id: target.id, active: false }, { cookies: admin() });
    const adminId = t.staffUser('admin').id;

    const all = await t.gql(AUDIT, { filter: { staffUserId: adminId, entityType: 'staffUser' } }, { cookies: admin() });
    const items = all.data!.staffAuditEntries.items;
    expect(items.every((e) => e.staffUserId === adminId && e.entityType === 'staffUser')).toBe(true);
    const times = items.map((e) => new Date(e.at).getTime());
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    // 'Søk' looks in who, what, which record and the before/after values (every word must occur).
    const searched = await t.gql(AUDIT, { search: `${target.username} CREATED` }, { cookies: admin() });
    expect(searched.data?.staffAuditEntries.items.map((e) => [e.action, e.entityId])).toEqual([
      ['staffUser.created', target.id],
    ]);
    const byAction = await t.gql(
      AUDIT,
      { search: 'deactivated', filter: { entityId: target.id, staffUserId: adminId } },
      { cookies: admin() },
    );
    expect(byAction.data?.staffAuditEntries.items.map((e) => e.action)).toEqual(['staffUser.deactivated']);

    const page = await t.gql(
      AUDIT,
      { filter: { entityType: 'staffUser', entityId: target.id }, offset: 1, limit: 1 },
      { cookies: admin() },
    );
    expect(page.data?.staffAuditEntries.total).toBe(3);
    expect(page.data?.staffAuditEntries.items.map((e) => e.action)).toEqual(['staffUser.role.changed']);

    const first = new Date(items[items.length - 1].at);
    const future = new Date(Date.now() + 60_000).toISOString();
    const inRange = await t.gql(
      AUDIT,
      { filter: { entityType: 'staffUser', from: first.toISOString(), to: future } },
      { cookies: t.staffCookies('staff') },
    );
    expect(inRange.data?.staffAuditEntries.total).toBeGreaterThanOrEqual(items.length);
    const none = await t.gql(
      AUDIT,
      { search: target.username, filter: { to: first.toISOString() } },
      { cookies: admin() },
    );
    expect(none.data?.staffAuditEntries.total).toBe(0);
    const otherKind = await t.gql(
      AUDIT,
      { search: target.username, filter: { entityType: 'order' } },
      { cookies: admin() },
    );
    expect(otherKind.data?.staffAuditEntries.total).toBe(0);
  });
});
