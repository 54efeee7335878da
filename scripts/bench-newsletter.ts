// `pnpm bench:newsletter`: sends a campaign to 10 000 confirmed subscribers through the real worker process
// (`worker/dist/main.js` after `pnpm build`, else its source) into a counting SMTP sink in its own process, and
// prints the time to deliver all, mails per second and the worker's peak memory (VmHWM, peak RSS), beside a
// baseline: the same number of mails sent by a bare nodemailer loop from one process (run before the worker and
// again after it, the ratio taken against the mean of both rates; as many pooled SMTP
// connections as the worker uses), into the same sink. Never part of `pnpm test`.
//
//   pnpm bench:newsletter
//   BENCH_NEWSLETTER_RECIPIENTS=10000 BENCH_NEWSLETTER_CONCURRENCY=8 BENCH_NEWSLETTER_BATCH=200 pnpm bench:newsletter
//
// Services: DATABASE_URL / REDIS_URL when set, otherwise an embedded PostgreSQL (BENCH_NEWSLETTER_PG_PORT, default
// 54367, throwaway: no fsync) and a private Redis (BENCH_NEWSLETTER_REDIS_PORT, default 6427) in
// BENCH_NEWSLETTER_DATA_DIR (default .data/bench-newsletter); the sink listens on BENCH_NEWSLETTER_SMTP_PORT
// (default 2157). Goals (issue 11): all delivered within 60 s on 2 cores, at least half the baseline's rate, and
// the worker under 300 MB.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrateAndSeed, openDb } from '../api/src/db.js';
import { startServices } from './services.js';
import { WORKER_NODE_FLAGS } from './shop.js';
import { defaultLog, repoRoot } from './supervisor.js';

const log = defaultLog;
const env = process.env;
const recipients = Number(env.BENCH_NEWSLETTER_RECIPIENTS || 10_000);
const concurrency = Number(env.BENCH_NEWSLETTER_CONCURRENCY || 8);
const batchSize = Number(env.BENCH_NEWSLETTER_BATCH || 200);
const smtpPort = Number(env.BENCH_NEWSLETTER_SMTP_PORT || 2157);
const GOALS = { seconds: 60, ratioOfBaseline: 0.5, rssMb: 300 };

const swcLoader = ['--conditions=russ-source', '--import', '@swc-node/register/esm-register'];
/** The children run TypeScript from worker/ with the worker's tsconfig (SWC_NODE_PROJECT is relative to cwd). */
const swcEnv = { ...process.env, SWC_NODE_PROJECT: path.join(repoRoot, 'worker/tsconfig.json') };

