// `pnpm measure:admin-load`: the admin console's first load in bytes over the wire, as a browser sees it. Builds
// what is out of date (`pnpm build`: the api and worker JavaScript, both frontends), starts the compiled api as
// production runs it against its own database and services, and opens /admin in Debian's Chromium (Playwright)
// with an empty cache: first the sign-in page, then signing in and waiting for Oversikt with its charts. Every
// response's bytes as received (Chrome's `encodedDataLength`: headers and body as they came over the connection)
// are summed per step and per kind, beside the bytes after decoding. Stops everything it started.
// Never part of `pnpm test`.
//
// Its own services and folder (defaults below); set MEASURE_ADMIN_PORT, MEASURE_ADMIN_PG_PORT,
// MEASURE_ADMIN_REDIS_PORT, MEASURE_ADMIN_SMTP_PORT, MEASURE_ADMIN_MAIL_UI_PORT and MEASURE_ADMIN_DATA_DIR when
// another run on the machine uses them.
import { existsSync } from 'node:fs';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { buildServer } from './build.js';
import { startServices } from './services.js';
import { buildFrontends, servicesAndBuild, startMeasuredShop } from './shop.js';
import { defaultLog, Supervisor } from './supervisor.js';
import { printTable } from './bench-table.js';
import { createStaffUser } from './staff-user.js';

const log = defaultLog;
const env = process.env;
const port = Number(env.MEASURE_ADMIN_PORT || 3230);
const dataDir = env.MEASURE_ADMIN_DATA_DIR || '.data/measure-admin';
const servicePorts = {
  pgPort: Number(env.MEASURE_ADMIN_PG_PORT || 54379),
  redisPort: Number(env.MEASURE_ADMIN_REDIS_PORT || 6395),
  smtpPort: Number(env.MEASURE_ADMIN_SMTP_PORT || 1030),
  mailUiPort: Number(env.MEASURE_ADMIN_MAIL_UI_PORT || 1085),
};
const chromePath = env.CHROME_PATH || '/usr/bin/chromium';

/** What one response cost: bytes received (headers + body as sent) and the body after decoding. */
interface Transfer {
  url: string;
  kind: string;
  encoding: string;
  wireBytes: number;
  decodedBytes: number;
}

/**
 * Records every response of the page through the DevTools protocol until `take()` is called: the encoded length
 * Chrome reports when a response finishes, and the decoded body length from its data chunks.
 */
async function recordTransfers(session: CDPSession): Promise<{ take(): Transfer[] }> {
  const pending = new Map<string, Transfer>();
  let finished: Transfer[] = [];
  await session.send('Network.enable');
  session.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    pending.set(event.requestId, {
      url: event.response.url,
      kind: event.type ?? 'Other',
      encoding: headers['content-encoding'] ?? '',
      wireBytes: 0,
      decodedBytes: 0,
    });
  });
  session.on('Network.dataReceived', (event) => {
    const transfer = pending.get(event.requestId);
    if (transfer) transfer.decodedBytes += event.dataLength;
  });
  session.on('Network.loadingFinished', (event) => {
    const transfer = pending.get(event.requestId);
    if (!transfer) return;
    transfer.wireBytes = event.encodedDataLength;
    pending.delete(event.requestId);
    finished.push(transfer);
  });
  return {
    take() {
      const taken = finished;
      finished = [];
      return taken;
    },
  };
}

/** Waits until the page has had no request in flight for a moment (the lazy chunks of a route have arrived). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function summarise(step: string, transfers: Transfer[]): string[][] {
  const byKind = new Map<string, Transfer[]>();
  for (const transfer of transfers) byKind.set(transfer.kind, [...(byKind.get(transfer.kind) ?? []), transfer]);
  const rows: string[][] = [];
  for (const [kind, list] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    const encodings = [...new Set(list.map((t) => t.encoding || 'none'))].sort().join(', ');
    rows.push([
      step,
      kind,
      String(list.length),
      kb(list.reduce((sum, t) => sum + t.wireBytes, 0)),
      kb(list.reduce((sum, t) => sum + t.decodedBytes, 0)),
      encodings,
    ]);
  }
  rows.push([
    step,
    'all',
    String(transfers.length),
    kb(transfers.reduce((sum, t) => sum + t.wireBytes, 0)),
    kb(transfers.reduce((sum, t) => sum + t.decodedBytes, 0)),
    '',
  ]);
  return rows;
}

async function main(): Promise<void> {
  const supervisor = new Supervisor(log);
  supervisor.installSignalHandlers();
  try {
    if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH).`);
    const services = await servicesAndBuild(
      startServices({
        dataDir,
        ...servicePorts,
        database: 'russ_measure_admin',
        throwaway: true,
        supervisor,
        log,
      }),
      buildFrontends({ log }).then(() => buildServer(log)),
    );
    const origin = `http://localhost:${port}`;
    await startMeasuredShop({ supervisor, services, port, log, dataDir, name: 'measure-admin', compiled: true });
    supervisor.arm();
    const staff = await createStaffUser(services.databaseUrl);

    const browser = await chromium.launch({
      executablePath: chromePath,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    supervisor.addCleanup('chromium', () => browser.close());
    // A fresh context: nothing cached, as on a staff member's first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    const recorder = await recordTransfers(await context.newCDPSession(page));

    log(`Opening ${origin}/admin …`);
    await page.goto(`${origin}/admin`);
    await page.getByLabel('Brukernavn').waitFor();
    await settle(page);
    const signInPage = recorder.take();

    await page.getByLabel('Brukernavn').fill(staff.username);
    await page.getByLabel('Passord').fill(staff.password);
    await page.getByRole('button', { name: /Logg inn/ }).click();
    await page.getByRole('heading', { name: 'Oversikt' }).waitFor({ timeout: 60_000 });
    await page.getByTestId('chart-orders-per-week').locator('canvas').first().waitFor({ timeout: 60_000 });
    await settle(page);
    const overview = recorder.take();
    await browser.close();

    const all = [...signInPage, ...overview];
    printTable(
      ['step', 'kind', 'requests', 'KB over the wire', 'KB decoded', 'content-encoding'],
      [...summarise('sign-in page', signInPage), ...summarise('sign in → Oversikt', overview)],
      { nameColumns: 2 },
    );
    const wire = all.reduce((sum, t) => sum + t.wireBytes, 0);
    const decoded = all.reduce((sum, t) => sum + t.decodedBytes, 0);
    log('');
    log(
      `Console first load (sign-in page, sign in, Oversikt): ${all.length} responses, ${wire} bytes over the wire ` +
        `(${kb(wire)} KB) for ${decoded} bytes decoded (${kb(decoded)} KB): ${(wire / decoded).toFixed(3)} of it.`,
    );
    const uncompressed = all.filter((t) => !t.encoding && t.decodedBytes >= 1024);
    if (uncompressed.length > 0) {
      log('Sent without compression (1 KB or more):');
      for (const t of uncompressed) log(`  ${kb(t.decodedBytes)} KB  ${t.kind}  ${t.url.replace(origin, '')}`);
    }
  } catch (err) {
    log(`✖ ${err instanceof Error ? err.message : String(err)}`);
    await supervisor.shutdown(1);
  }
  await supervisor.shutdown(0);
}

await main();
