import type { Server } from 'node:http';
import { ConfigError, createRedisConnection, loadConfig, loggerOptions, migrateAndSeed, openDb } from '@russ/api/db';
import { MAIL_QUEUE, SCHEDULED_QUEUE } from '@russ/schema/jobs/jobs';
import { pino } from 'pino';
import { startWorkerHealthServer } from './health.js';
import { CAMPAIGN_MAIL_TYPE, WorkerMetrics } from './metrics/worker-metrics.js';
import { createMailWorker, type WorkerLogger } from './composition/mail-worker.js';
import { scheduledJobs } from './composition/scheduled-jobs.js';
import { ScheduleConfigError, resolveSchedules } from './schedules/schedule-config.js';
import { RetentionSettingError, retentionPolicy } from '@russ/schema/content/retention';
import { startScheduledJobs } from './schedules/scheduled-worker.js';
import { createSmtpTransport } from './mail/transport.js';
import { createMailRenderer } from './mail/render.js';
import { CampaignSender } from './newsletter/campaign-sender.js';
import { CampaignSettingsError, campaignSettingsFromEnv, smtpTimeoutFor } from './newsletter/campaign-settings.js';

// JSON lines through pino, like the api (same level and fields; `service` tells them apart). Lines about a job
// carry queue, job (its name), jobId and attempt as fields, and a failure its error with the stack as `err`.
const log = pino(loggerOptions('worker'));
const logger: WorkerLogger = {
  info: (message, fields) => log.info(fields ?? {}, message),
  warn: (message, fields) => log.warn(fields ?? {}, message),
  error: (message, fields) => log.error(fields ?? {}, message),
};

/**
 * Starts the worker: config → database (migrations and seed, safe alongside the api) → BullMQ worker on the mail
 * queue → the job schedulers (upserted, once per schedule however many workers run) and their worker on the
 * scheduled queue → (with WORKER_HEALTH_PORT) the health server. SIGINT/SIGTERM let running jobs finish
 * (`worker.close()`), then close Redis, SMTP and the database; a second signal exits at once.
 */
async function main(): Promise<void> {
  let config;
  let campaignSettings;
  try {
    config = loadConfig();
    resolveSchedules(scheduledJobs);
    campaignSettings = campaignSettingsFromEnv();
    // The retention table's periods are read each night; a bad value stops the start, not the 03:30 job.
    retentionPolicy(process.env);
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof ScheduleConfigError ||
      error instanceof CampaignSettingsError ||
      error instanceof RetentionSettingError
    ) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  const healthPort = process.env.WORKER_HEALTH_PORT ? Number(process.env.WORKER_HEALTH_PORT) : null;

  const orm = await openDb(config.databaseUrl);
  await migrateAndSeed(orm, { demo: config.seedDemo });

  const connection = createRedisConnection(config.redisUrl, 'worker', 'mail-worker');
  connection.on('error', (error) => logger.warn(`Redis: ${error.message}`));
  const transport = createSmtpTransport(
    config.smtpUrl,
    { name: config.shop.name, address: config.shop.email },
    undefined,
    config.smtpRequireTls,
  );
  const metrics = new WorkerMetrics();
  const worker = createMailWorker({ orm, connection, prefix: config.queuePrefix, config, transport, logger });
  metrics.observe(worker, MAIL_QUEUE, { mails: true });
  const scheduled = startScheduledJobs({ orm, connection, prefix: config.queuePrefix, jobs: scheduledJobs, logger });
  metrics.observe(scheduled.worker, SCHEDULED_QUEUE);
  // Newsletter campaigns: their own pool of SMTP connections, so a campaign never holds up sign-in links.
  const campaignTransport = createSmtpTransport(
    config.smtpUrl,
    { name: config.shop.name, address: config.shop.email },
    { maxConnections: campaignSettings.concurrency, socketTimeoutMs: smtpTimeoutFor(campaignSettings) },
    config.smtpRequireTls,
  );
  const campaigns = new CampaignSender({
    orm,
    config,
    renderer: createMailRenderer({ ...config.shop, publicUrl: config.publicUrl }),
    transport: campaignTransport,
    settings: campaignSettings,
    logger,
    onMailOutcome: (outcome) =>
      outcome === 'sent' ? metrics.mailSent(CAMPAIGN_MAIL_TYPE) : metrics.mailFailed(CAMPAIGN_MAIL_TYPE),
  });
  campaigns.start();

  let closing = false;
  let health: Server | null = null;
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    logger.info(`${signal} received: finishing running jobs`);
    try {
      health?.close();
      await Promise.all([worker.close(), scheduled.close(), campaigns.stop()]);
      connection.disconnect();
      transport.close();
      campaignTransport.close();
      await orm.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await Promise.all([worker.waitUntilReady(), scheduled.worker.waitUntilReady(), scheduled.schedulesReady]);
  if (healthPort !== null) {
    health = await startWorkerHealthServer({
      port: healthPort,
      host: process.env.WORKER_HEALTH_HOST || '127.0.0.1',
      connection,
      em: () => orm.em.fork(),
      running: () => !closing && worker.isRunning() && scheduled.worker.isRunning() && campaigns.running,
      metrics: { registry: metrics.registry, token: config.metricsToken },
    });
    const origin = `http://${process.env.WORKER_HEALTH_HOST || '127.0.0.1'}:${healthPort}`;
    logger.info(`health on ${origin}/health/ready, metrics on ${origin}/metrics`);
  }
  logger.info(`mail worker running (queue prefix "${config.queuePrefix}", SMTP ${redactUrl(config.smtpUrl)})`);
}

/** SMTP URLs may carry a password; never print it. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable SMTP_URL)';
  }
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'the worker could not start');
  process.exit(1);
});
