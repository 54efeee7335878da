import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let noRedis: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  // Nothing listens on port 1: every Redis command fails, the database is fine.
  noRedis = await startTestApp({ seed: false, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
});

afterAll(async () => {
  await Promise.all([t?.close(), noRedis?.close()]);
});

describe('health', () => {
  it('live and ready answer ok when PostgreSQL and Redis do', async () => {
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
  });

  it('ready (and the /api/health alias) is 503 with a Norwegian message when Redis is unreachable', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const started = Date.now();
      const response = await noRedis.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ ok: false, message: 'Redis svarer ikke', failed: ['redis'] });
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('live does not ask the dependencies: 200 while Redis is down', async () => {
    const response = await noRedis.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
  });
});
