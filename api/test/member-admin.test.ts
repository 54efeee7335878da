import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_STAFF_MESSAGES } from '@russ/schema/members/member-status';
import { SIGN_IN_LINK_REQUESTED_MESSAGE } from '@russ/schema/auth/auth.validators';
import { CUSTOMER_SESSION_COOKIE } from '../src/common/auth.js';
import { signSignInLinkToken } from '../src/infra/mail-tokens.js';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { SignInToken } from '../src/modules/auth/sign-in-token.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { startMailWorker, waitForMail, type MailWorkerProcess } from './support/mail-worker.js';

/**
 * The console's 'Medlemmer' (admin §9): search by name, e-mail or school with filters, sort and paging; a member's
 * detail with everything of theirs; `Eksporter CSV` of the list as filtered (a spreadsheet opens it safely);
 * an administrator deactivates (sign-in refused, sessions ended), activates and deletes, each audited.
 */

const List = graphql(`
  query MemberAdminTestList($search: String, $filter: StaffMemberFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffMembers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        id
        name
        email
        school
        graduationYear
        status
        statusLabel
        joinedAt
      }
    }
  }
`);

const Detail = graphql(`
  query MemberAdminTestDetail($id: ID!) {
    staffMember(id: $id) {
      id
      email
      name
      status
      customerArea {
        profile {
          email
        }
        orders {
          id
        }
        invoices {
          id
        }
        designs {
          id
        }
        groups {
          id
        }
        memberOfGroups {
          id
        }
        messageThreads {
          id
        }
      }
    }
  }
`);

const OwnArea = graphql(`
  query MemberAdminTestOwnArea {
    customerArea {
      orders {
        id
      }
      invoices {
        id
      }
      designs {
        id
      }
      groups {
        id
      }
      memberOfGroups {
        id
      }
      messageThreads {
        id
      }
    }
  }
`);

const Deactivate = graphql(`
  mutation MemberAdminTestDeactivate($id: ID!) {
    deactivateMember(id: $id) {
      id
      status
      statusLabel
    }
  }
`);

const Activate = graphql(`
  mutation MemberAdminTestActivate($id: ID!) {
    activateMember(id: $id) {
      id
      status
    }
  }
`);

const Delete = graphql(`
  mutation MemberAdminTestDelete($email: String!) {
    deleteAccount(email: $email, confirmEmail: $email) {
      __typename
      ... on AccountDeleted {
        email
      }
    }
  }
`);

let t: TestApp;
let worker: MailWorkerProcess;
const SCHOOL = 'Medlemstest videregående';
const SCHOOL2 = 'Andre Medlemstest skole';

async function addMember(data: {
  email: string;
  firstName: string;
  lastName: string;
  school?: string | null;
  graduationYear?: string | null;
  isActive?: string;
  joinedAt?: Date;
}): Promise<Member> {
  const em = t.em();
  const member = em.create(Member, { school: null, graduationYear: null, ...data });
  await em.flush();
  return member;
}

const admin = () => t.staffCookies('admin');
const staff = () => t.staffCookies('staff');
const code = (result: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) =>
  result.errors?.[0]?.extensions?.code;
const userStatus = async (cookies: Record<string, string>) =>
  (await t.inject({ method: 'GET', url: '/api/auth/user', cookies })).statusCode;
const csvAs = (cookies: Record<string, string> | undefined, query = '') =>
  t.inject({ method: 'GET', url: `/api/admin/members.csv${query}`, cookies });
