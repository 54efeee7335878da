import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The API helper's dev server may run elsewhere (e.g. VITE_API_PROXY=http://localhost:3201).
  const apiTarget = env.VITE_API_PROXY || 'http://localhost:3000';

  return {
    base: '/',
    plugins: [react(), shopIdentityHtml(env)],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
      rolldownOptions: {
        output: {
          // Libraries in their own long-lived chunks: a page change does not invalidate them in the browser cache.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              },
              {
                name: 'apollo',
                test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant|zen-observable-ts|symbol-observable)[\\/]/,
              },
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
