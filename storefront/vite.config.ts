import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { SHOP_DEFAULTS } from './src/lib/shop-defaults.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Fills `%SHOP_NAME%`-style placeholders in index.html with the same identity the app uses at runtime. */
function shopIdentityHtml(env: Record<string, string>): Plugin {
  const values: Record<string, string> = {
    NAME: env.VITE_SHOP_NAME || SHOP_DEFAULTS.name,
    PHONE: env.VITE_SHOP_PHONE || SHOP_DEFAULTS.phone,
    EMAIL: env.VITE_SHOP_EMAIL || SHOP_DEFAULTS.email,
    ADDRESS: env.VITE_SHOP_ADDRESS || SHOP_DEFAULTS.address,
  };
  return {
    name: 'russ:shop-identity-html',
    transformIndexHtml: (html) =>
      html.replace(/%SHOP_([A-Z]+)%/g, (match, key: string) => (key in values ? escapeHtml(values[key]) : match)),
  };
}

/** Files worth compressing (the API serves `<file>.br` / `<file>.gz` when the browser accepts them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/i;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy next to every compressible build file of 1 KB or more,
 * so the API sends compressed bundles without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'russ:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
        const file = path.join(outDir, fileName);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The API helper's dev server may run elsewhere (e.g. VITE_API_PROXY=http://localhost:3201).
  const apiTarget = env.VITE_API_PROXY || 'http://localhost:3000';

  return {
    base: '/',
    plugins: [react(), shopIdentityHtml(env), precompress()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
      // Workspace packages (@russ/schema) from their TypeScript source; plain node gets their compiled dist.
      conditions: ['russ-source', ...defaultClientConditions],
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/graphql': { target: apiTarget, changeOrigin: false },
        '/api': { target: apiTarget, changeOrigin: false },
      },
    },
    preview: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/graphql': { target: apiTarget, changeOrigin: false },
        '/api': { target: apiTarget, changeOrigin: false },
      },
    },
    build: {
      outDir: 'dist',
      target: 'es2022',
      // .vite/manifest.json: `pnpm bench:web` reads the entry's static imports (the first-load JavaScript) from it.
      manifest: true,
      rolldownOptions: {
        output: {
          // Libraries in their own long-lived chunks: a page change does not invalidate them in the browser cache.
          // Apollo is not part of the first load (see app/providers.tsx): its chunk, with the client factory in it,
          // arrives with the first page that uses GraphQL.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              },
              {
                name: 'apollo',
                test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant|zen-observable-ts|symbol-observable)[\\/]|[\\/]src[\\/]lib[\\/]apollo\.ts$/,
              },
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
