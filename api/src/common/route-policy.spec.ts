import Fastify from 'fastify';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { describe, expect, it } from 'vitest';
import { defaultRoutePolicy, enforceRoutePolicies, routePolicies } from './route-policy.js';

describe('route policies', () => {
  it('a route registered without a policy fails at registration', async () => {
    const app = Fastify();
    enforceRoutePolicies(app);
    app.get('/api/declared', { config: { policy: PUBLIC } }, () => 'ok');
    expect(() => app.get('/api/forgot-a-policy', () => 'oops')).toThrow(/GET \/api\/forgot-a-policy declares no/);
    await expect(
      app.register(async (scope) => {
        scope.post('/api/in-a-plugin', () => 'oops');
      }),
    ).rejects.toThrow(/declares no access policy/);
    await app.close();
  });

  it('a default policy covers routes that cannot declare one (file servers), only while in force', async () => {
    const app = Fastify();
    enforceRoutePolicies(app);
    const end = defaultRoutePolicy(app, { policy: PUBLIC, publicFiles: true });
    app.get('/files/*', () => 'file');
    end();
    expect(() => app.get('/api/after', () => 'oops')).toThrow(/declares no access policy/);
    expect(routePolicies(app).find((route) => route.url === '/files/*')).toMatchObject({
      policy: PUBLIC,
      publicFiles: true,
    });
    await app.close();
  });
});
