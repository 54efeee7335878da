import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
    ],
    // Workspace packages (@russ/schema) from their TypeScript source; plain node gets their compiled dist.
    resolve: {
      conditions: ['russ-source', ...defaultClientConditions],
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // antd + pro-components are large even when split per route; keep the warning meaningful. The largest chunk
      // is the overview's charts (@ant-design/plots with G2, about 1.6 MB, 480 KB gzip), loaded only by Oversikt.
      chunkSizeWarningLimit: 1700,
    },
    server: { port: 5174, strictPort: true, proxy },
    preview: { port: 5174, strictPort: true, proxy },
  };
});
