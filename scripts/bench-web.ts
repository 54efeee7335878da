// `pnpm bench:web`: builds the frontends if needed, starts the shop as in production against its own database
// and services, runs Lighthouse 12 (mobile: the default config, simulated throttling) in Debian's Chromium on
// /, /products, /hoodie, /faq and a blog post, and prints the four category scores per page, the main timings,
// and the storefront's first-load JavaScript (gzip) measured from the built files; then the console's sign-in page
// and Oversikt with Lighthouse's desktop preset (scripts/bench-web-console.ts; BENCH_WEB_CONSOLE=0 leaves them
// out). Stops everything it started. Never part of `pnpm test`.
//
//   BENCH_WEB_PORT=3210 BENCH_WEB_PATHS=/,/faq pnpm bench:web
// Lighthouse JSON reports are written to <data dir>/lighthouse/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startServices } from './services.js';
import { buildFrontends, servicesAndBuild, startMeasuredShop } from './shop.js';
import { defaultLog, repoRoot, Supervisor } from './supervisor.js';
import { printTable } from './bench-table.js';
import { benchConsole, CONSOLE_AIM } from './bench-web-console.js';

const log = defaultLog;
const env = process.env;
const port = Number(env.BENCH_WEB_PORT || 3210);
const dataDir = env.BENCH_WEB_DATA_DIR || '.data/bench-web';
const servicePorts = {
  pgPort: Number(env.BENCH_WEB_PG_PORT || 54359),
  redisPort: Number(env.BENCH_WEB_REDIS_PORT || 6393),
  smtpPort: Number(env.BENCH_WEB_SMTP_PORT || 1028),
  mailUiPort: Number(env.BENCH_WEB_MAIL_UI_PORT || 1083),
};
const pagePaths = (env.BENCH_WEB_PATHS || '/,/products,/hoodie,/faq,/blog/slik-planlegger-dere-russeklaerne')
  .split(',')
  .map((p) => p.trim());
const chromePath = env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const AIM = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95, firstLoadKb: 150 };

const storefrontDist = path.join(repoRoot, 'storefront', 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The entry chunk and every chunk it imports statically, recursively (what the browser needs before rendering). */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(storefrontDist, file)), { level: 9 }).length;
  return bytes / 1024;
}

interface BundleFigures {
  firstLoadKb: number;
  firstLoadFiles: string[];
  homeKb: number | null;
  adminSources: string[];
}

