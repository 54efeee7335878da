/**
 * Prometheus metrics of the api (prom-client), served at `GET /metrics` behind METRICS_TOKEN: process and Node
 * figures, HTTP requests by route pattern, GraphQL operations by name, the database pool, and gauges read at
 * scrape time (BullMQ queue depths here; the outbox and campaigns in composition/metrics.ts). Each app has its own
 * registry, so several apps in one process (the tests) do not share counters.
 */
import type { ApolloServerPlugin, BaseContext, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { createRedisConnection, type Redis } from './queue.js';
import { withTimeout } from './with-timeout.js';

/** Latency buckets in seconds: from a cached catalogue read (a few ms) to a slow PDF or export (10 s). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * At most this many distinct GraphQL operation names get their own label; later new names are counted as
 * `(other)`. The shop's own clients use far fewer; the cap keeps a client that invents names from growing the
 * label set (and Prometheus's memory) without bound.
 */
export const MAX_OPERATION_LABELS = 300;

/** How long one scrape-time read (Redis, PostgreSQL) may take before its figures are left out of the scrape. */
export const COLLECT_TIMEOUT_MS = 1500;

/** A registry with the default process/Node metrics and a `service` label on every series. */
export function createMetricsRegistry(service: 'api' | 'worker'): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** The failures of scrape-time reads, by collector: `rate(metrics_collect_errors_total[5m]) > 0` is worth a look. */
function collectErrors(registry: Registry): Counter<'collector'> {
  const existing = registry.getSingleMetric('metrics_collect_errors_total') as Counter<'collector'> | undefined;
  return (
    existing ??
    new Counter({
      name: 'metrics_collect_errors_total',
      help: 'Scrape-time reads (database, Redis) that failed or timed out; their series are missing from that scrape',
      labelNames: ['collector'],
      registers: [registry],
    })
  );
}

/**
 * A gauge whose values are read when Prometheus scrapes (`read` sets them after the old ones are cleared). A read
 * that fails or takes longer than COLLECT_TIMEOUT_MS leaves the gauge empty for that scrape, is logged and
 * counted in `metrics_collect_errors_total`; the scrape itself always answers.
 */
export function scrapeGauge<L extends string>(
  registry: Registry,
  log: FastifyBaseLogger | { warn(object: object, message: string): void },
  options: { name: string; help: string; labelNames: readonly L[]; read: (gauge: Gauge<L>) => Promise<void> },
): Gauge<L> {
  const errors = collectErrors(registry);
  return new Gauge<L>({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        await withTimeout(options.read(this), COLLECT_TIMEOUT_MS);
      } catch (error) {
        this.reset();
        errors.inc({ collector: options.name });
        log.warn({ err: error }, `metrics: could not read ${options.name}`);
      }
    },
  });
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts every answer by method, route pattern (`/api/orders/:id`, never the raw URL: ids, e-mails and tokens
 * would make one series per request) and status; 5xx answers also count as errors; latency as a histogram.
 * Requests that match no route are `(unmatched)`. Returns the function that counts an answer (for answers given
 * before Fastify, common/public-answer-cache.ts).
 */
