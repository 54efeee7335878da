// The console's part of `pnpm bench:web`: Lighthouse with its desktop preset on the console's sign-in page (a first
// visit to /admin, which sends a signed-out visitor there) and on Oversikt signed in as a staff member. The staff
// member signs in through the sign-in page itself (Playwright on the Chromium Lighthouse drives), so the session
// cookie is the api's own; Lighthouse keeps cookies between runs and empties the cache before each page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { repoRoot, type Log } from './supervisor.js';
import { createStaffUser } from './staff-user.js';

export const CONSOLE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export const CONSOLE_AIM = { performance: 95, accessibility: 95, 'best-practices': 95 };

interface LighthouseAudit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}

interface ConsoleLhr {
  runtimeError?: { message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
}

type Lighthouse = (url: string, flags: Record<string, unknown>, config?: Record<string, unknown>) => Promise<unknown>;

/** Lighthouse's own desktop preset (desktop screen and user agent, desktop throttling). */
async function desktopConfig(): Promise<Record<string, unknown>> {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  const entry = require.resolve('lighthouse');
  const file = path.join(path.dirname(entry), 'config', 'desktop-config.js');
  return ((await import(pathToFileURL(file).href)) as { default: Record<string, unknown> }).default;
}

/** Signs a new staff member in through the console's sign-in page in the Chromium listening on `port`. */
async function signInStaff(port: number, origin: string, databaseUrl: string): Promise<void> {
  const staff = await createStaffUser(databaseUrl);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/admin/login`);
    await page.getByLabel('Brukernavn').fill(staff.username);
    await page.getByLabel('Passord').fill(staff.password);
    await page.getByRole('button', { name: /Logg inn/ }).click();
    await page.getByRole('heading', { name: 'Oversikt' }).waitFor({ timeout: 60_000 });
    await page.close();
  } finally {
    // Connected over CDP: this disconnects, the browser and its cookies stay for Lighthouse.
    await browser.close();
  }
}

export interface ConsoleBench {
  rows: string[][];
  problems: string[];
}

/**
 * Lighthouse (desktop) on the sign-in page and on Oversikt: per page the three category scores, the KB it
 * transferred in all and of it JavaScript, and the main timings; `problems` lists every weighted audit under 90.
 */
export async function benchConsole(options: {
  lighthouse: Lighthouse;
  chromePort: number;
  origin: string;
  databaseUrl: string;
  reportDir: string;
  log: Log;
}): Promise<ConsoleBench> {
  const { lighthouse, chromePort, origin, log } = options;
  const config = await desktopConfig();
  mkdirSync(options.reportDir, { recursive: true });
  const rows: string[][] = [];
  const problems: string[] = [];
  const pages = [
    // `chunk`: a file only that page loads, so a run that showed something else (a session that did not hold) fails.
    { name: 'sign-in page', file: 'admin-sign-in', url: `${origin}/admin`, chunk: /\/admin\/assets\/login-/ },
    { name: 'Oversikt', file: 'admin-oversikt', url: `${origin}/admin/`, chunk: /\/admin\/assets\/overview-charts-/ },
  ];
  for (const consolePage of pages) {
    if (consolePage.name === 'Oversikt') await signInStaff(chromePort, origin, options.databaseUrl);
    log(`Lighthouse (desktop) console ${consolePage.name}: ${consolePage.url} …`);
    const result = (await lighthouse(
      consolePage.url,
      { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...CONSOLE_CATEGORIES] },
      config,
    )) as { lhr: ConsoleLhr; report: string | string[] } | undefined;
    if (!result) throw new Error(`Lighthouse returned nothing for ${consolePage.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${consolePage.url}: ${lhr.runtimeError.message}`);
    writeFileSync(
      path.join(options.reportDir, `${consolePage.file}.json`),
      Array.isArray(result.report) ? result.report[0] : result.report,
    );
    // The console redirects in the browser (no new document), so the final URL does not tell which page showed.
    const requested = (lhr.audits['network-requests']?.details?.items ?? []).map((item) => String(item.url ?? ''));
    if (!requested.some((url) => consolePage.chunk.test(url))) {
      throw new Error(`Lighthouse on the console's ${consolePage.name} did not load its code (${consolePage.chunk})`);
    }
    const audits = lhr.audits;
    const summary = audits['resource-summary']?.details?.items ?? [];
    const transfer = (type: string) =>
      ((summary.find((item) => item.resourceType === type)?.transferSize as number | undefined) ?? 0) / 1024;
    rows.push([
      consolePage.name,
      ...CONSOLE_CATEGORIES.map((category) => {
        const value = lhr.categories[category]?.score;
        return value == null ? '–' : String(Math.round(value * 100));
      }),
      transfer('total').toFixed(1),
      transfer('script').toFixed(1),
      String(summary.find((item) => item.resourceType === 'total')?.requestCount ?? '–'),
      audits['first-contentful-paint']?.displayValue ?? '–',
      audits['largest-contentful-paint']?.displayValue ?? '–',
      audits['total-blocking-time']?.displayValue ?? '–',
      audits['cumulative-layout-shift']?.displayValue ?? '–',
    ]);
    for (const category of CONSOLE_CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
        if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
        problems.push(
          `  console ${consolePage.name}  [${category}] ${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
      }
    }
    for (const warning of lhr.runWarnings) problems.push(`  console ${consolePage.name}  [warning] ${warning}`);
  }
  return { rows, problems };
}