/** First-load JS from the Vite manifest: index.html's entry plus its static imports, gzip level 9. */
function bundleFigures(): BundleFigures {
  const manifestFile = path.join(storefrontDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: the storefront build writes it.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const firstLoad = staticClosure(manifest, entryKeys);
  const firstLoadFiles = [...firstLoad].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  // The front page's own chunk (lazy) with what it imports in turn: the JavaScript that renders '/'.
  const homeKey = Object.keys(manifest).find((key) => /src\/app\/routes\/home\.tsx$/.test(key));
  const homeFiles = homeKey
    ? [...staticClosure(manifest, [homeKey], new Set(firstLoad))]
        .filter((key) => !firstLoad.has(key))
        .map((key) => manifest[key].file)
        .filter((file) => file.endsWith('.js'))
    : null;
  const adminSources = Object.values(manifest)
    .map((chunk) => chunk.src ?? '')
    .filter((src) => /(^|\/)admin\//.test(src));
  return {
    firstLoadKb: gzipKb(firstLoadFiles),
    firstLoadFiles,
    homeKb: homeFiles ? gzipKb(homeFiles) : null,
    adminSources,
  };
}

interface LighthouseResult {
  lhr: {
    finalDisplayedUrl: string;
    runtimeError?: { message: string };
    runWarnings: string[];
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<
      string,
      {
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        displayValue?: string;
        details?: { items?: Record<string, unknown>[] };
      }
    >;
  };
  report: string | string[];
}

type LighthouseFn = (
  url: string,
  flags: Record<string, unknown>,
  config?: Record<string, unknown>,
) => Promise<LighthouseResult | undefined>;

interface LaunchedChrome {
  port: number;
  kill(): void | Promise<void>;
}

/** Lighthouse and the chrome-launcher it ships with (resolved through lighthouse: it is not a direct dependency). */
async function loadLighthouse(): Promise<{
  lighthouse: LighthouseFn;
  launch: (options: Record<string, unknown>) => Promise<LaunchedChrome>;
}> {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  const lighthouseEntry = require.resolve('lighthouse');
  const lighthouse = ((await import(pathToFileURL(lighthouseEntry).href)) as { default: LighthouseFn }).default;
  const launcherEntry = createRequire(lighthouseEntry).resolve('chrome-launcher');
  const { launch } = (await import(pathToFileURL(launcherEntry).href)) as {
    launch: (options: Record<string, unknown>) => Promise<LaunchedChrome>;
  };
  return { lighthouse, launch };
}

const score = (value: number | null | undefined) => (value == null ? '–' : String(Math.round(value * 100)));

async function main(): Promise<void> {
  const supervisor = new Supervisor(log);
  supervisor.installSignalHandlers();
  try {
    if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH).`);
    const services = await servicesAndBuild(
      startServices({
        dataDir,
        ...servicePorts,
        database: 'russ_bench_web',
        throwaway: true,
        supervisor,
        log,
      }),
      buildFrontends({ log }),
    );
    const bundle = bundleFigures();

    const origin = `http://localhost:${port}`;
    await startMeasuredShop({ supervisor, services, port, log, dataDir, name: 'bench-web' });
    supervisor.arm();

    const { lighthouse, launch } = await loadLighthouse();
    const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
    supervisor.addCleanup('chromium', async () => {
      await chrome.kill();
    });

    const reportDir = path.join(repoRoot, dataDir, 'lighthouse');
    mkdirSync(reportDir, { recursive: true });
    const rows: string[][] = [];
    const problems: string[] = [];
    const adminRequests: string[] = [];
    for (const pagePath of pagePaths) {
      const url = `${origin}${pagePath}`;
      // The page as visitors get it: rendered once and kept (CATALOG_CACHE_TTL_MS), not the first render after a
      // start, which would be Lighthouse's time to first byte (the simulation takes it as measured).
      await (await fetch(url)).arrayBuffer();
      log(`Lighthouse (mobile) ${url} …`);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      const name = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/\//g, '_');
      writeFileSync(
        path.join(reportDir, `${name}.json`),
        Array.isArray(result.report) ? result.report[0] : result.report,
      );

      const audits = lhr.audits;
      const scriptKb =
        ((audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')
          ?.transferSize as number | undefined) ?? 0;
      for (const item of audits['network-requests']?.details?.items ?? []) {
        const requested = String(item.url ?? '');
        if (requested.startsWith(`${origin}/admin`)) adminRequests.push(requested);
      }
      rows.push([
        pagePath,
        ...CATEGORIES.map((category) => score(lhr.categories[category]?.score)),
        (scriptKb / 1024).toFixed(1),
        audits['first-contentful-paint']?.displayValue ?? '–',
        audits['largest-contentful-paint']?.displayValue ?? '–',
        audits['total-blocking-time']?.displayValue ?? '–',
        audits['cumulative-layout-shift']?.displayValue ?? '–',
      ]);
      // What costs points: every weighted audit that did not pass, per category.
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
          if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
          problems.push(
            `  ${pagePath}  [${category}] ${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
          );
        }
      }
      for (const warning of lhr.runWarnings) problems.push(`  ${pagePath}  [warning] ${warning}`);
    }

    const consoleBench =
      env.BENCH_WEB_CONSOLE === '0'
        ? null
        : await benchConsole({
            lighthouse,
            chromePort: chrome.port,
            origin,
            databaseUrl: services.databaseUrl,
            reportDir,
            log,
          });

    printTable(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'JS KB*', 'FCP', 'LCP', 'TBT', 'CLS'], rows);
    log(
      `Aim: performance ≥ ${AIM.performance}, accessibility ≥ ${AIM.accessibility}, best practices ≥ ${AIM['best-practices']}, SEO ≥ ${AIM.seo}.`,
    );
    log('* JS KB: script bytes the page transferred (Lighthouse resource summary, compressed as served).');
    log('');
    log(
      `Storefront first-load JavaScript: ${bundle.firstLoadKb.toFixed(1)} KB gzip ` +
        `(entry + its static imports from the Vite manifest: ${bundle.firstLoadFiles.join(', ')}); aim ≤ ${AIM.firstLoadKb} KB.`,
    );
    if (bundle.homeKb !== null) {
      log(
        `  plus the front page's own chunks (loaded right after): ${bundle.homeKb.toFixed(1)} KB gzip ` +
          `→ ${(bundle.firstLoadKb + bundle.homeKb).toFixed(1)} KB gzip to render /.`,
      );
    }
    log(
      `Admin code in the storefront: ${bundle.adminSources.length === 0 && adminRequests.length === 0 ? 'none' : [...bundle.adminSources, ...adminRequests].join(', ')}.`,
    );
    if (consoleBench) {
      printTable(
        ['console (desktop)', 'perf', 'a11y', 'best pr.', 'KB', 'JS KB', 'requests', 'FCP', 'LCP', 'TBT', 'CLS'],
        consoleBench.rows,
      );
      log(
        `Aim: performance ≥ ${CONSOLE_AIM.performance}, accessibility ≥ ${CONSOLE_AIM.accessibility}, best practices ≥ ${CONSOLE_AIM['best-practices']}; ` +
          `KB: all bytes the page transferred (Lighthouse resource summary, compressed as served; Oversikt with a warm session, cold cache).`,
      );
      problems.push(...consoleBench.problems);
    }
    if (problems.length > 0) {
      log('');
      log('Audits below 90:');
      for (const line of problems) log(line);
    }
    log(`\nReports: ${path.relative(repoRoot, reportDir)}/*.json`);
  } catch (err) {
    log(`✖ ${err instanceof Error ? err.message : String(err)}`);
    await supervisor.shutdown(1);
  }
  await supervisor.shutdown(0);
}

await main();
