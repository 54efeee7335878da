import { existsSync, readdirSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Services } from './services.js';
import {
  assertPortFree,
  defaultLog,
  recordPid,
  repoRoot,
  run,
  runDir,
  waitForHttp,
  type Log,
  type Managed,
  type Output,
  type Supervisor,
} from './supervisor.js';

export const frontends = ['storefront', 'admin'] as const;

/** Newest modification time (ms) of any file under `target` (a file or folder), skipping build output. */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** What each frontend's build writes last: the storefront's build also writes its server render. */
const builtFiles: Record<(typeof frontends)[number], string[]> = {
  storefront: ['dist/index.html', 'dist-ssr/entry-server.js'],
  admin: ['dist/index.html'],
};

/** True when `<pkg>/dist/index.html` (or another file the build writes) is missing or older than its inputs. */
export function frontendIsStale(pkg: (typeof frontends)[number]): boolean {
  const dir = path.join(repoRoot, pkg);
  const built = builtFiles[pkg].map((file) => path.join(dir, file));
  if (!built.every((file) => existsSync(file))) return true;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((p) =>
    newestMtime(path.join(dir, p)),
  );
  inputs.push(newestMtime(path.join(repoRoot, 'schema', 'src')), newestMtime(path.join(repoRoot, 'pnpm-lock.yaml')));
  return Math.max(...inputs) > Math.min(...built.map((file) => statSync(file).mtimeMs));
}

/**
 * Builds the storefront and the admin with their own Vite binaries, skipping a package whose build is newer than
 * its sources (unless `force`). Throws when a build fails.
 */
