// `pnpm bench`: starts the built shop against its own database and services, and a bare Node http server that
// answers the same bytes from memory, then measures both with autocannon in the same run, request by request: the
// catalogue reads the storefront makes (products, a product page, the FAQ, the blog) over REST and GraphQL, with the
// catalogue cache on (CATALOG_CACHE_TTL_MS as configured, default 30 s) and off (CATALOG_CACHE_TTL_MS=0, the shop
// restarted). GraphQL is measured as the storefront sends it (GET with a persisted-query hash) and, for products,
// also as a plain POST. Prints req/s, p99 latency and the shop/bare ratios beside the goals of issue 20.
// Never part of `pnpm test`.
//
//   BENCH_DURATION=10 BENCH_CONNECTIONS=64 BENCH_MODES=cached,uncached pnpm bench
//   BENCH_CPU_PROFILE=1 pnpm bench     # also a CPU profile of the api per mode (top entries printed)
//   BENCH_ONLY="REST products,GraphQL FAQ" pnpm bench   # only the requests whose names contain one of these
//
// Its own services and folder (defaults below); set BENCH_PORT, BENCH_PG_PORT, BENCH_REDIS_PORT, BENCH_SMTP_PORT,
// BENCH_MAIL_UI_PORT and BENCH_DATA_DIR when another run (or a test run) on the machine uses them.
import autocannon, { type Result } from 'autocannon';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServices } from './services.js';
import { buildServer } from './build.js';
import { buildFrontends, servicesAndBuild, startMeasuredShop, type Shop } from './shop.js';
import { defaultLog, repoRoot, sleep, Supervisor } from './supervisor.js';
import { printTable } from './bench-table.js';
import type { BaselineAnswer } from './bench-baseline.js';
import { formatSummary, summariseProfile } from './cpu-profile.js';

const log = defaultLog;
const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 64);
const warmup = Number(process.env.BENCH_WARMUP || 3);
const dataDir = process.env.BENCH_DATA_DIR || '.data/bench';
const port = Number(process.env.BENCH_PORT || 3200);
const cpuProfile = Boolean(process.env.BENCH_CPU_PROFILE);
const servicePorts = {
  pgPort: Number(process.env.BENCH_PG_PORT || 54349),
  redisPort: Number(process.env.BENCH_REDIS_PORT || 6392),
  smtpPort: Number(process.env.BENCH_SMTP_PORT || 1027),
  mailUiPort: Number(process.env.BENCH_MAIL_UI_PORT || 1082),
};

type Mode = 'cached' | 'uncached';
const cachedTtl =
  process.env.CATALOG_CACHE_TTL_MS && process.env.CATALOG_CACHE_TTL_MS !== '0'
    ? process.env.CATALOG_CACHE_TTL_MS
    : '30000';
const modeTtl: Record<Mode, string> = { cached: cachedTtl, uncached: '0' };
const modes = (process.env.BENCH_MODES || 'cached,uncached')
  .split(',')
  .map((m) => m.trim())
  .filter((m): m is Mode => m === 'cached' || m === 'uncached');

interface Target {
  name: string;
  kind: 'REST' | 'GraphQL';
  method: 'GET' | 'POST';
  /** Path and query string. */
  url: string;
  body?: string;
  /** The query a persisted-query hash stands for, registered once before measuring. */
  register?: string;
  /** Issue 20's goal for this request: the least shop/bare ratio per mode. */
  goal: Partial<Record<Mode, number>>;
}

/** The storefront's documents (storefront/src/features/…/api), as Apollo Client prints them. */
const documents = {
  CatalogProducts: `query CatalogProducts($category: String) {
  products(category: $category) {
    id
    name
    description
    price
    imageUrl
    category
    color
  }
}`,
  ProductPageProducts: `query ProductPageProducts {
  products {
    id
    name
    price
    imageUrl
    category
  }
}`,
  FaqItems: `query FaqItems {
  faqItems {
    id
    topic
    question
    answer
  }
}`,
  BlogPosts: `query BlogPosts {
  blogPosts {
    id
    slug
    title
    excerpt
    content
    category
    publishedAt
    imageUrl
  }
}`,
};

