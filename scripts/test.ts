// `pnpm test`: codegen drift, lint, typecheck, unit tests, integration tests against real PostgreSQL/Redis/SMTP,
// the build (server packages to JavaScript, both frontends), and Playwright end-to-end tests in Debian's Chromium.
// Ends with `N passed, N failed`.
//
//   pnpm test                      everything
//   pnpm test --only unit,integration
//   pnpm test --skip e2e
//   pnpm test --only integration -- api/test/uploads.test.ts   (vitest and Playwright take what follows `--` as
//                                                             file filters)
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './build.js';
import { startE2eShop, testDataDir, testServicePorts } from './e2e-shop.js';
import { startServices, withDatabase, type Services } from './services.js';
import { buildFrontends } from './shop.js';
import { defaultLog, repoRoot, run, Supervisor } from './supervisor.js';

const steps = ['codegen', 'lint', 'typecheck', 'unit', 'integration', 'build', 'e2e'] as const;
type Step = (typeof steps)[number];

const log = defaultLog;
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const resultsDir = path.join(repoRoot, 'test-results');

function parseSelection(argv: string[]): Set<Step> {
  const value = (flag: string) => {
    const i = argv.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
    if (i < 0) return null;
    const arg = argv[i];
    return (arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[i + 1] ?? '')).split(',').filter(Boolean);
  };
  const only = value('--only');
  const skip = value('--skip') ?? [];
  for (const name of [...(only ?? []), ...skip]) {
    if (!steps.includes(name as Step)) throw new Error(`Unknown step "${name}". Steps: ${steps.join(', ')}`);
  }
  return new Set(steps.filter((s) => (only ? only.includes(s) : true) && !skip.includes(s)));
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const totals: Record<'unit' | 'integration' | 'e2e', Counts | null> = { unit: null, integration: null, e2e: null };
const failedSteps: string[] = [];
const timings: string[] = [];

