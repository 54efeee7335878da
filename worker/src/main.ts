import 'reflect-metadata';
import { ConfigError, loadConfig, migrateAndSeed, openDb } from '@russ/api/db';
import { createRedisConnection } from '@russ/api/queue';
import { createMailWorker, type WorkerLogger } from './composition/mail-worker.js';
import { createSmtpTransport } from './mail/transport.js';

const log = (level: string) => (message: string) =>
  console[level === 'info' ? 'log' : (level as 'warn' | 'error')](
    `${new Date().toISOString()} worker ${level}: ${message}`,
  );
const logger: WorkerLogger = { info: log('info'), warn: log('warn'), error: log('error') };

/**
 * Starts the mail worker: config → database (migrations and seed, safe alongside the api) → BullMQ worker on
 * the mail queue. SIGINT/SIGTERM let running jobs finish (`worker.close()`), then close Redis, SMTP and the
 * database; a second signal exits at once.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const orm = await openDb(config.databaseUrl);
  await migrateAndSeed(orm);

  const connection = createRedisConnection(config.redisUrl, 'worker', 'mail-worker');
  connection.on('error', (error) => logger.warn(`Redis: ${error.message}`));
  const transport = createSmtpTransport(config.smtpUrl, { name: config.shop.name, address: config.shop.email });
  const worker = createMailWorker({ orm, connection, prefix: config.queuePrefix, config, transport, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    logger.info(`${signal} received: finishing running jobs`);
    try {
      await worker.close();
      connection.disconnect();
      transport.close();
      await orm.close();
      process.exit(0);
    } catch (error) {
      logger.error(`error while closing: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await worker.waitUntilReady();
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
  console.error(error);
  process.exit(1);
});
