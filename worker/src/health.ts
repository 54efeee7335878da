import http from 'node:http';
import { metricsAccess, type EntityManager, type Redis } from '@russ/api/db';
import type { Registry } from 'prom-client';

export interface WorkerHealthOptions {
  port: number;
  /** 127.0.0.1 by default; 0.0.0.0 in a container so the orchestrator can reach it. */
  host?: string;
  connection: Redis;
  em: () => EntityManager;
  /** False once the BullMQ worker is closing or closed. */
  running: () => boolean;
  /** The worker's metrics for `GET /metrics`, behind METRICS_TOKEN (`token` null: 404, as in the api). */
  metrics?: { registry: Registry; token: string | null };
}

const CHECK_TIMEOUT_MS = 1500;

/**
 * A tiny HTTP server for the orchestrator (WORKER_HEALTH_PORT): `GET /health/live` answers while the process
 * runs; `GET /health/ready` (and `/health`) is 200 when the worker takes jobs, its Redis connection is up and
 * PostgreSQL answers, otherwise 503 with what failed; `GET /metrics` answers the worker's metrics in the
 * Prometheus format to `Authorization: Bearer <METRICS_TOKEN>` (401 without it, 404 when metrics are off).
 * Nothing else is served.
 */
export async function startWorkerHealthServer(options: WorkerHealthOptions): Promise<http.Server> {
  const ready = async (): Promise<string[]> => {
    const failed: string[] = [];
    if (!options.running()) failed.push('worker');
    if (options.connection.status !== 'ready') failed.push('redis');
    try {
      await withTimeout(options.em().getConnection().execute('select 1'), CHECK_TIMEOUT_MS);
    } catch {
      failed.push('database');
    }
    return failed;
  };

  const server = http.createServer((request, response) => {
    const send = (status: number, body: object) =>
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    const url = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, { ok: false });
    if (url === '/health/live') return send(200, { ok: true });
    if (url === '/health/ready' || url === '/health') {
      void ready().then((failed) => (failed.length === 0 ? send(200, { ok: true }) : send(503, { ok: false, failed })));
      return;
    }
    if (url === '/metrics' && options.metrics) {
      const { registry, token } = options.metrics;
      const access = metricsAccess(request.headers.authorization, token);
      if (access === 'off') return send(404, { ok: false });
      if (access === 'unauthorized') {
        response.setHeader('www-authenticate', 'Bearer realm="metrics"');
        return send(401, { ok: false });
      }
      void registry.metrics().then(
        (text) =>
          response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
        () => send(500, { ok: false }),
      );
      return;
    }
    send(404, { ok: false });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return server;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
