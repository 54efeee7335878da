import { randomBytes } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { print, type ExecutionResult } from 'graphql';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { sessionCookieNames, signCustomerSession, signStaffSession } from '../../src/common/auth.js';
import { openDb, type EntityManager } from '../../src/db.js';
import { loadConfig, type AppConfig } from '../../src/infra/config.js';
import type { StaticPaths } from '../../src/composition/static.js';
import { OutboxRelay } from '../../src/infra/outbox/outbox-relay.js';
import {
  ensureAdminUser,
  hashStaffPassword,
  identityOf,
  type StaffIdentity,
} from '../../src/modules/staff/staff-auth.service.js';
import type { AuditActor } from '../../src/modules/audit/audit.service.js';
import { User } from '../../src/modules/staff/user.entity.js';
import { createTestDatabase, requiredEnv, type TestDatabase } from './db.js';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: AppConfig;
  /** A fresh EntityManager on the test database, for arranging and asserting rows. */
  em(): EntityManager;
  /** `app.inject` shorthand. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Runs a typed GraphQL document (from `graphql(...)` in `./gql`) through POST /graphql and returns the parsed
   * result with the status, headers and cookies of the response. Every well-formed GraphQL request of the tests
   * goes through here.
   */
  gql<TResult, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    options?: GqlOptions,
  ): Promise<GqlResult<TResult>>;
  /**
   * Sends a raw body to /graphql. Only for requests a typed document cannot express on purpose: syntax errors,
   * unknown fields, depth, alias and cost limits, introspection, GET requests, odd URLs or bodies. Anything a
   * typed document can say goes through `gql`, so a grep for `rawGraphql` lists every deliberate raw request.
   */
  rawGraphql(body: RawGraphqlBody | null, options?: RawGraphqlOptions): Promise<LightMyRequestResponse>;
  /**
   * Cookies of a signed-in staff member: the configured admin, or with `role: 'staff'` a real `users` row with
   * that role (created with the app). The cookie carries the user's session version as it was at start.
   */
  staffCookies(role?: 'staff' | 'admin'): Record<string, string>;
  /** The users row behind `staffCookies(role)`. */
  staffUser(role?: 'staff' | 'admin'): StaffIdentity;
  /** That users row as the author of a service call (audit entries), for tests that call services directly. */
  staffActor(role?: 'staff' | 'admin'): AuditActor;
  /** Cookies of a signed-in customer. */
  customerCookies(email: string): Record<string, string>;
  /** The outbox relay, when started with `{ relay: true }` (unique BullMQ prefix). */
  relay?: OutboxRelay;
  close(): Promise<void>;
}

export interface GqlOptions {
  cookies?: Record<string, string>;
  /** Extra request headers (content-type is always JSON). */
  headers?: Record<string, string>;
  /** The client address the request comes from (default 127.0.0.1). */
  remoteAddress?: string;
  /** The path the request goes to (default '/graphql'); for tests of how the path may be spelled. */
  url?: string;
}

export type GqlResult<TResult> = ExecutionResult<TResult> & {
  status: number;
  headers: LightMyRequestResponse['headers'];
  cookies: LightMyRequestResponse['cookies'];
  /** The response body as sent, for byte-for-byte comparisons. */
  body: string;
};

/** A deliberately raw GraphQL request body: a string is sent as is, an object as JSON. */
export type RawGraphqlBody = string | { query?: unknown; variables?: unknown; operationName?: unknown };

export interface RawGraphqlOptions extends GqlOptions {
  /** Default POST; a GET carries its query in `url` and `null` as the body. */
  method?: 'GET' | 'POST';
}

export interface StartTestAppOptions {
  /** Start an OutboxRelay on REDIS_URL with a unique queue prefix (default false). */
  relay?: boolean;
  /** Extra environment for loadConfig. */
  env?: Record<string, string>;
  /** Seed the database like a real start (default true); false gives empty tables for exact assertions. */
  seed?: boolean;
  /** Where static files and built frontends are read from (default: the repository's folders). */
  staticPaths?: StaticPaths;
  /** The app's logger (default: none), e.g. `{ level: 'info', stream }` to read its JSON lines. */
  logger?: BuildAppOptions['logger'];
}

/**
 * Boots the real app (buildApp, no network listener: use `inject`) on its own freshly migrated and seeded
 * database, with the configured admin user and a unique QUEUE_PREFIX. Call `close()` in afterAll.
 */