export function registerHttpMetrics(
  app: FastifyInstance,
  registry: Registry,
): (method: string, route: string, statusCode: number, seconds: number) => void {
  const labelNames = ['method', 'route'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP answers by method, route pattern and status code',
    labelNames: [...labelNames, 'status_code'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP answers with a 5xx status by method and route pattern',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request until the answer was sent, by method and route pattern',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const record = (method: string, route: string, statusCode: number, seconds: number) => {
    const labels = { method: KNOWN_METHODS.has(method) ? method : 'OTHER', route };
    requests.inc({ ...labels, status_code: String(statusCode) });
    if (statusCode >= 500) errors.inc(labels);
    duration.observe(labels, seconds);
  };
  app.addHook('onResponse', (request, reply, done) => {
    record(request.method, request.routeOptions.url ?? '(unmatched)', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  return record;
}

/**
 * The label of a GraphQL operation: its name; `(anonymous)` for an unnamed one; `(invalid)` when no operation
 * could be resolved (syntax or validation errors, an unknown operationName); `(other)` once MAX_OPERATION_LABELS
 * names have been seen. Never the query text.
 */
export function operationLabeler(
  max = MAX_OPERATION_LABELS,
): (operationName: string | null | undefined, resolved: boolean) => string {
  const seen = new Set<string>();
  return (operationName, resolved) => {
    if (!resolved) return '(invalid)';
    if (!operationName) return '(anonymous)';
    if (seen.has(operationName)) return operationName;
    if (seen.size >= max) return '(other)';
    seen.add(operationName);
    return operationName;
  };
}

function hasErrors<TContext extends BaseContext>(context: GraphQLRequestContextWillSendResponse<TContext>): boolean {
  if ((context.errors?.length ?? 0) > 0) return true;
  const body = context.response.body;
  return body.kind === 'single' && (body.singleResult.errors?.length ?? 0) > 0;
}

/** An Apollo plugin counting operations by name, type and outcome (`ok`, or `error` when any error was answered). */
export function graphqlMetricsPlugin<TContext extends BaseContext>(registry: Registry): ApolloServerPlugin<TContext> {
  const operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations by operation name, type and outcome (error: the answer carried errors)',
    labelNames: ['operation', 'type', 'outcome'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time from the GraphQL request until its answer, by operation name and type',
    labelNames: ['operation', 'type'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const label = operationLabeler();
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse(context) {
          const labels = {
            operation: label(context.operationName, context.operation !== undefined),
            type: context.operation?.operation ?? 'unknown',
          };
          operations.inc({ ...labels, outcome: hasErrors(context) ? 'error' : 'ok' });
          duration.observe(labels, (performance.now() - started) / 1000);
        },
      };
    },
  };
}

/**
 * The database pool (node-postgres' pool behind MikroORM's connection): connections in use (or being opened),
 * idle, queries waiting for one, and the pool's size.
 */
export function registerDbPoolMetrics(registry: Registry, orm: MikroORM): void {
  const pool = () => orm.em.getConnection().getNativeClient();
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool: used connections (in use or being opened), free (idle) ones, queries waiting for a connection (pending)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const figures = await pool();
      this.reset();
      this.set({ state: 'used' }, figures.totalCount - figures.idleCount);
      this.set({ state: 'free' }, figures.idleCount);
      this.set({ state: 'pending' }, figures.waitingCount);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections the database pool opens',
    registers: [registry],
    async collect() {
      this.set((await pool()).options.max);
    },
  });
}

/** BullMQ's job states, as `getJobCounts` names them. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed'] as const;

/**
 * Queue depths by queue and state, read with BullMQ's `getJobCounts` at scrape time on a small fail-fast Redis
 * connection of its own (opened at the first scrape, closed with the app). Returns the function that closes it.
 */
export function registerQueueMetrics(
  registry: Registry,
  log: FastifyBaseLogger,
  options: { redisUrl: string; prefix: string; queues: readonly string[] },
): () => Promise<void> {
  let connection: Redis | null = null;
  let queues: Queue[] = [];
  const open = (): Queue[] => {
    if (!connection) {
      connection = createRedisConnection(options.redisUrl, 'producer', 'api-metrics', {
        commandTimeout: COLLECT_TIMEOUT_MS,
      });
      // A failing scrape is logged by scrapeGauge; reconnect errors need no line each.
      connection.on('error', () => {});
      const shared = connection;
      queues = options.queues.map((name) => new Queue(name, { connection: shared, prefix: options.prefix }));
    }
    return queues;
  };
  scrapeGauge(registry, log, {
    name: 'bullmq_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, prioritized, failed, completed)',
    labelNames: ['queue', 'state'],
    read: async (gauge) => {
      const ready = open();
      if (connection?.status !== 'ready') await waitForReady(connection!);
      for (const queue of ready) {
        const counts = await queue.getJobCounts(...QUEUE_STATES);
        for (const state of QUEUE_STATES) gauge.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });
  return async () => {
    await Promise.all(queues.map((queue) => queue.close().catch(() => {})));
    (connection as Redis | null)?.disconnect();
  };
}

/** Waits for a fail-fast connection's first outcome (its commands are refused until it is connected). */
function waitForReady(connection: Redis): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    connection.once('ready', () => resolve());
    connection.once('error', reject);
  });
}
