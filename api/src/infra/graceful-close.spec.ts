import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-close.js';

let server: Server;
let agent: Agent;

afterEach(() => {
  agent?.destroy();
  server?.closeAllConnections();
});

/** A server whose answers take `delayMs`, with keep-alive as long as Fastify's (72 s). */
async function slowServer(delayMs: number): Promise<number> {
  server = createServer((_req, res) => setTimeout(() => res.end('ok'), delayMs));
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const get = (port: number) =>
  new Promise<string>((resolve, reject) => {
    request({ port, host: '127.0.0.1', agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });

const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));

describe('closeGracefully', () => {
  it('lets an answer in flight finish, then closes its keep-alive connection at once', async () => {
    const port = await slowServer(300);
    agent = new Agent({ keepAlive: true });
    const answer = get(port);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the request is in flight
    const started = Date.now();
    await closeGracefully(server, closeServer, { sweepMs: 20 });
    expect(await answer).toBe('ok');
    // Without the sweep, server.close() waits for the keep-alive timeout (72 s): the test would time out.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('cuts what is still open at the deadline', async () => {
    const port = await slowServer(60_000);
    agent = new Agent({ keepAlive: true });
    const answer = get(port).catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await closeGracefully(server, closeServer, { deadlineMs: 200 });
    expect(await answer).toMatch(/socket hang up/);
  });
});
