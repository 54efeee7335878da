import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { can, describePolicy, type Policy } from '@russ/schema/staff/permissions';
import {
  parse,
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_SESSION_COOKIE,
  signCustomerSession,
  signStaffSession,
  STAFF_SESSION_COOKIE,
} from '../src/common/auth.js';
import { declaredPolicy } from '../src/common/auth-checker.js';
import { routePolicies } from '../src/common/route-policy.js';
import { getSchema } from '../src/composition/schema.js';
import { DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * The permission test and the generated access matrix: every GraphQL root operation and every REST route (static
 * files and frontends aside) declares a policy, and called as anonymous, customer A, customer B (on A's data),
 * staff, admin, and customer A with a staff cookie at once, answers what its policy says. A refused call changes
 * nothing in the database.
 */

type Caller = 'anonymous' | 'customerA' | 'customerB' | 'staff' | 'admin' | 'customerAndStaff';
const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'staff', 'admin', 'customerAndStaff'];

/** What a call came to, as far as access goes (`invalid`: refused by input validation, 400 / ValidationError). */
type Outcome = 'unauthenticated' | 'forbidden' | 'notFound' | 'invalid' | 'done' | 'error';

/**
 * What the policy says for a caller: refused with 401 or 403, refused on A's data (403 or 404, or a validation
 * error that came first: nothing changes either way), or let through (anything but 401/403 or a 500).
 */
type Expected = 'unauthenticated' | 'forbidden' | 'deniedOnData' | 'allowed';

const A = DEMO_MEMBER_EMAIL;
/** A customer with no share in A's records (the demo group member is a member of A's group). */
const B = 'matrix-b@example.com';

let t: TestApp;
const ids = {
  design: 0,
  designFile: 0,
  group: 0,
  thread: 0,
  order: 0,
  invoice: 0,
  address: 0,
  quote: 0,
};

beforeAll(async () => {
  t = await startTestApp();
  const one = async (sql: string) => {
    const rows: Array<{ id: number }> = await t.em().getConnection().execute(sql, [A]);
    if (!rows[0]) throw new Error(`no seeded row for ${sql}`);
    return Number(rows[0].id);
  };
  ids.design = await one(`select id from designs where member_email = ? and status = 'draft' order by id limit 1`);
  ids.designFile = await one(
    `select f.id from design_files f join designs d on d.id = f.design_id where d.member_email = ? order by f.id limit 1`,
  );
  ids.group = await one(`select id from groups where coordinator_email = ? order by id limit 1`);
  ids.thread = await one(`select id from message_threads where member_email = ? order by id limit 1`);
  ids.order = await one(`select id from orders where member_email = ? and status = 'delivered' order by id limit 1`);
  ids.invoice = await one(`select id from invoices where member_email = ? order by id limit 1`);
  ids.address = await one(`select id from addresses where member_email = ? order by id limit 1`);
  // A quote sent to A (the demo data has none): the customer's answers and staff's quote operations act on it.
  ids.quote = await one(
    `insert into quotes (quote_number, customer_email, status, valid_until, sent_at)
     values ('T-2026-9999', ?, 'sent', now() + interval '30 days', now()) returning id`,
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** Fresh cookies for a caller; staff cookies carry the user's current session version (sign-outs bump it). */
async function cookiesFor(caller: Caller): Promise<Record<string, string>> {
  const secret = t.config.sessionSecret;
  const staffCookie = async (role: 'staff' | 'admin') => {
    const user = t.staffUser(role);
    const rows: Array<{ session_version: number }> = await t
      .em()
      .getConnection()
      .execute('select session_version from users where id = ?', [user.id]);
    return signStaffSession({ ...user, sessionVersion: rows[0].session_version }, secret);
  };
  switch (caller) {
    case 'anonymous':
      return {};
    case 'customerA':
      return { [CUSTOMER_SESSION_COOKIE]: signCustomerSession(A, secret) };
    case 'customerB':
      return { [CUSTOMER_SESSION_COOKIE]: signCustomerSession(B, secret) };
    case 'staff':
      return { [STAFF_SESSION_COOKIE]: await staffCookie('staff') };
    case 'admin':
      return { [STAFF_SESSION_COOKIE]: await staffCookie('admin') };
    case 'customerAndStaff':
      return {
        [CUSTOMER_SESSION_COOKIE]: signCustomerSession(A, secret),
        [STAFF_SESSION_COOKIE]: await staffCookie('staff'),
      };
  }
}

/** The answer a declared policy gives a caller. `onAData`: the call names A's records. */
function expectedFor(policy: Policy, caller: Caller, onAData: boolean): Expected {
  const customer = caller === 'customerA' || caller === 'customerB' || caller === 'customerAndStaff';
  const role = caller === 'admin' ? 'admin' : caller === 'staff' || caller === 'customerAndStaff' ? 'staff' : null;
  const signedIn = customer || role !== null;
  const asCustomer = (): Expected => (caller === 'customerB' && onAData ? 'deniedOnData' : 'allowed');
  switch (policy.kind) {
    case 'public':
      return 'allowed';
    case 'customer':
      if (customer) return asCustomer();
      return role && policy.staffMessage !== undefined ? 'forbidden' : 'unauthenticated';
    case 'ownerOrStaff':
      if (caller === 'customerAndStaff') return 'allowed'; // A's own data
      if (customer) return asCustomer();
      if (role) return can(role, policy.capability) ? 'allowed' : 'forbidden';
      return 'unauthenticated';
    case 'staff':
      if (role) return 'allowed';
      return signedIn ? 'forbidden' : 'unauthenticated';
    case 'capability':
      if (role) return can(role, policy.capability) ? 'allowed' : 'forbidden';
      return signedIn ? 'forbidden' : 'unauthenticated';
  }
}

function matches(expected: Expected, outcome: Outcome): boolean {
  switch (expected) {
    case 'unauthenticated':
      return outcome === 'unauthenticated';
    case 'forbidden':
      return outcome === 'forbidden';
    case 'deniedOnData':
      return outcome === 'forbidden' || outcome === 'notFound' || outcome === 'invalid';
    case 'allowed':
      // A crash is not "let through": an allowed call must be answered (done, or refused on its input).
      return outcome !== 'unauthenticated' && outcome !== 'forbidden' && outcome !== 'error';
  }
}

/** A checksum of every table: a refused call must leave it unchanged. */
async function databaseChecksum(): Promise<string> {
  const connection = t.em().getConnection();
  const tables: Array<{ table_name: string }> = await connection.execute(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables.map(
    ({ table_name }) =>
      `select '${table_name}' as t, count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as sum from "${table_name}" x`,
  );
  const rows: Array<{ t: string; sum: string }> = await connection.execute(parts.join(' union all '));
  return rows.map((row) => `${row.t}=${row.sum}`).join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// GraphQL operations

// The schema's types come from type-graphql's copy of graphql (CommonJS), so graphql's own `is…Type` checks
// (instanceof against the ESM copy) cannot be used on them here: these read the types structurally.
const kindOf = (type: GraphQLType) => type.constructor.name;
const isNonNullType = (type: GraphQLType) => kindOf(type) === 'GraphQLNonNull';
const isListType = (type: GraphQLType) => kindOf(type) === 'GraphQLList';
const isInputObjectType = (type: GraphQLType): type is GraphQLInputObjectType =>
  kindOf(type) === 'GraphQLInputObjectType';
const isEnumType = (type: GraphQLType): type is GraphQLEnumType => kindOf(type) === 'GraphQLEnumType';
function getNamedType(type: GraphQLType): GraphQLType & { name: string } {
  let inner = type as GraphQLType & { ofType?: GraphQLType };
  while (inner.ofType) inner = inner.ofType as GraphQLType & { ofType?: GraphQLType };
  return inner as GraphQLType & { name: string };
}

/** Set while building a call's variables when one of them names A's records. */
let namesAData = false;

/** Ids that name A's records, by operation and argument. */
function idArgument(operation: string, name: string): string {
  const a = (id: number) => {
    namesAData = true;
    return String(id);
  };
  if (name === 'groupId') return a(ids.group);
  if (name === 'threadId') return a(ids.thread);
  if (name === 'memberId') return '999999';
  if (/Quote$/.test(operation) || operation === 'quote') return a(ids.quote);
  if (/Design/i.test(operation) || operation === 'design') return a(ids.design);
  if (/Group|group/.test(operation)) return a(ids.group);
  if (/Thread/i.test(operation)) return a(ids.thread);
  if (/Address/.test(operation)) return a(ids.address);
  return '999999';
}

function dummyInput(type: GraphQLInputType, name: string, operation: string, ownerOrStaff: boolean): unknown {
  const inner = (isNonNullType(type) ? (type as { ofType: GraphQLInputType }).ofType : type) as GraphQLInputType;
  if (isListType(inner)) return [];
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = dummyInput(field.type, field.name, operation, ownerOrStaff);
    }
    return value;
  }
  if (isEnumType(inner)) return inner.getValues()[0].value;
  switch (getNamedType(inner).name) {
    case 'ID':
      return idArgument(operation, name);
    case 'Int':
    case 'Float':
      if (name !== 'orderId') return 1;
      namesAData = true;
      return ids.order;
    case 'Boolean':
      return false;
    default:
      if (name === 'email' && ownerOrStaff) {
        namesAData = true;
        return A;
      }
      if (name === 'email') return 'matrix-someone@example.com';
      if (name === 'confirmEmail') return 'not-the-email@example.com';
      return 'x';
  }
}

interface GraphQLOperation {
  kind: 'query' | 'mutation';
  name: string;
  policy: Policy | undefined;
  field: GraphQLField<unknown, unknown>;
}

async function graphqlOperations(): Promise<GraphQLOperation[]> {
  const schema = await getSchema();
  const roots: Array<['query' | 'mutation', GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  const operations: GraphQLOperation[] = [];
  for (const [kind, root] of roots) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      operations.push({ kind, name: field.name, policy: declaredPolicy(field), field });
    }
  }
  expect(schema.getSubscriptionType() ?? null).toBeNull(); // add subscriptions here when there are some
  return operations;
}

/** Operations run last, in this order: they end sessions, which later calls would notice. */
const RUN_LAST = ['signOut', 'staffSignOut', 'deleteAccount', 'signOutEverywhere'];
const runOrder = (name: string) => RUN_LAST.indexOf(name) + 1;

/** The variables of a call and whether they name A's records. */
function callVariables(operation: GraphQLOperation) {
  const ownerOrStaff = operation.policy!.kind === 'ownerOrStaff';
  const args = operation.field.args.filter(
    (arg: GraphQLArgument) => isNonNullType(arg.type) || (ownerOrStaff && arg.name === 'email'),
  );
  namesAData = false;
  const variables: Record<string, unknown> = {};
  for (const arg of args) variables[arg.name] = dummyInput(arg.type, arg.name, operation.name, ownerOrStaff);
  return { args, variables, onAData: namesAData };
}

async function callGraphQL(operation: GraphQLOperation, caller: Caller): Promise<Outcome> {
  const { args, variables } = callVariables(operation);
  const declarations = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passing = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = getNamedType(operation.field.type).name;
  const leaf = ['Boolean', 'String', 'Int', 'ID', 'Float'].includes(selection);
  const source = `${operation.kind} Matrix${declarations ? `(${declarations})` : ''} { ${operation.name}${
    passing ? `(${passing})` : ''
  }${leaf ? '' : ' { __typename }'} }`;
  const result = await t.gql(
    parse(source) as unknown as TypedDocumentNode<unknown, Record<string, unknown>>,
    variables,
    {
      cookies: await cookiesFor(caller),
    },
  );
  const code = result.errors?.[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return 'unauthenticated';
  if (code === 'FORBIDDEN') return 'forbidden';
  if (code === 'NOT_FOUND') return 'notFound';
  if (code === 'INTERNAL_SERVER_ERROR') return 'error';
  if (code === 'BAD_USER_INPUT') return 'invalid';
  return 'done';
}

// ---------------------------------------------------------------------------------------------------------
// REST routes

interface RestRoute {
  method: string;
  url: string;
  policy: Policy;
}

function restRoutes(): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const entry of routePolicies(t.app)) {
    // /metrics reads no session: METRICS_TOKEN guards it (api/test/metrics.test.ts).
    if (entry.publicFiles || entry.url === '/graphql' || entry.url === '/metrics' || !entry.policy) continue;
    for (const method of entry.method.split(',')) {
      if (method === 'GET' || method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE') {
        routes.push({ method, url: entry.url, policy: entry.policy });
      }
    }
  }
  return routes;
}

function restUrl(url: string): string {
  return url
    .replace(':email', encodeURIComponent(A))
    .replace('/designs/:id', `/designs/${ids.design}`)
    .replace(':fileId', String(ids.designFile))
    .replace('/groups/:id', `/groups/${ids.group}`)
    .replace('/message-threads/:id', `/message-threads/${ids.thread}`)
    .replace(':invoiceId', String(ids.invoice))
    .replace(':slug', 'finnes-ikke')
    .replace(':category', 'finnes-ikke');
}

async function callRest(route: RestRoute, caller: Caller): Promise<Outcome> {
  const payload =
    route.url === '/api/admin/login' ? { username: t.config.adminUsername, password: t.config.adminPassword } : {};
  const response = await t.inject({
    method: route.method as 'GET',
    url: restUrl(route.url),
    cookies: await cookiesFor(caller),
    ...(route.method === 'GET' ? {} : { payload }),
  });
  if (response.statusCode === 401) return 'unauthenticated';
  if (response.statusCode === 403) return 'forbidden';
  if (response.statusCode === 404) return 'notFound';
  if (response.statusCode === 400) return 'invalid';
  if (response.statusCode >= 500) return 'error';
  return 'done';
}

// ---------------------------------------------------------------------------------------------------------

const newTally = (): Record<Expected, number> => ({ unauthenticated: 0, forbidden: 0, deniedOnData: 0, allowed: 0 });

/** The matrix is not vacuous: it saw refusals of each kind and allowed calls. */
function expectEveryKindOfAnswer(tally: Record<Expected, number>) {
  expect(tally.unauthenticated).toBeGreaterThan(10);
  expect(tally.forbidden).toBeGreaterThan(3);
  expect(tally.deniedOnData).toBeGreaterThan(3);
  expect(tally.allowed).toBeGreaterThan(30);
}

describe('declared policies', () => {
  it('every GraphQL root operation declares a policy', async () => {
    const operations = await graphqlOperations();
    const missing = operations.filter((op) => !op.policy).map((op) => op.name);
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(30);
  });

  it('every route declares a policy (a route without one cannot be registered: route-policy.spec.ts)', () => {
    const missing = routePolicies(t.app).filter((entry) => !entry.policy);
    expect(missing).toEqual([]);
    expect(routePolicies(t.app).length).toBeGreaterThan(30);
  });
});

/** One operation or route of the matrix. */
interface MatrixCase {
  label: string;
  policy: Policy;
  /** The call names A's records (customer B must be refused). */
  onAData: boolean;
  call: (caller: Caller) => Promise<Outcome>;
}

/** Calls every case as every caller; the mismatches with the policy, and a database checksum around refusals. */
async function runMatrix(cases: MatrixCase[]): Promise<string[]> {
  const failures: string[] = [];
  const tally = newTally();
  for (const { label, policy, onAData, call } of cases) {
    for (const caller of CALLERS) {
      const expected = expectedFor(policy, caller, onAData);
      tally[expected] += 1;
      const denied = expected !== 'allowed';
      const before = denied ? await databaseChecksum() : '';
      const outcome = await call(caller);
      if (!matches(expected, outcome)) {
        failures.push(`${label} [${describePolicy(policy)}] as ${caller}: expected ${expected}, got ${outcome}`);
      } else if (denied && (await databaseChecksum()) !== before) {
        failures.push(`${label} as ${caller}: refused but changed the database`);
      }
    }
  }
  expectEveryKindOfAnswer(tally);
  return failures;
}

describe('access matrix', () => {
  it('GraphQL: every operation answers each caller as its policy says; refused calls change nothing', async () => {
    const operations = (await graphqlOperations()).sort((a, b) => runOrder(a.name) - runOrder(b.name));
    const failures = await runMatrix(
      operations.map((operation) => ({
        label: operation.name,
        policy: operation.policy!,
        onAData: callVariables(operation).onAData,
        call: (caller) => callGraphQL(operation, caller),
      })),
    );
    // signOutEverywhere ran last: let A sign in again for the REST matrix.
    await t.em().getConnection().execute('delete from customer_session_revocations');
    expect(failures).toEqual([]);
  }, 240_000);

  it('REST: every route answers each caller as its policy says; refused calls change nothing', async () => {
    const routes = restRoutes().sort((a, b) => Number(a.url.includes('logout')) - Number(b.url.includes('logout')));
    expect(routes.length).toBeGreaterThan(25);
    const failures = await runMatrix(
      routes.map((route) => ({
        label: `${route.method} ${route.url}`,
        policy: route.policy,
        onAData: /:(email|id|fileId|invoiceId)\b/.test(route.url),
        call: (caller) => callRest(route, caller),
      })),
    );
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('invoices (admin §4)', () => {
  it("credit notes on a real invoice: customers and staff are refused and nothing changes, an administrator's passes", async () => {
    const CreditNoteDocument = parse(
      `mutation MatrixCreditNote($invoiceId: ID!) { createCreditNote(invoiceId: $invoiceId, input: { amount: "1", reason: "Matrise" }) { id amount } }`,
    ) as unknown as TypedDocumentNode<{ createCreditNote: { id: string; amount: string } }, { invoiceId: string }>;
    const variables = { invoiceId: String(ids.invoice) };
    for (const caller of ['customerA', 'staff', 'customerAndStaff'] as const) {
      const before = await databaseChecksum();
      const result = await t.gql(CreditNoteDocument, variables, { cookies: await cookiesFor(caller) });
      expect(result.errors?.[0]?.extensions?.code, caller).toBe('FORBIDDEN');
      expect(await databaseChecksum()).toBe(before);
    }
    const admin = await t.gql(CreditNoteDocument, variables, { cookies: await cookiesFor('admin') });
    expect(admin.errors).toBeUndefined();
    expect(admin.data!.createCreditNote.amount).toBe('-1.00');
  }, 60_000);
});