export async function buildFrontends({ log = defaultLog, force = false } = {}): Promise<void> {
  await Promise.all(
    frontends.map(async (pkg) => {
      const dir = path.join(repoRoot, pkg);
      if (!existsSync(path.join(dir, 'index.html'))) {
        log(`[build] ${pkg}: no index.html yet — skipped (the api shows a "not built" page).`);
        return;
      }
      if (!force && !frontendIsStale(pkg)) {
        log(`[build] ${pkg}: up to date.`);
        return;
      }
      const started = Date.now();
      log(`[build] ${pkg}: vite build…`);
      const vite = path.join(dir, 'node_modules', '.bin', 'vite');
      // Always a production bundle: Vite takes NODE_ENV from the environment when it is set, and under `pnpm test`
      // it can be 'test', where rc-util's useId answers 'test-id' for every element, so every antd dialog named
      // itself after the first one in the page (aria-labelledby) and screen readers read the wrong title.
      const env = { ...process.env, NODE_ENV: 'production' };
      const result = await run(`build ${pkg}`, vite, ['build', '--logLevel', 'warn'], { cwd: dir, env, log });
      if (result.signal) throw new Error(`Building ${pkg} was interrupted (vite build ended by ${result.signal}).`);
      if (result.code !== 0) throw new Error(`Building ${pkg} failed (vite build exited with ${result.code}).`);
      log(`[build] ${pkg}: done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }),
  );
}

/**
 * Waits for the services and the frontend build that were started together. When the services cannot start,
 * stopping them also stops a running Vite build: the error is the services' (a taken port, a leftover of an
 * earlier start), not the build's that was interrupted because of it.
 */
export async function servicesAndBuild<T>(services: Promise<T>, build: Promise<void>): Promise<T> {
  const [servicesResult, buildResult] = await Promise.allSettled([services, build]);
  if (servicesResult.status === 'rejected') throw servicesResult.reason;
  if (buildResult.status === 'rejected') throw buildResult.reason;
  return servicesResult.value;
}

export interface ShopOptions {
  supervisor: Supervisor;
  services: Services;
  port: number;
  /** Extra or overriding environment for the api and worker. */
  env?: NodeJS.ProcessEnv;
  log?: Log;
  /** Where api/worker output goes (default: prefixed lines on stdout). */
  output?: { api: Output; worker: Output };
  /** Start the worker too (default true). */
  worker?: boolean;
  /** Run the compiled JavaScript of `pnpm build` with plain node, as production does (default: TypeScript source). */
  compiled?: boolean;
}

export interface Shop {
  url: string;
  env: NodeJS.ProcessEnv;
  readonly api: Managed;
  readonly worker: Managed | null;
  /** Stops the api process and starts a new one (the session must survive this). */
  restartApi(): Promise<void>;
}

/** The environment the api and worker get: the contract's variables with local defaults filled in. */
export function shopEnv(services: Services, port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const base = process.env;
  const env: NodeJS.ProcessEnv = {
    ...base,
    PORT: String(port),
    PUBLIC_URL: base.PUBLIC_URL ?? `http://localhost:${port}`,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    SMTP_URL: services.smtpUrl,
    MAIL_UI_PORT: base.MAIL_UI_PORT ?? (services.mailUiUrl ? new URL(services.mailUiUrl).port : '1080'),
    ADMIN_USERNAME: base.ADMIN_USERNAME || 'admin',
    ADMIN_PASSWORD: base.ADMIN_PASSWORD || 'russ-admin-dev',
    SESSION_SECRET: base.SESSION_SECRET || 'dev-insecure-session-secret',
    // The demo member and its orders, designs and groups: on under `pnpm start` and in tests (SEED_DEMO=0: off).
    SEED_DEMO: base.SEED_DEMO ?? '1',
    // Uploaded files live beside the rest of this shop's data (DATA_DIR), unless STORAGE_DIR says otherwise.
    STORAGE_DIR: path.resolve(repoRoot, base.STORAGE_DIR ?? path.join(base.DATA_DIR || '.data', 'storage')),
    ...extra,
  };
  return env;
}

/**
 * Node flags of the worker wherever it runs (here, worker/package.json `start`, the worker service of
 * docker-compose.yml, `pnpm bench:newsletter`): a heap limit well above what it needs (a 10 000-mail campaign runs
 * within 128 MB), which also makes V8 collect before growing the heap: without it a campaign's garbage piles up to
 * 250–320 MB of RSS before the first full collection; with it the worker stays near 170 MB.
 */
export const WORKER_NODE_FLAGS = ['--max-old-space-size=256'];

/**
 * How the api or worker runs: from TypeScript through swc-node (development), or with `compiled` the JavaScript
 * of `pnpm build` with plain node, as production runs it.
 */
function entry(
  pkg: 'api' | 'worker',
  compiled: boolean,
): { command: string; args: string[]; cwd: string; env: NodeJS.ProcessEnv } {
  const cwd = path.join(repoRoot, pkg);
  const flags = pkg === 'worker' ? WORKER_NODE_FLAGS : [];
  if (compiled) {
    if (!existsSync(path.join(cwd, 'dist', 'main.js')))
      throw new Error(`${pkg}/dist/main.js is missing: run pnpm build.`);
    return { command: process.execPath, args: [...flags, '--enable-source-maps', 'dist/main.js'], cwd, env: {} };
  }
  return {
    command: process.execPath,
    args: [
      ...flags,
      '--enable-source-maps',
      '--conditions=russ-source',
      '--import',
      '@swc-node/register/esm-register',
      'src/main.ts',
    ],
    cwd,
    // swc-node reads decorator settings from this tsconfig (the root scripts run with scripts/tsconfig.json).
    env: { SWC_NODE_PROJECT: path.join(cwd, 'tsconfig.json') },
  };
}

/**
 * Starts the api (which migrates, seeds once and ensures the admin user) and waits for GET /api/health, then the
 * worker. Both are owned by `supervisor`.
 */
export async function startShop(options: ShopOptions): Promise<Shop> {
  const log = options.log ?? defaultLog;
  const { supervisor, port } = options;
  const env = shopEnv(options.services, port, options.env);
  const url = `http://127.0.0.1:${port}`;

  for (const pkg of ['api', 'worker'] as const) {
    if (!existsSync(path.join(repoRoot, pkg, 'src', 'main.ts'))) {
      throw new Error(`${pkg}/src/main.ts does not exist yet; the shop cannot start without it.`);
    }
  }

  await assertPortFree(port, 'the shop', 'Stop what uses it or choose another PORT.', '0.0.0.0');

  const startApi = async (): Promise<Managed> => {
    const run = entry('api', !!options.compiled);
    const api = supervisor.spawn('api', run.command, run.args, {
      cwd: run.cwd,
      env: { ...env, ...run.env },
      output: options.output?.api ?? 'prefixed',
    });
    recordPid(runDir(options.services.dataDir), `api-${port}`, api, 'SIGTERM');
    await waitForHttp(`${url}/api/health`, { timeoutMs: 180_000, alive: () => api.running, what: 'the api' });
    return api;
  };

  let api = await startApi();
  let worker: Managed | null = null;
  if (options.worker !== false) {
    const run = entry('worker', !!options.compiled);
    worker = supervisor.spawn('worker', run.command, run.args, {
      cwd: run.cwd,
      env: { ...env, ...run.env },
      output: options.output?.worker ?? 'prefixed',
    });
    recordPid(runDir(options.services.dataDir), `worker-${port}`, worker, 'SIGTERM');
  }

  return {
    url,
    env,
    get api() {
      return api;
    },
    get worker() {
      return worker;
    },
    async restartApi() {
      log('Restarting the api…');
      supervisor.expectExit(api);
      await api.stop();
      api = await startApi();
      log('The api is back.');
    },
  };
}

/**
 * The shop as production runs it, for a measurement (`pnpm bench`, `pnpm bench:web`, `pnpm measure:admin-load`): the
 * api only (nothing here sends mail), `NODE_ENV=production` with throwaway secrets, request logging only for
 * warnings, its uploads and logs under `dataDir`.
 */
export function startMeasuredShop(options: {
  supervisor: Supervisor;
  services: Services;
  port: number;
  log: Log;
  dataDir: string;
  /** Names the BullMQ key prefix, so runs never share a queue. */
  name: string;
  /** The compiled JavaScript (`pnpm build`) instead of the TypeScript sources. */
  compiled?: boolean;
  /** More environment for the api (e.g. CATALOG_CACHE_TTL_MS, NODE_OPTIONS for a CPU profile). */
  env?: NodeJS.ProcessEnv;
}): Promise<Shop> {
  const logs = path.join(repoRoot, options.dataDir, 'logs');
  return startShop({
    supervisor: options.supervisor,
    services: options.services,
    port: options.port,
    log: options.log,
    worker: false,
    compiled: options.compiled,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Lighthouse's canonical audit compares hosts: pages are opened at this same origin.
      PUBLIC_URL: `http://localhost:${options.port}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      QUEUE_PREFIX: `${options.name}-${Date.now()}`,
      STORAGE_DIR: path.join(repoRoot, options.dataDir, 'storage'),
      ...options.env,
    },
    output: { api: { file: path.join(logs, 'api.log') }, worker: { file: path.join(logs, 'worker.log') } },
  });
}