/** A GET of a persisted query as Apollo Client's persisted-queries link sends it (hash, no document). */
function persistedGet(operationName: keyof typeof documents): Pick<Target, 'method' | 'url' | 'register'> {
  const query = documents[operationName];
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const params = new URLSearchParams({
    operationName,
    variables: '{}',
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
  });
  return { method: 'GET', url: `/graphql?${params}`, register: query };
}

const restGoal = { cached: 0.6, uncached: 0.15 };
const graphqlGoal = { cached: 0.5, uncached: 0.1 };
const allTargets: Target[] = [
  { name: 'products', kind: 'REST', method: 'GET', url: '/api/products', goal: restGoal },
  {
    name: 'products (POST)',
    kind: 'GraphQL',
    method: 'POST',
    url: '/graphql',
    body: JSON.stringify({ query: '{ products { id name description price imageUrl category color } }' }),
    goal: graphqlGoal,
  },
  { name: 'products', kind: 'GraphQL', ...persistedGet('CatalogProducts'), goal: graphqlGoal },
  { name: 'product page', kind: 'GraphQL', ...persistedGet('ProductPageProducts'), goal: { cached: 0.5 } },
  { name: 'FAQ', kind: 'REST', method: 'GET', url: '/api/faq', goal: { cached: 0.6 } },
  { name: 'FAQ', kind: 'GraphQL', ...persistedGet('FaqItems'), goal: { cached: 0.5 } },
  { name: 'blog', kind: 'GraphQL', ...persistedGet('BlogPosts'), goal: { cached: 0.5 } },
];

/** BENCH_ONLY=products,FAQ measures only the requests whose name ("GraphQL FAQ") contains one of the words. */
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const targets = allTargets.filter(
  (target) => only.length === 0 || only.some((word) => `${target.kind} ${target.name}`.toLowerCase().includes(word)),
);

/** Apollo's CSRF prevention wants a non-simple content type (or a preflight header) on GET, as the storefront sends. */
const requestHeaders = { 'content-type': 'application/json' };