/** The counting sink in its own process (worker/bench/smtp-sink-process.ts). */
async function startSink(): Promise<{
  count(): Promise<number>;
  reset(): Promise<void>;
  /** Resolves when the sink has counted `n` mails (the sink says so; nothing polls it meanwhile). */
  reached(n: number, timeoutMs: number): Promise<void>;
  stop(): void;
}> {
  const child = fork(path.join(repoRoot, 'worker/bench/smtp-sink-process.ts'), [String(smtpPort)], {
    cwd: path.join(repoRoot, 'worker'),
    execArgv: swcLoader,
    env: swcEnv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited (${code})`)));
    child.on('message', (message: { type: string }) => message.type === 'ready' && resolve());
  });
  /** The sink's next message of `type`, after sending it `request`. */
  const reply = <T extends { type: string }>(type: string, request: object, timeoutMs = 60_000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Timed out waiting for the sink's '${type}'`)), timeoutMs);
      const onMessage = (message: T) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        clearTimeout(timer);
        resolve(message);
      };
      child.on('message', onMessage);
      child.send(request);
    });
  const ask = async (type: 'count' | 'reset') =>
    (await reply<{ type: string; count: number }>('count', { type })).count;
  const reached = async (n: number, timeoutMs: number) =>
    void (await reply('reached', { type: 'notify', count: n }, timeoutMs));
  return {
    count: () => ask('count'),
    reset: async () => void (await ask('reset')),
    reached,
    stop: () => child.kill('SIGTERM'),
  };
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Peak resident set size of a process in MB (Linux /proc; VmHWM is the high-water mark). */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** SIGTERM, then up to 10 s for the worker to finish its batch and exit. */
async function stopWorker(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return;
  worker.kill('SIGTERM');
  await Promise.race([once(worker, 'exit'), new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function main(): Promise<void> {
  const sink = await startSink();
  const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
  const services = await startServices({
    dataDir: env.BENCH_NEWSLETTER_DATA_DIR || '.data/bench-newsletter',
    pgPort: Number(env.BENCH_NEWSLETTER_PG_PORT || 54367),
    redisPort: Number(env.BENCH_NEWSLETTER_REDIS_PORT || 6427),
    smtpPort,
    mailUiPort: Number(env.BENCH_NEWSLETTER_MAIL_UI_PORT || 2207),
    database: 'russ_bench_newsletter',
    env: { ...env, SMTP_URL: smtpUrl },
    throwaway: true,
    log,
  });
  let worker: ChildProcess | undefined;
  try {
    const orm = await openDb(services.databaseUrl);
    await migrateAndSeed(orm, { demo: false });
    await orm.close();
    const db = new pg.Client({ connectionString: services.databaseUrl });
    await db.connect();
    await db.query(`delete from newsletter_subscribers`);
    await db.query(
      `insert into newsletter_subscribers (email, status, confirmed_at)
       select 'bench-' || n || '@example.no', 'confirmed', now() from generate_series(1, $1) n`,
      [recipients],
    );
    log(`${recipients} confirmed subscribers in ${services.databaseUrl.replace(/:[^:@/]+@/, ':***@')}.`);

    // Baseline: a bare nodemailer loop from one process, run before and again after the worker.
    const runBaseline = async (): Promise<number> => {
      const baseline = spawn(
        process.execPath,
        [...swcLoader, 'bench/nodemailer-baseline.ts', smtpUrl, String(recipients), String(concurrency)],
        { cwd: path.join(repoRoot, 'worker'), env: swcEnv, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let baselineOut = '';
      baseline.stdout!.on('data', (chunk: Buffer) => (baselineOut += chunk.toString()));
      await once(baseline, 'exit');
      const result = JSON.parse(baselineOut.trim().split('\n').pop() ?? '{}') as { sent: number; ms: number };
      const counted = await sink.count();
      if (counted !== recipients) throw new Error(`baseline: the sink counted ${counted} mails`);
      await sink.reset();
      return result.ms;
    };
    const baselineMs = [await runBaseline()];

    // The worker, started and idle before the campaign begins.
    const built = existsSync(path.join(repoRoot, 'worker/dist/main.js')) && !env.BENCH_NEWSLETTER_SOURCE;
    worker = spawn(
      process.execPath,
      [...WORKER_NODE_FLAGS, ...(built ? ['dist/main.js'] : [...swcLoader, 'src/main.ts'])],
      {
        cwd: path.join(repoRoot, 'worker'),
        env: {
          ...swcEnv,
          NODE_ENV: 'development',
          DATABASE_URL: services.databaseUrl,
          REDIS_URL: services.redisUrl,
          SMTP_URL: smtpUrl,
          PUBLIC_URL: 'http://localhost:3217',
          QUEUE_PREFIX: 'bench-newsletter',
          NEWSLETTER_RATE_PER_SECOND: env.NEWSLETTER_RATE_PER_SECOND || '100000',
          NEWSLETTER_BATCH_SIZE: String(batchSize),
          NEWSLETTER_CONCURRENCY: String(concurrency),
          NEWSLETTER_POLL_MS: '50',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let workerOut = '';
    worker.stdout!.on('data', (chunk: Buffer) => (workerOut += chunk.toString()));
    worker.stderr!.on('data', (chunk: Buffer) => (workerOut += chunk.toString()));
    await waitUntil(
      'the worker to start',
      async () => {
        if (worker!.exitCode !== null) throw new Error(`the worker exited:\n${workerOut}`);
        return workerOut.includes('mail worker running');
      },
      240_000,
    );
    log(`worker running (${built ? 'worker/dist' : 'source'}), pid ${worker.pid}.`);

    const started = performance.now();
    const { rows } = await db.query<{ id: number }>(
      `insert into newsletter_campaigns (subject, body, audience, status, created_by, send_started_at)
       values ('Nyheter fra butikken', E'# Hei!\n\nNye **hettegensere** i butikken.', 'subscribers', 'sending', 'bench', now())
       returning id`,
    );
    const campaignId = rows[0]!.id;
    await sink.reached(recipients, 600_000);
    const deliveredMs = performance.now() - started;
    await waitUntil(
      'the campaign to be marked sent',
      async () => {
        const status = await db.query<{ status: string }>('select status from newsletter_campaigns where id = $1', [
          campaignId,
        ]);
        return status.rows[0]?.status === 'sent';
      },
      60_000,
    );
    const rss = peakRssMb(worker.pid!);
    const delivered = await sink.count();
    const logged = await db.query<{ n: number }>(
      `select count(*)::int as n from mail_deliveries where campaign_id = $1 and status = 'sent'`,
      [campaignId],
    );
    await db.end();

    // The baseline again, with the worker stopped: its mean rate cancels a drift of the machine's speed.
    await stopWorker(worker);
    await sink.reset();
    baselineMs.push(await runBaseline());

    const workerRate = recipients / (deliveredMs / 1000);
    const rateOf = (ms: number) => recipients / (ms / 1000);
    const baselineRate = baselineMs.reduce((sum, ms) => sum + rateOf(ms), 0) / baselineMs.length;
    const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
    log('');
    log(`| ${recipients} mails | time | mails/s | peak RSS |`);
    log('|---|---|---|---|');
    log(
      `| worker (campaign) | ${(deliveredMs / 1000).toFixed(1)} s | ${workerRate.toFixed(0)} | ${rss.toFixed(0)} MB |`,
    );
    baselineMs.forEach((ms, index) =>
      log(
        `| baseline (bare nodemailer loop), ${index === 0 ? 'before' : 'after'} | ${(ms / 1000).toFixed(1)} s | ${rateOf(ms).toFixed(0)} | – |`,
      ),
    );
    log('');
    log(
      `delivered ${delivered}, mail log 'Sendt' ${logged.rows[0]!.n} (SMTP connections: ${concurrency}, batch ${batchSize})`,
    );
    log(`goal all within ${GOALS.seconds} s: ${ok(deliveredMs / 1000 <= GOALS.seconds)}`);
    log(
      `goal at least half the baseline's rate (mean of both, ${baselineRate.toFixed(0)}/s): ${(workerRate / baselineRate).toFixed(2)}× ${ok(workerRate / baselineRate >= GOALS.ratioOfBaseline)}`,
    );
    log(`goal worker under ${GOALS.rssMb} MB: ${ok(rss < GOALS.rssMb)}`);
  } finally {
    if (worker) await stopWorker(worker);
    sink.stop();
    await services.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
