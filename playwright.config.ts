import { defineConfig } from '@playwright/test';

// End-to-end tests in Debian's Chromium against the shop on E2E_BASE_URL. `pnpm test` starts that shop itself
// (scripts/test.ts) and sets E2E_BASE_URL; `pnpm test:e2e` alone lets Playwright start it with scripts/e2e-shop.ts.
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const ci = !!process.env.CI;
const resultsFile = process.env.E2E_JSON_REPORT ?? 'test-results/e2e-results.json';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: resultsFile }]],
  use: {
    baseURL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // Recording a trace snapshots the page at every action, which costs every test time. In CI a failed test is
    // run once more (retries: 1) and that second run records one; locally every failure keeps its trace.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A click that something covers fails after 30 s (and CI's retry runs) instead of waiting out the whole test.
    actionTimeout: 30_000,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: '**/flows-api-restart.spec.ts',
      // Runs after every other test, passed or failed: restarting the api must not disturb tests in flight.
      teardown: 'api-restart',
    },
    { name: 'api-restart', testMatch: '**/flows-api-restart.spec.ts' },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command:
          'SWC_NODE_PROJECT=scripts/tsconfig.json node --import @swc-node/register/esm-register scripts/e2e-shop.ts',
        url: `${baseURL}/api/health`,
        reuseExistingServer: !ci,
        timeout: 300_000,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      },
});
