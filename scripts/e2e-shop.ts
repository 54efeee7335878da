// The shop end-to-end tests run against: a fresh `russ_e2e` database, the test services, the api and worker on
// E2E_PORT (3100), and a small control server on 127.0.0.1:3199 so a test can restart the api (the session must
// survive that). scripts/test.ts calls startE2eShop(); `pnpm test:e2e` alone makes Playwright run this file.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { recreateDatabase, startServices, withDatabase, type Services } from './services.js';
import { buildFrontends, servicesAndBuild, startShop, type Shop } from './shop.js';
import { defaultLog, repoRoot, Supervisor, type Log } from './supervisor.js';

/**
 * Ports and data directory of the private services `pnpm test` starts (none collides with `pnpm start`'s). The
 * TEST_* variables let two test runs share one machine.
 */
export const testServicePorts = {
  pgPort: Number(process.env.TEST_PG_PORT || 54339),
  redisPort: Number(process.env.TEST_REDIS_PORT || 6391),
  smtpPort: Number(process.env.TEST_SMTP_PORT || 1026),
  mailUiPort: Number(process.env.TEST_MAIL_UI_PORT || 1081),
} as const;
export const testDataDir = process.env.TEST_DATA_DIR || '.data/test';

export const e2ePort = Number(process.env.E2E_PORT || 3100);
export const e2eControlPort = Number(process.env.E2E_CONTROL_PORT || 3199);

export interface E2eShop {
  shop: Shop;
  baseUrl: string;
  controlUrl: string;
  /** Environment for Playwright: where the shop, the mailbox and the control server are. */
  playwrightEnv: NodeJS.ProcessEnv;
  logFiles: { api: string; worker: string };
}

export async function startE2eShop(
  supervisor: Supervisor,
  services: Services,
  log: Log = defaultLog,
): Promise<E2eShop> {
  const databaseUrl = withDatabase(services.databaseUrl, 'russ_e2e');
  await recreateDatabase(databaseUrl);
  if (services.mailUiUrl)
    await fetch(`${services.mailUiUrl}/api/email/all`, { method: 'DELETE' }).catch(() => undefined);

  const logDir = path.resolve(repoRoot, testDataDir, 'logs');
  const logFiles = { api: path.join(logDir, 'e2e-api.log'), worker: path.join(logDir, 'e2e-worker.log') };
  const publicUrl = `http://localhost:${e2ePort}`;
  const shop = await startShop({
    supervisor,
    services: { ...services, databaseUrl },
    port: e2ePort,
    log,
    env: {
      PUBLIC_URL: publicUrl,
      QUEUE_PREFIX: `e2e-${Date.now()}`,
      STORAGE_DIR: path.resolve(repoRoot, testDataDir, 'storage'),
      OUTBOX_POLL_MS: '500',
      // Many specs sign in through the real mailed link from one IP, often as the demo member.
      SIGN_IN_LINKS_PER_EMAIL: '1000',
      SIGN_IN_LINKS_PER_IP: '10000',
      // The whole suite runs from one address; the per-recipient and per-coordinator mail limits stay as in
      // production.
      UNVERIFIED_MAILS_PER_IP: '10000',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'russ-admin-dev',
    },
    output: { api: { file: logFiles.api }, worker: { file: logFiles.worker } },
  });

  const controlUrl = await startControlServer(supervisor, shop, log);
  return {
    shop,
    baseUrl: publicUrl,
    controlUrl,
    logFiles,
    playwrightEnv: {
      E2E_BASE_URL: publicUrl,
      E2E_CONTROL_URL: controlUrl,
      MAIL_API_URL: services.mailUiUrl ?? '',
      // For specs that arrange rows the UI cannot create yet (e2e/support/db.ts).
      E2E_DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'russ-admin-dev',
    },
  };
}

/** POST /restart-api restarts the api process; only on 127.0.0.1, only for tests. */
async function startControlServer(supervisor: Supervisor, shop: Shop, log: Log): Promise<string> {
  let restarting: Promise<void> | null = null;
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/restart-api') {
      restarting ??= shop.restartApi().finally(() => (restarting = null));
      restarting.then(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
        (err: unknown) => {
          log(`Restarting the api failed: ${err instanceof Error ? err.message : String(err)}`);
          res.writeHead(500).end(String(err));
        },
      );
      return;
    }
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(e2eControlPort, '127.0.0.1', resolve);
  });
  supervisor.addCleanup('control server', () => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${e2eControlPort}`;
}

async function main(): Promise<void> {
  const log = defaultLog;
  const supervisor = new Supervisor(log);
  supervisor.installSignalHandlers();
  try {
    const services = await servicesAndBuild(
      startServices({ dataDir: testDataDir, ...testServicePorts, throwaway: true, supervisor, log }),
      buildFrontends({ log }),
    );
    const e2e = await startE2eShop(supervisor, services, log);
    supervisor.arm();
    log(`E2E shop ready on ${e2e.baseUrl} (mailbox ${services.mailUiUrl}, control ${e2e.controlUrl}).`);
    log(`api log: ${e2e.logFiles.api}, worker log: ${e2e.logFiles.worker}`);
  } catch (err) {
    log(`✖ ${err instanceof Error ? err.message : String(err)}`);
    await supervisor.shutdown(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
