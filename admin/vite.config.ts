import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { visualizer } from 'rollup-plugin-visualizer';

const graphqlDocumentImports = defineRolldownBabelPreset({
  preset: {
    plugins: [
      [
        babelOptimizerPlugin,
        { artifactDirectory: fileURLToPath(new URL('./src/gql', import.meta.url)), gqlTagName: 'graphql' },
      ],
    ],
  },
  rolldown: { filter: { id: { include: /[\\/]src[\\/]/, exclude: /[\\/]src[\\/]gql[\\/]/ }, code: /\bgraphql\(/ } },
});

// The admin is served by the API at /admin; in development the dev server proxies the API.
// VITE_API_PROXY points the proxy elsewhere, e.g. the API helper's dev server on :3201.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.VITE_API_PROXY ?? 'http://localhost:3000';
  const proxy = {
    '/graphql': { target: apiTarget, changeOrigin: true },
    '/api': { target: apiTarget, changeOrigin: true },
  };
  return {
    base: '/admin/',
    plugins: [
      react(),
      // Each `graphql(`…`)` becomes an import of that one document from src/gql/graphql.ts (the client preset's
      // optimizer), so a chunk carries the documents it uses instead of the map of every document in the console.
      babel({ presets: [graphqlDocumentImports] }),
      // A Brotli (quality 11) and a gzip (level 9) copy next to every compressible build file of 1 KB or more: the
      // API sends them as they are (@fastify/static `preCompressed`, see api/src/composition/static.ts) instead of
      // about 4.9 MB of raw JavaScript. index.html is compressed by the API when it sends it.
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/i,
        exclude: /(?:^|\/)\.vite\//,
        threshold: 1024,
        logLevel: 'silent',
      }),
      // ADMIN_BUNDLE_REPORT=1 pnpm --filter @russ/admin build: which modules make up each chunk, with gzip
      // sizes, as a treemap in .data/admin-bundle.html (never in the default build).
      env.ADMIN_BUNDLE_REPORT
        ? visualizer({
            filename: fileURLToPath(new URL('../.data/admin-bundle.html', import.meta.url)),
            template: 'treemap',
            gzipSize: true,
          })
        : null,
    ],
    // Workspace packages (@russ/schema) from their TypeScript source; plain node gets their compiled dist.
    resolve: {
      conditions: ['russ-source', ...defaultClientConditions],
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // .vite/manifest.json: which chunks each route needs (`pnpm bench:web` reads the console's from it).
      manifest: true,
      // antd + pro-components are large even when split per route; keep the warning meaningful.
      chunkSizeWarningLimit: 500,
    },
    server: { port: 5174, strictPort: true, proxy },
    preview: { port: 5174, strictPort: true, proxy },
  };
});
