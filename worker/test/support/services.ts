import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, migrateAndSeed, openDb, type AppConfig, type MikroORM } from '@russ/api/db';

/**
 * Real services for the worker's integration tests: a PostgreSQL database per test file (`russ_wtest_*`), a
 * Redis key prefix per test (`wtest-*`, Redis db 2 unless REDIS_URL says otherwise), a private maildev, and a
 * private redis-server that a test may stop and start again.
 */

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2';
const PG_SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a truthy value (returned) or the timeout passes (throws with `what`). */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T> | T,
  timeoutMs = 30_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    }
    await sleep(100);
  }
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export interface TestDb {
  url: string;
  orm: MikroORM;
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database `russ_wtest_<random>` (MikroORM creates it on connect). */
export async function createTestDb(): Promise<TestDb> {
  const name = uniqueName('russ_wtest_');
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  const orm = await openDb(url.toString());
  await migrateAndSeed(orm, { demo: true });
  return {
    url: url.toString(),
    orm,
    async drop() {
      await orm.schema.dropDatabase(name);
      await orm.close(true);
    },
  };
}

/** The app config tests run with (shop identity defaults, a public URL that is easy to recognise in mails). */
export function testConfig(env: Record<string, string>): AppConfig {
  return loadConfig({
    DATABASE_URL: 'postgres://unused',
    REDIS_URL: REDIS_URL,
    PUBLIC_URL: 'http://shop.test',
    SESSION_SECRET: 'worker-test-secret',
    ...env,
  });
}

export interface MaildevMail {
  id: string;
  subject: string;
  to: Array<{ address: string; name: string }>;
  from: Array<{ address: string; name: string }>;
  html: string;
  text: string;
}

export interface Maildev {
  smtpUrl: string;
  apiUrl: string;
  emails(): Promise<MaildevMail[]>;
  emailsTo(address: string): Promise<MaildevMail[]>;
  /** The raw message, headers included (maildev's JSON leaves most headers out). */
  source(id: string): Promise<string>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

/** A private maildev (its own free SMTP and web ports, in-memory storage). */
export async function startMaildev(): Promise<Maildev> {
  const smtpPort = await freePort();
  const webPort = await freePort();
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/maildev'),
    ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    { stdio: 'ignore' },
  );
  const apiUrl = `http://127.0.0.1:${webPort}`;
  const emails = async (): Promise<MaildevMail[]> => {
    const response = await fetch(`${apiUrl}/api/email`);
    if (!response.ok) throw new Error(`maildev answered ${response.status}`);
    return (await response.json()) as MaildevMail[];
  };
  try {
    await waitFor('maildev to start', async () => (await canConnect(smtpPort)) && (await emails()) && true, 30_000);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    apiUrl,
    emails,
    async emailsTo(address) {
      return (await emails()).filter((mail) =>
        mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
      );
    },
    async source(id) {
      const response = await fetch(`${apiUrl}/api/email/${id}/source`);
      return response.text();
    },
    async clear() {
      await fetch(`${apiUrl}/api/email/all`, { method: 'DELETE' });
    },
    stop: () => stopProcess(child),
  };
}

export interface PrivateRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A throwaway `redis-server` from PATH on a free port (or `fixedPort`), without persistence; stop and start it
 * at will.
 */
export async function privateRedis(fixedPort?: number): Promise<PrivateRedis> {
  const port = fixedPort ?? (await freePort());
  let child: ChildProcess | undefined;
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await waitFor(`redis-server on ${port}`, () => canConnect(port), 10_000);
    },
    async stop() {
      if (child) await stopProcess(child);
      child = undefined;
    },
  };
}