async function step(name: string, work: () => Promise<boolean>): Promise<boolean> {
  const started = Date.now();
  log(`\n━━ ${name} ${'━'.repeat(Math.max(0, 60 - name.length))}`);
  let ok: boolean;
  try {
    ok = await work();
  } catch (err) {
    log(`✖ ${name}: ${err instanceof Error ? err.message : String(err)}`);
    ok = false;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${ok ? '✔' : '✖'} ${name} (${seconds} s)`);
  if (!ok) failedSteps.push(name);
  log(`${ok ? '✔' : '✖'} ${name} — ${seconds} s`);
  return ok;
}

// ---------------------------------------------------------------------------------------------------------------

const generatedPaths = ['schema/schema.graphql', 'storefront/src/gql', 'admin/src/gql', 'api/test/gql'];

function snapshot(paths: string[]): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (rel: string) => {
    const abs = path.join(repoRoot, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) for (const entry of readdirSync(abs)) walk(path.join(rel, entry));
    else files.set(rel, readFileSync(abs, 'utf8'));
  };
  paths.forEach(walk);
  return files;
}

/** Regenerates the SDL and the typed documents and fails when that changes a file (the committed ones are stale). */
async function codegenDrift(): Promise<boolean> {
  const before = snapshot(generatedPaths);
  // What `pnpm schema:emit` runs, with the api's own tsconfig for swc-node (decorator metadata).
  const emit = await run(
    'schema:emit',
    process.execPath,
    ['--conditions=russ-source', '--import', '@swc-node/register/esm-register', 'src/emit-schema.ts'],
    {
      cwd: path.join(repoRoot, 'api'),
      env: { ...process.env, SWC_NODE_PROJECT: path.join(repoRoot, 'api', 'tsconfig.json') },
      log,
    },
  );
  if (emit.code !== 0) return false;
  const codegen = await run('codegen', bin('graphql-codegen'), ['--config', 'codegen.ts'], { log, quiet: true });
  if (codegen.code !== 0) {
    log(codegen.output);
    return false;
  }
  const after = snapshot(generatedPaths);
  const changed = [...new Set([...before.keys(), ...after.keys()])]
    .filter((f) => before.get(f) !== after.get(f))
    .sort();
  if (changed.length === 0) {
    log('Generated schema and typed documents are up to date.');
    return true;
  }
  log('The committed generated files are out of date; `pnpm schema:emit && pnpm codegen` changes:');
  for (const f of changed) {
    const was = before.get(f);
    const now = after.get(f);
    log(`  ${was === undefined ? 'added' : now === undefined ? 'removed' : 'changed'}  ${f}`);
    if (was !== undefined && now !== undefined) log(firstDifference(was, now));
  }
  // Put the files back: the check reports drift, it does not rewrite the working tree behind anyone's back.
  for (const f of changed) {
    const was = before.get(f);
    if (was === undefined) rmSync(path.join(repoRoot, f), { force: true });
    else writeFileSync(path.join(repoRoot, f), was);
  }
  log('Run `pnpm schema:emit && pnpm codegen` and commit the result.');
  return false;
}

function firstDifference(was: string, now: string): string {
  const a = was.split('\n');
  const b = now.split('\n');
  const i = a.findIndex((line, n) => line !== b[n]);
  const at = i < 0 ? a.length : i;
  return `      line ${at + 1}: - ${(a[at] ?? '').slice(0, 120)}\n      line ${at + 1}: + ${(b[at] ?? '').slice(0, 120)}`;
}

async function lint(): Promise<boolean> {
  const eslint = await run('eslint', bin('eslint'), ['.', '--max-warnings=0'], { log });
  const prettier = await run('prettier', bin('prettier'), ['--check', '.', '--log-level=warn'], { log });
  return eslint.code === 0 && prettier.code === 0;
}

async function typecheck(): Promise<boolean> {
  const projects = ['schema', 'api', 'worker', 'storefront', 'admin', 'scripts', 'e2e']
    .map((p) => path.join(p, 'tsconfig.json'))
    .filter((p) => existsSync(path.join(repoRoot, p)));
  let ok = true;
  // Two at a time: tsc is single-threaded and the CI machines have two cores.
  const queue = [...projects];
  await Promise.all(
    [0, 1].map(async () => {
      for (let project = queue.shift(); project; project = queue.shift()) {
        const started = Date.now();
        const result = await run(`tsc ${path.dirname(project)}`, bin('tsc'), ['-p', project, '--noEmit'], { log });
        log(`${result.code === 0 ? '✔' : '✖'} tsc -p ${project} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        if (result.code !== 0) ok = false;
      }
    }),
  );
  return ok;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  success: boolean;
}

/** What follows `--` on the command line: file filters handed to vitest and Playwright. */
const fileFilters = (() => {
  const i = process.argv.indexOf('--');
  return i < 0 ? [] : process.argv.slice(i + 1);
})();

async function vitest(project: 'unit' | 'integration', env: NodeJS.ProcessEnv): Promise<boolean> {
  const report = path.join(resultsDir, `vitest-${project}.json`);
  rmSync(report, { force: true });
  const result = await run(
    project,
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...fileFilters,
    ],
    { env: { ...env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }) }, log },
  );
  if (!existsSync(report)) {
    log(`vitest wrote no report (exit code ${result.code}).`);
    totals[project] = { passed: 0, failed: 1, skipped: 0 };
    return false;
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
  // A file that fails to load has no failed test but a failed suite, and an unhandled error (a test worker that
  // died: 'Worker exited unexpectedly') has neither; count them so the summary does not say 0 failed.
  const counted = json.numFailedTests + (json.numFailedTests === 0 ? json.numFailedTestSuites : 0);
  const failed = counted === 0 && result.code !== 0 ? 1 : counted;
  totals[project] = { passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests };
  return result.code === 0 && failed === 0;
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
}