async function measure(base: string, target: Target, seconds: number): Promise<Result> {
  const result = await autocannon({
    url: `${base}${target.url}`,
    method: target.method,
    connections,
    duration: seconds,
    headers: requestHeaders,
    body: target.body,
  });
  if (result.errors || result.non2xx || result.timeouts) {
    log(
      `  warning: ${target.kind} ${target.name} on ${base}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

/** Registers the persisted queries (as the storefront's first request with the document does) and reads each answer. */
async function answersOf(shop: Shop): Promise<BaselineAnswer[]> {
  const answers: BaselineAnswer[] = [];
  for (const target of targets) {
    if (target.register) {
      const sha256Hash = createHash('sha256').update(target.register).digest('hex');
      const registered = await fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: target.register, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
      });
      if (!registered.ok) throw new Error(`Registering ${target.name} failed: ${await registered.text()}`);
    }
    const res = await fetch(`${shop.url}${target.url}`, {
      method: target.method,
      headers: requestHeaders,
      body: target.body,
    });
    const body = await res.text();
    if (!res.ok || (target.kind === 'GraphQL' && body.includes('"errors"'))) {
      throw new Error(`The shop did not answer ${target.kind} ${target.name}: ${res.status} ${body.slice(0, 300)}`);
    }
    answers.push({
      method: target.method,
      url: target.url,
      body,
      contentType: res.headers.get('content-type') ?? 'application/json',
    });
  }
  return answers;
}

function newestProfile(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

async function main(): Promise<void> {
  const supervisor = new Supervisor(log);
  supervisor.installSignalHandlers();
  try {
    const services = await servicesAndBuild(
      startServices({
        dataDir,
        ...servicePorts,
        database: 'russ_bench',
        throwaway: true,
        supervisor,
        log,
      }),
      buildFrontends({ log }).then(() => buildServer(log)),
    );
    mkdirSync(path.join(repoRoot, dataDir), { recursive: true });

    let baselineUrl: string | undefined;
    let reference: BaselineAnswer[] | undefined;
    const rows: string[][] = [];
    const profiles: string[] = [];
    for (const mode of modes) {
      const profileDir = path.join(repoRoot, dataDir, 'profiles', mode);
      if (cpuProfile) rmSync(profileDir, { recursive: true, force: true });
      const env: NodeJS.ProcessEnv = { CATALOG_CACHE_TTL_MS: modeTtl[mode] };
      if (cpuProfile) env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`;
      const shop = await startMeasuredShop({
        supervisor,
        services,
        port,
        log,
        dataDir,
        name: 'bench',
        compiled: true,
        env,
      });
      const answers = await answersOf(shop);
      if (!reference) {
        reference = answers;
        baselineUrl = await startBaseline(supervisor, answers);
        log(
          `\nBenchmark: ${connections} connections, ${duration} s per measurement after a ${warmup} s warm-up; ` +
            targets.map((target, i) => `${target.kind} ${target.name} ${answers[i].body.length} bytes`).join(', ') +
            '.',
        );
      } else {
        answers.forEach((answer, i) => {
          if (answer.body !== reference![i].body) log(`  warning: ${targets[i].name} answers differently ${mode}.`);
        });
      }
      log(
        `\nCatalogue cache ${mode === 'cached' ? `on (CATALOG_CACHE_TTL_MS=${modeTtl[mode]})` : 'off (CATALOG_CACHE_TTL_MS=0)'}:`,
      );
      for (const target of targets) {
        const measured = {} as Record<'shop' | 'bare', Result>;
        for (const [label, base] of [
          ['shop', shop.url],
          ['bare', baselineUrl!],
        ] as const) {
          log(`  ${target.kind} ${target.name} — ${label === 'shop' ? 'shop' : 'bare Node http'}…`);
          await measure(base, target, warmup);
          measured[label] = await measure(base, target, duration);
        }
        const { shop: s, bare: b } = measured;
        const ratio = s.requests.average / b.requests.average;
        const goal = target.goal[mode];
        rows.push([
          `${target.kind} ${target.name}`,
          mode,
          fmt(s.requests.average, 0),
          fmt(b.requests.average, 0),
          `${fmt(ratio, 3)}×`,
          goal === undefined ? '' : `≥ ${goal}× ${ratio >= goal ? 'met' : 'NOT met'}`,
          fmt(s.latency.p99, 0),
          fmt(b.latency.p99, 0),
        ]);
      }
      supervisor.expectExit(shop.api);
      await shop.api.stop();
      if (cpuProfile) {
        const file = newestProfile(profileDir);
        if (file) {
          const summary = summariseProfile(JSON.parse(readFileSync(file, 'utf8')), 15);
          profiles.push(
            `\nCPU profile of the api, catalogue cache ${mode === 'cached' ? 'on' : 'off'} (${file}):`,
            ...formatSummary(summary),
          );
        } else {
          profiles.push(`\nNo CPU profile of the api was written in ${profileDir}.`);
        }
      }
    }
    printTable(
      ['request', 'cache', 'shop req/s', 'bare req/s', 'shop / bare', 'goal', 'shop p99 ms', 'bare p99 ms'],
      rows,
      {
        nameColumns: 2,
      },
    );
    log('(p99 in whole milliseconds, as autocannon records them. Goals: issue 20.)');
    for (const line of profiles) log(line);
  } catch (err) {
    log(`✖ ${err instanceof Error ? err.message : String(err)}`);
    await supervisor.shutdown(1);
  }
  await supervisor.shutdown(0);
}

/** Starts the bare server (its own process) answering `answers`; resolves with its URL. */
async function startBaseline(supervisor: Supervisor, answers: BaselineAnswer[]): Promise<string> {
  const payloadFile = path.join(repoRoot, dataDir, 'baseline-payloads.json');
  writeFileSync(payloadFile, JSON.stringify(answers));
  let baselinePort = 0;
  const baseline = supervisor.spawn(
    'baseline',
    process.execPath,
    ['--import', '@swc-node/register/esm-register', path.join(repoRoot, 'scripts', 'bench-baseline.ts'), payloadFile],
    {
      env: { ...process.env, NODE_OPTIONS: '', SWC_NODE_PROJECT: path.join(repoRoot, 'scripts', 'tsconfig.json') },
      output: 'ignore',
      onLine: (line) => {
        const match = /^listening (\d+)$/.exec(line);
        if (match) baselinePort = Number(match[1]);
      },
    },
  );
  for (let i = 0; !baselinePort; i++) {
    if (!baseline.running || i > 200) throw new Error('The baseline server did not start.');
    await sleep(50);
  }
  supervisor.arm();
  return `http://127.0.0.1:${baselinePort}`;
}

function fmt(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

await main();
