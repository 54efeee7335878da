import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// The worker's integration tests on their own: `node_modules/.bin/vitest run --config worker/vitest.config.ts`.
// They start what they need (a database per file, a private maildev, a private redis-server where a test stops
// Redis) and use REDIS_URL / DATABASE_URL's server when set. SWC keeps the decorator metadata MikroORM reads.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [swc.vite()],
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
