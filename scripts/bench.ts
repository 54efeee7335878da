// `pnpm bench`: starts the built shop against its own database and services, and a bare Node http server that
// answers the same JSON from memory, then measures both with autocannon in the same run:
// GET /api/products and the GraphQL `products` query. Prints req/s, p99 latency and shop/baseline ratios.
// Never part of `pnpm test`.
//
//   BENCH_DURATION=10 BENCH_CONNECTIONS=10 pnpm bench
//
// Its own services and folder (defaults below); set BENCH_PORT, BENCH_PG_PORT, BENCH_REDIS_PORT, BENCH_SMTP_PORT,
// BENCH_MAIL_UI_PORT and BENCH_DATA_DIR when another run (or a test run) on the machine uses them.
import autocannon, { type Result } from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServices } from './services.js';
import { buildServer } from './build.js';
import { buildFrontends, servicesAndBuild, startMeasuredShop } from './shop.js';
import { defaultLog, repoRoot, sleep, Supervisor } from './supervisor.js';
import { printTable } from './bench-table.js';

const log = defaultLog;
const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const warmup = Number(process.env.BENCH_WARMUP || 3);
const dataDir = process.env.BENCH_DATA_DIR || '.data/bench';
const port = Number(process.env.BENCH_PORT || 3200);
const servicePorts = {
  pgPort: Number(process.env.BENCH_PG_PORT || 54349),
  redisPort: Number(process.env.BENCH_REDIS_PORT || 6392),
  smtpPort: Number(process.env.BENCH_SMTP_PORT || 1027),
  mailUiPort: Number(process.env.BENCH_MAIL_UI_PORT || 1082),
};

const productsQuery = JSON.stringify({
  query: '{ products { id name description price imageUrl category color } }',
});

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const targets: Target[] = [
  { name: 'GET /api/products', method: 'GET', path: '/api/products' },
  { name: 'GraphQL products', method: 'POST', path: '/graphql', body: productsQuery },
];

async function measure(base: string, target: Target, seconds: number): Promise<Result> {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    connections,
    duration: seconds,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    body: target.body,
  });
  if (result.errors || result.non2xx || result.timeouts) {
    log(
      `  warning: ${target.name} on ${base}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
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
    const shop = await startMeasuredShop({ supervisor, services, port, log, dataDir, name: 'bench', compiled: true });

    // The exact bytes the shop answers, for the baseline to serve from memory.
    const productsRes = await fetch(`${shop.url}/api/products`);
    const graphqlRes = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: productsQuery,
    });
    const payloads = {
      products: {
        body: await productsRes.text(),
        contentType: productsRes.headers.get('content-type') ?? 'application/json',
      },
      graphql: {
        body: await graphqlRes.text(),
        contentType: graphqlRes.headers.get('content-type') ?? 'application/json',
      },
    };
    if (!productsRes.ok || !graphqlRes.ok || payloads.graphql.body.includes('"errors"')) {
      throw new Error(
        `The shop did not answer the benchmark requests: ${payloads.products.body.slice(0, 200)} / ${payloads.graphql.body.slice(0, 200)}`,
      );
    }
    const productCount = (JSON.parse(payloads.products.body) as unknown[]).length;
    mkdirSync(path.join(repoRoot, dataDir), { recursive: true });
    const payloadFile = path.join(repoRoot, dataDir, 'baseline-payloads.json');
    writeFileSync(payloadFile, JSON.stringify(payloads));

    let baselinePort = 0;
    const baseline = supervisor.spawn(
      'baseline',
      process.execPath,
      ['--import', '@swc-node/register/esm-register', path.join(repoRoot, 'scripts', 'bench-baseline.ts'), payloadFile],
      {
        env: { ...process.env, SWC_NODE_PROJECT: path.join(repoRoot, 'scripts', 'tsconfig.json') },
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
    const baselineUrl = `http://127.0.0.1:${baselinePort}`;

    log(
      `\nBenchmark: ${connections} connections, ${duration} s per measurement after a ${warmup} s warm-up; ` +
        `${productCount} products, ${payloads.products.body.length} bytes (REST), ${payloads.graphql.body.length} bytes (GraphQL).`,
    );
    const rows: string[][] = [];
    for (const target of targets) {
      const measured: Record<'shop' | 'bare', Result> = {} as Record<'shop' | 'bare', Result>;
      for (const [label, base] of [
        ['shop', shop.url],
        ['bare', baselineUrl],
      ] as const) {
        log(`  ${target.name} — ${label === 'shop' ? 'shop' : 'bare Node http'}…`);
        await measure(base, target, warmup);
        measured[label] = await measure(base, target, duration);
      }
      const { shop: s, bare: b } = measured;
      rows.push(
        [target.name, 'shop', fmt(s.requests.average, 0), fmt(s.latency.p99, 0)],
        ['', 'bare Node http', fmt(b.requests.average, 0), fmt(b.latency.p99, 0)],
        [
          '',
          'shop / bare',
          `${fmt(s.requests.average / b.requests.average, 3)}×`,
          `${fmt(s.latency.p99 / Math.max(b.latency.p99, 1), 1)}×`,
        ],
      );
    }
    printTable(['request', 'server', 'req/s', 'p99 ms'], rows, { nameColumns: 2, groupSize: 3 });
    log('(p99 is reported in whole milliseconds by autocannon; a ratio against a 0 ms p99 uses 1 ms.)');
  } catch (err) {
    log(`✖ ${err instanceof Error ? err.message : String(err)}`);
    await supervisor.shutdown(1);
  }
  await supervisor.shutdown(0);
}

function fmt(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

await main();