export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase({ seed: options.seed });
  const queuePrefix = `atest-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: db.url,
    REDIS_URL: requiredEnv('REDIS_URL'),
    QUEUE_PREFIX: queuePrefix,
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3999',
    NODE_ENV: 'test',
    // Many tests mail the same address from one IP; the tests of these limits set their own figures.
    UNVERIFIED_MAILS_PER_RECIPIENT: '100000',
    UNVERIFIED_MAILS_PER_IP: '100000',
    ...options.env,
  });
  let app: FastifyInstance | undefined;
  let relay: OutboxRelay | undefined;
  try {
    await insertAdminUser(db, config);
    const admin = await ensureAdminUser(db.orm, config);
    const staff = await createStaffUser(db, 'test-staff', 'staff');
    const staffUsers = { admin, staff };
    app = await buildApp({ config, orm: db.orm, staticPaths: options.staticPaths, logger: options.logger });
    await app.ready();
    if (options.relay) {
      relay = new OutboxRelay({ orm: db.orm, redisUrl: config.redisUrl, queuePrefix, pollMs: 200 });
      relay.start();
    }
    const readyApp = app;
    return {
      app: readyApp,
      db,
      config,
      relay,
      em: () => db.orm.em.fork(),
      inject: (injectOptions) => readyApp.inject(injectOptions),
      gql: (document, variables, gqlOptions) => injectGql(readyApp, document, variables, gqlOptions),
      rawGraphql(body, rawOptions) {
        return readyApp.inject({
          method: rawOptions?.method ?? 'POST',
          url: rawOptions?.url ?? '/graphql',
          // A GET carries no body, so no content type (which would also count as a CSRF preflight for Apollo).
          headers: {
            ...(rawOptions?.method === 'GET' ? {} : { 'content-type': 'application/json' }),
            ...rawOptions?.headers,
          },
          cookies: rawOptions?.cookies,
          remoteAddress: rawOptions?.remoteAddress,
          ...(body === null ? {} : { payload: body }),
        });
      },
      staffCookies(role = 'admin') {
        return { [sessionCookieNames(config.publicUrl).staff]: signStaffSession(staffUsers[role], config) };
      },
      staffUser: (role = 'admin') => staffUsers[role],
      staffActor: (role = 'admin') => ({ userId: staffUsers[role].id, username: staffUsers[role].username }),
      customerCookies(email) {
        return { [sessionCookieNames(config.publicUrl).customer]: signCustomerSession(email, config) };
      },
      async close() {
        await relay?.stop();
        await readyApp.close();
        await db.drop();
      },
    };
  } catch (error) {
    await relay?.stop().catch(() => {});
    await app?.close().catch(() => {});
    await db.drop().catch(() => {});
    throw error;
  }
}

/**
 * `TestApp.gql` for any Fastify app built by a test (for example a second app on the same database with other
 * settings): a typed document through POST /graphql.
 */
export async function injectGql<TResult, TVariables extends Record<string, unknown>>(
  app: FastifyInstance,
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
  options?: GqlOptions,
): Promise<GqlResult<TResult>> {
  const response = await app.inject({
    method: 'POST',
    url: options?.url ?? '/graphql',
    headers: { ...options?.headers, 'content-type': 'application/json' },
    cookies: options?.cookies,
    remoteAddress: options?.remoteAddress,
    payload: { query: print(document), variables },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    cookies: response.cookies,
    body: response.body,
    ...(response.json() as ExecutionResult<TResult>),
  };
}

/**
 * A bcrypt hash of `password` at the shop's cost, made once per password in this process: one costs about half a
 * second of CPU (bcryptjs), and every test app needs two (the admin and the staff user). A hash with another salt
 * verifies the same password just as well.
 */
const passwordHashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashStaffPassword(password);
    passwordHashes.set(password, hash);
    hash.catch(() => passwordHashes.delete(password));
  }
  return hash;
}

/**
 * The configured admin as ensureAdminUser creates it (same row, role and password), with the hash made once per
 * password; ensureAdminUser then finds it and leaves it alone, as it does at every start after the first.
 */
async function insertAdminUser(db: TestDatabase, config: AppConfig): Promise<void> {
  await db.orm.em
    .fork()
    .getConnection()
    .execute(`insert into users (username, password, role) values (?, ?, 'admin') on conflict (username) do nothing`, [
      config.adminUsername.trim(),
      await hashOnce(config.adminPassword),
    ]);
}

/** A staff user with the given role (password 'test-password-123'). */
export async function createStaffUser(
  db: TestDatabase,
  username: string,
  role: 'staff' | 'admin',
): Promise<StaffIdentity> {
  const em = db.orm.em.fork();
  const user = em.create(User, { username, password: await hashOnce('test-password-123'), role });
  await em.flush();
  return identityOf(user);
}

export interface SiblingApps {
  /** A second API process: its own ORM (own pool, caches and public content listener) on the test app's database. */
  other: FastifyInstance;
  /** An API process that caches nothing (CATALOG_CACHE_TTL_MS=0), on the test app's ORM. */
  uncached: FastifyInstance;
  close(): Promise<void>;
}

/** The other API processes a test of caching across processes compares the test app with. */
export async function startSiblingApps(t: TestApp): Promise<SiblingApps> {
  const otherOrm = await openDb(t.db.url);
  const other = await buildApp({ config: t.config, orm: otherOrm });
  await other.ready();
  const uncached = await buildApp({ config: { ...t.config, catalogCacheTtlMs: 0 }, orm: t.db.orm });
  await uncached.ready();
  return {
    other,
    uncached,
    async close() {
      await uncached.close();
      await other.close();
      await otherOrm.close(true);
    },
  };
}
