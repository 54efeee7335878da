import 'reflect-metadata';
import { buildApp } from './app.js';
import { migrateAndSeed, openDb } from './db.js';
import { ConfigError, DEV_ADMIN_PASSWORD, loadConfig, type AppConfig } from './infra/config.js';
import { loggerOptions } from './infra/logging.js';
import { OutboxRelay } from './infra/outbox/outbox-relay.js';
import { closeGracefully } from './infra/graceful-close.js';
import { createFileStorage } from './infra/storage.js';
import { ensureAdminUser } from './modules/staff/staff-auth.service.js';
import { redactSecrets } from './common/log-redaction.js';

/**
 * Starts the API: config → database (migrations and seed) → app → configured admin user (created when missing)
 * → outbox relay → HTTP on 0.0.0.0:PORT. SIGINT/SIGTERM close everything in reverse order; a second signal exits at once.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const orm = await openDb(config.databaseUrl, { poolMax: config.databasePoolMax });
  // Local disk or the shared S3 bucket (STORAGE_DRIVER): the seeded design files' bytes and every upload.
  const storage = createFileStorage(config);
  // Also the seeded design files' bytes; demo data only with SEED_DEMO.
  await migrateAndSeed(orm, { storage, demo: config.seedDemo });

  const app = await buildApp({
    config,
    orm,
    storage,
    logger: {
      ...loggerOptions('api'),
      // Sign-in and newsletter tokens and group invite codes travel in query strings; keep them out of the logs.
      serializers: {
        req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
          method: request.method,
          url: redactSecrets(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
        }),
      },
    },
  });

  // Created when missing; an existing admin is changed only with ADMIN_RESET=1 (audited, its sessions end).
  const admin = await ensureAdminUser(orm, config, app.log);

  const relay = new OutboxRelay({
    orm,
    redisUrl: config.redisUrl,
    queuePrefix: config.queuePrefix,
    pollMs: config.outboxPollMs,
    logger: {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
      error: (message) => app.log.error(message),
    },
  });
  relay.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: closing`);
    try {
      // Stops accepting requests, drains in-flight ones (closing each keep-alive connection once idle), stops Apollo.
      await closeGracefully(app.server, () => app.close());
      await relay.stop();
      await storage.close();
      await orm.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.log.info(`${config.shop.name} API on ${config.publicUrl} (GraphQL ${config.publicUrl}/graphql)`);
  if (config.adminReset) app.log.warn('ADMIN_RESET is set: remove it, or the next start resets the admin again');
  if (!config.isProduction && config.adminPassword === DEV_ADMIN_PASSWORD) {
    app.log.info(
      `Admin: ${config.publicUrl}/admin — user "${admin.username}", password "${config.adminPassword}" (local default)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