const csv = (query: string) => csvAs(staff(), query);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sign-in link for `email` as the worker would mail it, followed (the page's POST). */
async function followSignInLink(email: string) {
  const em = t.em();
  const row = em.create(SignInToken, { email, expiresAt: new Date(Date.now() + 60_000) });
  await em.flush();
  const token = signSignInLinkToken({ id: row.id, expiresAt: row.expiresAt }, t.config.sessionSecret);
  return t.inject({
    method: 'POST',
    url: '/api/auth/verify',
    headers: { 'content-type': 'application/json' },
    payload: { token },
  });
}

let ase: Member;
let per: Member;
let evil: Member;
let sleeper: Member;

beforeAll(async () => {
  t = await startTestApp({ relay: true });
  worker = await startMailWorker(t);
  ase = await addMember({
    email: 'ase.odegard@example.no',
    firstName: 'Åse',
    lastName: 'Ødegård',
    school: SCHOOL,
    graduationYear: '2026',
    joinedAt: new Date('2026-01-10T10:00:00Z'),
  });
  per = await addMember({
    email: 'per.hansen@example.no',
    firstName: 'Per',
    lastName: 'Hansen',
    school: SCHOOL2,
    graduationYear: '2025',
    joinedAt: new Date('2026-02-10T10:00:00Z'),
  });
  evil = await addMember({
    email: 'formel@example.no',
    firstName: '=HYPERLINK("http://evil.example","klikk")',
    lastName: '+47 22 33',
    school: `${SCHOOL}; "linje 2"`,
    graduationYear: '2026',
    joinedAt: new Date('2026-03-10T10:00:00Z'),
  });
  sleeper = await addMember({
    email: 'sover@example.no',
    firstName: '-1+1',
    lastName: '@SUM(A1)',
    school: SCHOOL,
    graduationYear: '2027',
    isActive: 'false',
    joinedAt: new Date('2026-04-10T10:00:00Z'),
  });
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

describe('Medlemmer: the list', () => {
  it('searches by name, e-mail or school, filters by school, year and status, sorts and pages', async () => {
    const list = async (variables: Parameters<typeof t.gql<unknown, Record<string, unknown>>>[1]) => {
      const res = await t.gql(List, variables as never, { cookies: staff() });
      expect(res.errors).toBeUndefined();
      return res.data!.staffMembers;
    };
    const emails = (page: { items: Array<{ email: string }> }) => page.items.map((m) => m.email);

    expect(emails(await list({ search: 'ødegård' }))).toEqual([ase.email]);
    expect(emails(await list({ search: 'ÅSE Ødeg' }))).toEqual([ase.email]);
    expect(emails(await list({ search: 'per.hansen@' }))).toEqual([per.email]);
    expect(emails(await list({ search: 'andre medlemstest' }))).toEqual([per.email]);
    // LIKE wildcards are text, not patterns.
    expect((await list({ search: '%' })).total).toBe(0);

    const school = await list({ filter: { school: 'medlemstest videregående' } });
    expect(school.total).toBe(3);
    expect(emails(school)).toEqual([sleeper.email, evil.email, ase.email]); // newest member first by default
    expect(
      emails(
        await list({
          filter: { school: 'medlemstest', graduationYear: '2026' },
          sort: { field: 'name', order: 'ASC' },
        }),
      ),
    ).toEqual([
      evil.email, // '+47 22 33' sorts before 'Ødegård'
      ase.email,
    ]);
    const deactivated = await list({ filter: { school: 'medlemstest', status: 'deactivated' } });
    expect(deactivated.items).toEqual([
      expect.objectContaining({ email: sleeper.email, status: 'deactivated', statusLabel: 'Deaktivert' }),
    ]);
    expect((await list({ filter: { school: 'medlemstest', status: 'active' } })).total).toBe(3);
    expect((await list({ filter: { status: 'nonsense' } })).total).toBe(0);

    const first = await list({
      filter: { school: 'medlemstest' },
      sort: { field: 'joinedAt', order: 'ASC' },
      limit: 2,
      offset: 0,
    });
    const second = await list({
      filter: { school: 'medlemstest' },
      sort: { field: 'joinedAt', order: 'ASC' },
      limit: 2,
      offset: 2,
    });
    expect(first.total).toBe(4);
    expect([...emails(first), ...emails(second)]).toEqual([ase.email, per.email, evil.email, sleeper.email]);
    expect(first.items[0]).toMatchObject({ name: 'Åse Ødegård', school: SCHOOL, graduationYear: '2026' });
  });

  it('refuses customers and anonymous callers', async () => {
    expect(code(await t.gql(List, {}, { cookies: t.customerCookies(ase.email) }))).toBe('FORBIDDEN');
    expect(code(await t.gql(List, {}))).toBe('UNAUTHENTICATED');
    expect(code(await t.gql(Detail, { id: String(ase.id) }, { cookies: t.customerCookies(ase.email) }))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('Medlemmer: one member', () => {
  it("shows everything the member's dashboard has: orders, invoices, designs, groups and threads", async () => {
    const [demo] = await t.em().find(Member, { email: DEMO_MEMBER_EMAIL });
    const res = await t.gql(Detail, { id: String(demo!.id) }, { cookies: staff() });
    expect(res.errors).toBeUndefined();
    const area = res.data!.staffMember.customerArea;
    expect(res.data!.staffMember).toMatchObject({ email: DEMO_MEMBER_EMAIL, status: 'active' });
    expect(area.profile?.email).toBe(DEMO_MEMBER_EMAIL);
    const own = (await t.gql(OwnArea, {}, { cookies: t.customerCookies(DEMO_MEMBER_EMAIL) })).data!.customerArea!;
    const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);
    for (const key of ['orders', 'invoices', 'designs', 'groups', 'memberOfGroups', 'messageThreads'] as const) {
      expect(ids(area[key]), key).toEqual(ids(own[key]));
    }
    expect(area.orders.length).toBeGreaterThan(0);
    expect(area.invoices.length).toBeGreaterThan(0);
    expect(area.designs.length).toBeGreaterThan(0);
    expect(area.groups.length).toBeGreaterThan(0);
    expect(area.messageThreads.length).toBeGreaterThan(0);
  });

  it("answers NOT_FOUND 'Fant ikke medlemmet.' for an unknown or malformed id", async () => {
    for (const id of ['999999', 'abc', '-1']) {
      const res = await t.gql(Detail, { id }, { cookies: staff() });
      expect(code(res)).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe(MEMBER_STAFF_MESSAGES.notFound);
    }
  });
});

describe('Eksporter CSV', () => {
  it('downloads the filtered list: BOM, header, CRLF, quoting, formula-safe cells, Norwegian letters intact', async () => {
    const res = await csv(`?school=${encodeURIComponent('medlemstest videregående')}&sort=joinedAt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="medlemmer-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Fornavn;Etternavn;E-post;Skole;Avgangskull;Medlem siden;Status',
      `Åse;Ødegård;ase.odegard@example.no;${SCHOOL};2026;10.01.2026;Aktiv`,
      `"'=HYPERLINK(""http://evil.example"",""klikk"")";'+47 22 33;formel@example.no;"${SCHOOL}; ""linje 2""";2026;10.03.2026;Aktiv`,
      `'-1+1;'@SUM(A1);sover@example.no;${SCHOOL};2027;10.04.2026;Deaktivert`,
      '',
    ]);
    // Per (another school) is not in the filtered file.
    expect(text).not.toContain(per.email);
  });

  it('applies search and status like the list, and streams a long list whole', async () => {
    const deactivated = (await csv('?status=deactivated&search=sover')).body.slice(1).split('\r\n');
    expect(deactivated).toHaveLength(3);
    expect(deactivated[1]).toContain('sover@example.no');

    // More members than one batch (500): every one arrives once.
    await t
      .em()
      .getConnection()
      .execute(
        `insert into members (first_name, last_name, email, school, graduation_year)
         select 'Bulk', 'Nr ' || n, 'bulk' || n || '@example.no', 'Bulkskolen', '2026' from generate_series(1, 1203) n`,
      );
    const bulk = (await csv('?school=Bulkskolen')).body.slice(1).split('\r\n');
    expect(bulk).toHaveLength(1 + 1203 + 1);
    expect(new Set(bulk.slice(1, -1)).size).toBe(1203);
  });

  it('a download the browser abandons ends the export and releases its database snapshot', async () => {
    // Far more than the socket buffers hold, so the export must wait for the reader.
    await t
      .em()
      .getConnection()
      .execute(
        `insert into members (first_name, last_name, email, school, graduation_year)
         select 'Stor', 'Nr ' || n, 'stor' || n || '@example.no', 'Storskolen ' || repeat('x', 150), '2026'
           from generate_series(1, 20000) n`,
      );
    const openExports = async () => {
      const rows: Array<{ n: number }> = await t
        .em()
        .getConnection()
        .execute(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
        );
      return rows[0]!.n;
    };
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const cookie = Object.entries(staff())
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    await new Promise<void>((resolve, reject) => {
      const request = get(
        { host: '127.0.0.1', port, path: '/api/admin/members.csv?school=Storskolen', headers: { cookie } },
        (response) => {
          expect(response.statusCode).toBe(200);
          // Members have arrived, so the export runs inside its snapshot: then the reader goes away.
          response.on('data', (chunk: Buffer) => {
            if (request.destroyed || !chunk.includes('@example.no')) return;
            expect(response.complete).toBe(false);
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    await expect.poll(openExports, { timeout: 10_000 }).toBe(0);
  });

  it('is refused without members.export: 401 anonymous, 403 for a customer', async () => {
    expect((await csvAs(undefined)).statusCode).toBe(401);
    expect((await csvAs(t.customerCookies(ase.email))).statusCode).toBe(403);
    expect((await csvAs(admin())).statusCode).toBe(200);
  });
});

describe('Deaktiver, Aktiver, Slett (administrator)', () => {
  it('staff without the role are refused and nothing changes', async () => {
    const res = await t.gql(Deactivate, { id: String(per.id) }, { cookies: staff() });
    expect(code(res)).toBe('FORBIDDEN');
    expect(code(await t.gql(Activate, { id: String(sleeper.id) }, { cookies: staff() }))).toBe('FORBIDDEN');
    expect(code(await t.gql(Delete, { email: per.email }, { cookies: staff() }))).toBe('FORBIDDEN');
    expect(code(await t.gql(Deactivate, { id: String(per.id) }, { cookies: t.customerCookies(per.email) }))).toBe(
      'FORBIDDEN',
    );
    const rows = await t.em().find(Member, { email: { $in: [per.email, sleeper.email] } }, { orderBy: { id: 'asc' } });
    expect(rows.map((m) => m.isActive)).toEqual(['true', 'false']);
    expect(await t.em().count(AuditEntry, { entityType: 'member', entityId: per.email })).toBe(0);
  });

  it('deactivating ends every session at once and refuses sign-in; activating lets the member in again', async () => {
    const laptop = t.customerCookies(per.email);
    expect(await userStatus(laptop)).toBe(200);

    const res = await t.gql(Deactivate, { id: String(per.id) }, { cookies: admin() });
    expect(res.errors).toBeUndefined();
    expect(res.data!.deactivateMember).toEqual({
      id: String(per.id),
      status: 'deactivated',
      statusLabel: 'Deaktivert',
    });
    expect(await userStatus(laptop)).toBe(401);

    // Twice is refused with a message, and changes nothing more.
    const again = await t.gql(Deactivate, { id: String(per.id) }, { cookies: admin() });
    expect(code(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe(MEMBER_STAFF_MESSAGES.alreadyDeactivated);

    // Asking for a link answers as for anyone (nobody can probe the address); the mail says why there is no link.
    const since = new Date();
    const ask = await t.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email: per.email } });
    expect(ask.statusCode).toBe(202);
    expect(ask.json()).toEqual({ message: SIGN_IN_LINK_REQUESTED_MESSAGE });
    const mail = await waitForMail(per.email, 'Innlogging hos Russekompaniet', since);
    expect(mail.text).toContain('kontoen er deaktivert');
    expect(mail.text).not.toContain('/api/auth/verify');
    expect(mail.text).not.toContain('Bli medlem');

    // A link mailed before the deactivation signs in nobody.
    await sleep(1100); // a cookie from the same second as the revocation would be refused anyway
    // Even a cookie signed after the deactivation (a sign-in racing with it) counts for nothing.
    expect(await userStatus(t.customerCookies(per.email))).toBe(401);
    const refused = await followSignInLink(per.email);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/login?error=deactivated');
    expect(refused.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE && c.value)).toBeUndefined();

    const activated = await t.gql(Activate, { id: String(per.id) }, { cookies: admin() });
    expect(activated.data!.activateMember).toEqual({ id: String(per.id), status: 'active' });
    expect(code(await t.gql(Activate, { id: String(per.id) }, { cookies: admin() }))).toBe('CONFLICT');
    const welcome = await followSignInLink(per.email);
    expect(welcome.headers.location).toBe('/customer-dashboard');
    const session = welcome.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE && c.value);
    expect(session).toBeDefined();
    expect(await userStatus({ [CUSTOMER_SESSION_COOKIE]: session!.value })).toBe(200);
    // The sessions ended by the deactivation stay ended.
    expect(await userStatus(laptop)).toBe(401);

    const audit = await t
      .em()
      .find(AuditEntry, { entityType: 'member', entityId: per.email }, { orderBy: { id: 'asc' } });
    expect(audit.map((a) => [a.action, a.staffUsername, a.before, a.after && { status: a.after.status }])).toEqual([
      ['member.deactivated', t.config.adminUsername, { status: 'active' }, { status: 'deactivated' }],
      ['member.activated', t.config.adminUsername, { status: 'deactivated' }, { status: 'active' }],
    ]);
    expect(audit[0]!.after).toHaveProperty('sessionsRevokedAt');
  });

  it('deletes with the customer’s own account deletion, audited', async () => {
    const res = await t.gql(Delete, { email: evil.email }, { cookies: admin() });
    expect(res.data!.deleteAccount).toEqual({ __typename: 'AccountDeleted', email: evil.email });
    expect(await t.em().count(Member, { email: evil.email })).toBe(0);
    expect(code(await t.gql(Detail, { id: String(evil.id) }, { cookies: staff() }))).toBe('NOT_FOUND');
    expect(code(await t.gql(Deactivate, { id: String(evil.id) }, { cookies: admin() }))).toBe('NOT_FOUND');
    const audit = await t.em().find(AuditEntry, { entityType: 'member', entityId: evil.email });
    expect(audit.map((a) => [a.action, a.staffUsername])).toEqual([['member.deleted', t.config.adminUsername]]);
  });
});
