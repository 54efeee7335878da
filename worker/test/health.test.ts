import type { Server } from 'node:http';
import { createRedisConnection, type Redis } from '@russ/api/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkerHealthServer } from '../src/health.js';
import { createTestDb, freePort, REDIS_URL, waitFor, type TestDb } from './support/services.js';

let db: TestDb;
const connections: Redis[] = [];
const servers: Server[] = [];

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  for (const server of servers) server.close();
  for (const connection of connections) connection.disconnect();
  await db?.drop();
});

async function healthServer(redisUrl: string, running = () => true): Promise<string> {
  const connection = createRedisConnection(redisUrl, 'worker', 'health-test');
  connection.on('error', () => undefined);
  connections.push(connection);
  const port = await freePort();
  servers.push(await startWorkerHealthServer({ port, connection, em: () => db.orm.em.fork(), running }));
  return `http://127.0.0.1:${port}`;
}

describe('worker health server (WORKER_HEALTH_PORT)', () => {
  it('is live and ready when Redis and PostgreSQL answer and the worker runs', async () => {
    const url = await healthServer(REDIS_URL);
    expect((await fetch(`${url}/health/live`)).status).toBe(200);
    const ready = await waitFor('ready', async () => ((await fetch(`${url}/health/ready`)).ok ? true : null), 10_000);
    expect(ready).toBe(true);
    expect((await fetch(`${url}/nothing`)).status).toBe(404);
  });

  it('is not ready (503, naming what failed) without Redis or once the worker is closing; live stays 200', async () => {
    const noRedis = await healthServer('redis://127.0.0.1:1');
    const response = await fetch(`${noRedis}/health/ready`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, failed: ['redis'] });
    expect((await fetch(`${noRedis}/health/live`)).status).toBe(200);

    const closing = await healthServer(REDIS_URL, () => false);
    await waitFor('redis connected', () => connections.at(-1)!.status === 'ready', 10_000);
    const closed = await fetch(`${closing}/health/ready`);
    expect(closed.status).toBe(503);
    expect(await closed.json()).toEqual({ ok: false, failed: ['worker'] });
  });
});