async function e2e(supervisor: Supervisor, services: Services): Promise<boolean> {
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error(
      "Debian's Chromium is missing (/usr/bin/chromium). Install it: apt-get install -y chromium (.ci/run does).",
    );
  }
  const shop = await startE2eShop(supervisor, services, log);
  log(`Shop for e2e on ${shop.baseUrl} (api log ${path.relative(repoRoot, shop.logFiles.api)}).`);
  const report = path.join(resultsDir, 'e2e-results.json');
  rmSync(report, { force: true });
  const result = await run('e2e', bin('playwright'), ['test', ...fileFilters], {
    env: { ...process.env, ...shop.playwrightEnv, E2E_JSON_REPORT: report },
    log,
  });
  if (!existsSync(report)) {
    totals.e2e = { passed: 0, failed: 1, skipped: 0 };
    return false;
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightJson;
  const errors = json.errors?.length ?? 0;
  totals.e2e = {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected + (json.stats.unexpected === 0 ? errors : 0),
    skipped: json.stats.skipped,
  };
  if (result.code !== 0) log(`Logs of the shop under test: ${shop.logFiles.api}, ${shop.logFiles.worker}`);
  return result.code === 0;
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = Date.now();
  const argv = process.argv.slice(2);
  const selected = parseSelection(argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv);
  const supervisor = new Supervisor(log);
  supervisor.installSignalHandlers();
  // A service dying mid-run makes the tests fail; report them instead of exiting without a summary.
  supervisor.onFatal((reason) => log(`✖ ${reason}`));
  mkdirSync(resultsDir, { recursive: true });

  if (selected.has('codegen')) await step('codegen drift', codegenDrift);
  if (selected.has('lint')) await step('lint', lint);
  if (selected.has('typecheck')) await step('typecheck', typecheck);
  if (selected.has('unit')) await step('unit tests', () => vitest('unit', process.env));

  let services: Services | null = null;
  if (selected.has('integration') || selected.has('e2e')) {
    await step('services', async () => {
      services = await startServices({ dataDir: testDataDir, ...testServicePorts, throwaway: true, supervisor, log });
      supervisor.arm();
      log(services.started.length ? `Started ${services.started.join('; ')}.` : 'Using services from the environment.');
      return true;
    });
  }
  const ready = services as Services | null;

  // The entities against the migrations (`pnpm db:check`, a few seconds); file-filtered runs leave it out.
  if (selected.has('integration') && fileFilters.length === 0) {
    await step('migrations check', async () => {
      if (!ready) throw new Error('services did not start');
      const check = await run(
        'db:check',
        process.execPath,
        ['--conditions=russ-source', '--import', '@swc-node/register/esm-register', 'scripts/db.ts', 'check'],
        {
          env: {
            ...process.env,
            SWC_NODE_PROJECT: path.join(repoRoot, 'scripts', 'tsconfig.json'),
            DATABASE_URL: withDatabase(ready.databaseUrl, 'russ_ci'),
          },
          log,
        },
      );
      return check.code === 0;
    });
  }

  if (selected.has('integration')) {
    await step('integration tests', async () => {
      if (!ready) throw new Error('services did not start');
      return vitest('integration', {
        ...process.env,
        DATABASE_URL: withDatabase(ready.databaseUrl, 'postgres'),
        REDIS_URL: ready.redisUrl,
        SMTP_URL: ready.smtpUrl,
        MAIL_API_URL: ready.mailUiUrl ?? '',
      });
    });
  }

  let built = true;
  if (selected.has('build')) {
    // What `pnpm build` does: schema, api and worker to dist/ (production's JavaScript), then the frontends.
    built = await step('build', async () => {
      await buildServer(log);
      await buildFrontends({ log });
      return true;
    });
  }

  if (selected.has('e2e')) {
    await step('e2e tests', async () => {
      if (!ready) throw new Error('services did not start');
      if (!built) throw new Error('the frontends did not build');
      return e2e(supervisor, ready);
    });
  }

  await supervisor.stopAll();

  const counted = Object.values(totals).filter((c): c is Counts => c !== null);
  const passed = counted.reduce((n, c) => n + c.passed, 0);
  const failed = counted.reduce((n, c) => n + c.failed, 0);
  log(`\n━━ summary ${'━'.repeat(53)}`);
  for (const line of timings) log(line);
  for (const [name, c] of Object.entries(totals)) {
    if (c) log(`${name.padEnd(12)} ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`);
  }
  log(`Total time ${((Date.now() - started) / 1000 / 60).toFixed(1)} min.`);
  if (failedSteps.length) log(`Failed steps: ${failedSteps.join(', ')}.`);
  log(`${passed} passed, ${failed} failed`);
  process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
}

await main();
