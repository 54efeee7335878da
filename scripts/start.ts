// `pnpm start`: builds what is stale, starts the services that are not configured (embedded PostgreSQL, a private
// redis-server, maildev), then the api and the worker, and prints where everything is. Ctrl-C stops all of it.
import path from 'node:path';
import { startServices, stopLeftovers } from './services.js';
import { buildFrontends, servicesAndBuild, startShop } from './shop.js';
import { assertPortFree, defaultLog, repoRoot, Supervisor } from './supervisor.js';

const log = defaultLog;
const env = process.env;
const port = Number(env.PORT || 3000);
const mailUiPort = Number(env.MAIL_UI_PORT || 1080);
const smtpPort = Number(env.SMTP_PORT || 1025);
const pgPort = Number(env.EMBEDDED_PG_PORT || 54329);
const redisPort = Number(env.EMBEDDED_REDIS_PORT || 6390);
// Where the embedded services keep their data; another folder lets a second shop run beside the first.
const dataDir = env.DATA_DIR || '.data';

const started = Date.now();
const supervisor = new Supervisor(log);
// Ctrl-C is how this command is meant to end: exit 0 once everything has stopped.
supervisor.installSignalHandlers({ exitCodeOnSignal: 0 });

try {
  // What an earlier start in this data folder left running first (it may hold the shop's port), then the port.
  await stopLeftovers(path.resolve(repoRoot, dataDir), log);
  await assertPortFree(port, 'the shop', 'Stop what uses it or choose another PORT.', '0.0.0.0');
  const services = await servicesAndBuild(
    startServices({ dataDir, pgPort, redisPort, smtpPort, mailUiPort, supervisor, log }),
    buildFrontends({ log }),
  );
  const shop = await startShop({
    supervisor,
    services,
    port,
    log,
    // Development: one address (yours, a browser test run) sends every form; the per-recipient limits stay as in
    // production.
    env: {
      SIGN_IN_LINKS_PER_IP: env.SIGN_IN_LINKS_PER_IP || '10000',
      UNVERIFIED_MAILS_PER_IP: env.UNVERIFIED_MAILS_PER_IP || '10000',
    },
  });
  supervisor.arm();

  const publicUrl = (shop.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const mailbox = services.mailUiUrl
    ? services.mailUiUrl.replace('127.0.0.1', 'localhost')
    : `(mail goes to ${services.smtpUrl})`;
  printBox([
    `${shop.env.SHOP_NAME || 'Russekompaniet'} is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    '',
    `Shop       ${publicUrl}/`,
    `Admin      ${publicUrl}/admin   user: ${shop.env.ADMIN_USERNAME}   password: ${shop.env.ADMIN_PASSWORD}`,
    `Mailbox    ${mailbox}`,
    `GraphQL    ${publicUrl}/graphql`,
    `REST       ${publicUrl}/api/products`,
    '',
    ...(/^(1|true|yes|on)$/i.test(shop.env.SEED_DEMO ?? '')
      ? [
          `Demo member demo@russekompaniet.no: sign in at ${publicUrl}/api/login,`,
          '  the sign-in link arrives in the mailbox.',
        ]
      : []),
    ...(services.started.length
      ? ['Started here:', ...services.started.map((s) => `  ${s}`)]
      : ['Using the services from the environment.']),
    'Press Ctrl-C to stop everything.',
  ]);
} catch (err) {
  log(`\n✖ ${err instanceof Error ? err.message : String(err)}`);
  await supervisor.shutdown(1);
}

function printBox(lines: string[]): void {
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(width + 2);
  log(`\n┌${bar}┐`);
  for (const line of lines) log(`│ ${line.padEnd(width)} │`);
  log(`└${bar}┘\n`);
}
