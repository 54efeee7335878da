import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../src/modules/staff/staff-auth.service.js';
import { SignInToken } from '../src/modules/auth/sign-in-token.entity.js';
import { createRedisConnection } from '../src/infra/queue.js';
import { RateLimiter, rateLimiterFor } from '../src/infra/rate-limiter.js';
import { graphql } from './gql/index.js';
import { requiredEnv } from './support/db.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';

/**
 * The API's rate limiter (infra/rate-limiter.ts) against real Redis: counters shared by API processes, windows
 * that end, and what happens while Redis is away (requests are still answered, limits hold per process).
 */

const VAGUE = 'Feil brukernavn eller passord';
let unique = 0;
const uniqueName = (label: string) => `${label}-${Date.now().toString(36)}-${++unique}`;

const REQUEST_LINK = graphql(`
  mutation RateLimitsTestRequestLink($email: String!) {
    requestSignInLink(email: $email) {
      __typename
    }
  }
`);

const JOIN_GROUP = graphql(`
  mutation RateLimitsTestJoinGroup($inviteCode: String!) {
    joinGroup(inviteCode: $inviteCode) {
      __typename
    }
  }
`);

/** A TCP port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const staffLogin = (t: TestApp, username: string, password: string, ip = '203.0.113.10') =>
  t.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, remoteAddress: ip });

const askForLink = (t: TestApp, email: string, ip: string) =>
  t.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email }, remoteAddress: ip });

describe('limits shared by two API instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // Two apps, each with its own database and its own Redis connection, sharing one key prefix like two API
    // processes of one shop.
    const env = { QUEUE_PREFIX: `rl-${randomBytes(4).toString('hex')}`, SIGN_IN_LINKS_PER_IP: '3' };
    [a, b] = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('staff sign-in failures per username at one client add up across the instances', async () => {
    const username = uniqueName('guess');
    const client = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      expect((await staffLogin(a, username, `feil-${i}`, client)).statusCode).toBe(401);
      expect((await staffLogin(b, username, `feil-${i}`, client)).statusCode).toBe(401);
    }
    for (const t of [a, b]) {
      const locked = await staffLogin(t, username, 'feil', client);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    }
    // Neither app counted on its own: each saw only 5 of the 10 failures.
    expect(rateLimiterFor(a.config).isDegraded).toBe(false);
    // The username is not locked out for another client (security review: nobody can lock `admin` out).
    expect((await staffLogin(b, username, 'feil', '198.51.100.8')).statusCode).toBe(401);
  });

  it('sign-in links per IP (SIGN_IN_LINKS_PER_IP) add up across the instances', async () => {
    const ip = '192.0.2.77';
    const tokens = async (t: TestApp) => t.em().count(SignInToken, {});
    const [beforeA, beforeB] = [await tokens(a), await tokens(b)];

    expect((await askForLink(a, `${uniqueName('ip')}@example.no`, ip)).statusCode).toBe(202);
    expect((await askForLink(b, `${uniqueName('ip')}@example.no`, ip)).statusCode).toBe(202);
    expect((await askForLink(a, `${uniqueName('ip')}@example.no`, ip)).statusCode).toBe(202);
    // The fourth request from the address gets the same answer on either instance, but no link is made.
    expect((await askForLink(b, `${uniqueName('ip')}@example.no`, ip)).statusCode).toBe(202);
    expect((await askForLink(a, `${uniqueName('ip')}@example.no`, ip)).statusCode).toBe(202);

    expect((await tokens(a)) - beforeA).toBe(2);
    expect((await tokens(b)) - beforeB).toBe(1);
    // Another address is not affected.
    expect((await askForLink(b, `${uniqueName('ip')}@example.no`, '192.0.2.78')).statusCode).toBe(202);
    expect((await tokens(b)) - beforeB).toBe(2);
  });
});

describe('RateLimiter', () => {
  const connections: ReturnType<typeof createRedisConnection>[] = [];
  /** A limiter on its own connection, like one API process; the connection is ready (else memory would count). */
  const limiter = async (keyPrefix: string) => {
    const redis = createRedisConnection(requiredEnv('REDIS_URL'), 'producer', 'rate-limit-test');
    redis.on('error', () => {});
    connections.push(redis);
    await vi.waitFor(() => expect(redis.status).toBe('ready'), { timeout: 10_000 });
    return new RateLimiter({ redis, keyPrefix });
  };

  afterAll(() => {
    for (const redis of connections) redis.disconnect();
  });

  it('counts in Redis and starts over when the window ends', async () => {
    const prefix = `rl-${randomBytes(4).toString('hex')}`;
    const one = (await limiter(prefix)).rule({ name: 'window', limit: 2, windowMs: 1000 });
    const two = (await limiter(prefix)).rule({ name: 'window', limit: 2, windowMs: 1000 });

    expect(await one.hit('k')).toBe(true);
    expect(await two.hit('k')).toBe(true);
    expect(await one.hit('k')).toBe(false);
    expect(await two.allows('k')).toBe(false);
    expect(await two.count('k')).toBe(3);
    const ttl = await connections[0].pttl(`${prefix}:rate:window:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1000);

    // Redis expires the window's key; then the key may be hit again (its count starts from zero).
    await vi.waitFor(async () => expect(await one.allows('k')).toBe(true), { timeout: 5000, interval: 100 });
    expect(await two.count('k')).toBe(0);
    expect(await two.hit('k')).toBe(true);
    expect(await one.count('k')).toBe(1);
  });

  it('reset forgets a key everywhere', async () => {
    const prefix = `rl-${randomBytes(4).toString('hex')}`;
    const one = (await limiter(prefix)).rule({ name: 'reset', limit: 1, windowMs: 60_000 });
    const two = (await limiter(prefix)).rule({ name: 'reset', limit: 1, windowMs: 60_000 });
    await one.hit('x');
    expect(await two.allows('x')).toBe(false);
    await two.reset('x');
    expect(await one.allows('x')).toBe(true);
  });
});

describe('while Redis is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, SIGN_IN_LINKS_PER_IP: '2' },
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('a sign-in link request is answered and its link is stored (REST and GraphQL); the IP limit holds per process', async () => {
    const address = `${uniqueName('nede')}@example.no`;
    const res = await askForLink(t, address, '192.0.2.90');
    expect(res.statusCode).toBe(202);
    expect(await t.em().count(SignInToken, { email: address })).toBe(1);

    const gql = await t.gql(
      REQUEST_LINK,
      { email: `${uniqueName('nede-gql')}@example.no` },
      { remoteAddress: '192.0.2.90' },
    );
    expect(gql.status).toBe(200);
    expect(gql.errors).toBeUndefined();
    expect(gql.data).toEqual({ requestSignInLink: { __typename: 'SignInLinkRequested' } });
    expect(rateLimiterFor(t.config).isDegraded).toBe(true);

    // The per-process fallback keeps the limit of 2 per IP.
    const third = `${uniqueName('nede')}@example.no`;
    expect((await askForLink(t, third, '192.0.2.90')).statusCode).toBe(202);
    expect(await t.em().count(SignInToken, { email: third })).toBe(0);
  });

  it('staff sign-in answers 200 / 401, and 429 after 10 failures counted in memory', async () => {
    expect((await staffLogin(t, t.config.adminUsername, t.config.adminPassword)).statusCode).toBe(200);
    const username = uniqueName('nede');
    for (let i = 0; i < 10; i++) {
      const res = await staffLogin(t, username, 'feil');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: VAGUE });
    }
    expect((await staffLogin(t, username, 'feil')).statusCode).toBe(429);
  });

  it('joining a group with a wrong code is a field error, not a 500', async () => {
    const body = await t.gql(
      JOIN_GROUP,
      { inviteCode: 'FEIL-KODE' },
      { cookies: t.customerCookies(`${uniqueName('gruppe')}@example.no`) },
    );
    expect(body.status).toBe(200);
    expect(refusalOf(body).code).toBe('BAD_USER_INPUT');
  });
});

describe('when Redis goes away and comes back', () => {
  let redisProcess: ChildProcess | undefined;
  let dir: string;
  let port: number;

  const startRedis = async () => {
    redisProcess = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: 'ignore',
    });
  };
  const stopRedis = async () => {
    const child = redisProcess;
    redisProcess = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'russ-rl-redis-'));
    port = await closedPort();
  });

  afterEach(async () => {
    await stopRedis();
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('falls back to memory (logged once), then counts in Redis again (logged)', async () => {
    await startRedis();
    const redis = createRedisConnection(`redis://127.0.0.1:${port}`, 'producer', 'rate-limit-outage', {
      commandTimeout: 500,
    });
    redis.on('error', () => {});
    const messages: string[] = [];
    const logger = {
      info: (m: string) => messages.push(`info: ${m}`),
      warn: (m: string) => messages.push(`warn: ${m}`),
    };
    const limiter = new RateLimiter({ redis, keyPrefix: 'outage', logger, ownsConnection: true });
    try {
      const rule = limiter.rule({ name: 'o', limit: 2, windowMs: 60_000 });
      await vi.waitFor(() => expect(redis.status).toBe('ready'), { timeout: 10_000 });
      expect(await rule.hit('k')).toBe(true);
      expect(await redis.get('outage:rate:o:k')).toBe('1');

      await stopRedis();
      await vi.waitFor(() => expect(redis.status).not.toBe('ready'), { timeout: 10_000 });
      // Counted per process now: the memory counter starts empty and enforces the same limit.
      expect(await rule.hit('k')).toBe(true);
      expect(await rule.hit('k')).toBe(true);
      expect(await rule.hit('k')).toBe(false);
      expect(limiter.isDegraded).toBe(true);
      expect(messages.filter((m) => m.startsWith('warn:'))).toHaveLength(1);

      await startRedis();
      await vi.waitFor(() => expect(limiter.isDegraded).toBe(false), { timeout: 15_000, interval: 100 });
      expect(messages.at(-1)).toMatch(/^info: Redis is back/);
      expect(await rule.hit('fresh')).toBe(true);
      expect(await redis.get('outage:rate:o:fresh')).toBe('1');
    } finally {
      await limiter.close();
    }
  });
});
