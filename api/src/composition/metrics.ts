import type { ApolloServerPlugin } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { GraphQLContext } from '../common/context.js';
import type { Registry } from 'prom-client';
import { MAIL_QUEUE, SCHEDULED_QUEUE } from '@russ/schema/jobs/jobs';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { NotFoundError, UnauthorizedError } from '../common/errors.js';
import type { AppConfig } from '../infra/config.js';
import { metricsAccess } from '../infra/metrics-access.js';
import {
  createMetricsRegistry,
  graphqlMetricsPlugin,
  registerDbPoolMetrics,
  registerHttpMetrics,
  registerQueueMetrics,
  scrapeGauge,
} from '../infra/metrics.js';
import { campaignProgress } from '../modules/newsletter/campaign-audience.js';
import { NewsletterCampaign } from '../modules/newsletter/newsletter-campaign.entity.js';

/**
 * Wires the api's metrics (infra/metrics.ts) into the app and adds the shop's own gauges, read at scrape time:
 * the outbox backlog and the age of its oldest row (one indexed query), and the progress of campaigns being
 * sent (the same counts the console shows). Call it before any route is registered, pass `graphqlPlugin` to
 * Apollo, register `routes` (`GET /metrics`) with the other routes, and count answers given before Fastify with
 * `recordHttpAnswer`. Mails sent and failed, and jobs processed, are counted where they happen: the worker's `/metrics`.
 */
export function registerMetrics(
  app: FastifyInstance,
  { config, orm }: { config: AppConfig; orm: MikroORM },
): {
  graphqlPlugin: ApolloServerPlugin<GraphQLContext>;
  routes: FastifyPluginAsync;
  recordHttpAnswer: ReturnType<typeof registerHttpMetrics>;
} {
  const registry = createMetricsRegistry('api');
  const recordHttpAnswer = registerHttpMetrics(app, registry);
  registerDbPoolMetrics(registry, orm);
  const closeQueues = registerQueueMetrics(registry, app.log, {
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    queues: [MAIL_QUEUE, SCHEDULED_QUEUE],
  });
  app.addHook('onClose', closeQueues);

  type OutboxRow = { backlog: number; oldest_age: number | null };
  const outbox = async (): Promise<OutboxRow> => {
    const [row] = await orm.em
      .fork()
      .getConnection()
      .execute<OutboxRow[]>(
        `select count(*)::int as backlog, extract(epoch from now() - min(created_at))::float8 as oldest_age
           from outbox where dispatched_at is null`,
      );
    return row ?? { backlog: 0, oldest_age: null };
  };
  scrapeGauge(registry, app.log, {
    name: 'outbox_backlog',
    help: 'Outbox rows not yet handed to BullMQ (grows while Redis is down or the relay is stuck)',
    labelNames: [],
    read: async (gauge) => gauge.set((await outbox()).backlog),
  });
  scrapeGauge(registry, app.log, {
    name: 'outbox_oldest_age_seconds',
    help: 'Age of the oldest outbox row not yet handed to BullMQ (0 when there is none)',
    labelNames: [],
    read: async (gauge) => gauge.set((await outbox()).oldest_age ?? 0),
  });
  scrapeGauge(registry, app.log, {
    name: 'newsletter_campaign_recipients',
    help: 'Recipients of each campaign being sent, by state: sent, failed, skipped, remaining',
    labelNames: ['campaign', 'state'],
    read: async (gauge) => {
      const em = orm.em.fork();
      const campaigns = await em.find(NewsletterCampaign, { status: 'sending' }, { orderBy: { id: 'asc' } });
      for (const campaign of campaigns) {
        const progress = await campaignProgress(em, campaign);
        for (const state of ['sent', 'failed', 'skipped', 'remaining'] as const) {
          gauge.set({ campaign: String(campaign.id), state }, progress[state]);
        }
      }
    },
  });

  return {
    graphqlPlugin: graphqlMetricsPlugin<GraphQLContext>(registry),
    routes: async (scope) => registerMetricsRoute(scope, registry, config.metricsToken),
    recordHttpAnswer,
  };
}

/**
 * `GET /metrics` in the Prometheus text format: 404 when metrics are off (production without METRICS_TOKEN),
 * 401 without `Authorization: Bearer <METRICS_TOKEN>`, else every metric of `registry`.
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string | null): void {
  app.get('/metrics', { config: { policy: PUBLIC } }, async (request, reply) => {
    const access = metricsAccess(request.headers.authorization, token);
    if (access === 'off') throw new NotFoundError();
    if (access === 'unauthorized') {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedError('Mangler gyldig tilgangsnøkkel (Authorization: Bearer …)');
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
