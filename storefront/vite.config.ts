import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
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

/**
 * The app's JavaScript is fetched and run once the page's first content is on screen. Vite's built index.html
 * loads the entry at once (a module script, and a modulepreload for each chunk it imports); here a small inline
 * module takes their place and starts the same loads when the browser reports the first contentful paint (Paint
 * Timing, which comes once that frame has been presented): at most ENTRY_WAIT_MS later in any case, after the next
 * frame where Paint Timing is missing, and at once in a hidden tab, which paints nothing.
 *
 * A page rendered on the server (every public page) is then painted from its HTML and inlined CSS alone, with
 * neither the 110 KB of JavaScript on the wire beside it nor the main thread running it; the app takes over a
 * moment later, and until then its links work as plain links. Pages behind sign-in show the header placeholder
 * first, as before. (Lighthouse mobile: first contentful paint 0.7–0.9 s instead of 1.6–1.8 s.)
 */
function entryAfterFirstPaint(): Plugin {
  const ENTRY_WAIT_MS = 500;
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const preloadLink = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const loader = (entry: string, chunks: string[]) =>
    `const load = () => {
        for (const href of ${JSON.stringify(chunks)}) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.append(link);
        }
        import(${JSON.stringify(entry)});
      };
      if (document.visibilityState === 'hidden') load();
      else if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) requestAnimationFrame(() => setTimeout(load));
      else {
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          load();
        };
        new PerformanceObserver((entries, observer) => {
          if (!entries.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          start();
        }).observe({ type: 'paint', buffered: true });
        setTimeout(start, ${ENTRY_WAIT_MS});
      }`;
  return {
    name: 'russ:entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('russ:entry-after-first-paint: no entry <script> in the built index.html');
        const chunks = [...html.matchAll(preloadLink)].map((match) => match[1]);
        return html
          .replace(preloadLink, '')
          .replace(entryScript, `<script type="module">\n      ${loader(entry, chunks)}\n    </script>\n    `);
      },
    },
  };
}

/**
 * A Brotli (quality 11) and a gzip (level 9) copy next to every compressible build file of 1 KB or more (and of
 * public/), so the API sends compressed bundles without compressing on each request (@fastify/static
 * `preCompressed`). The HTML is left out: the API renders each page's head into it and compresses that answer.
 */
const precompress = () =>
  compression({
    algorithms: ['brotliCompress', 'gzip'],
    include: /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/i,
    exclude: /(?:^|\/)\.vite\//,
    threshold: 1024,
    logLevel: 'silent',
  });

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The API helper's dev server may run elsewhere (e.g. VITE_API_PROXY=http://localhost:3201).
  const apiTarget = env.VITE_API_PROXY || 'http://localhost:3000';

  return {
    base: '/',
    plugins: [react(), shopIdentityHtml(env), entryAfterFirstPaint(), precompress()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
      // Workspace packages (@russ/schema) from their TypeScript source; plain node gets their compiled dist.
      conditions: ['russ-source', ...defaultClientConditions],
    },
    // `vite build` builds both: the browser's bundles (dist/) and the server's render of the public pages
    // (dist-ssr/entry-server.js, loaded by the API: api/src/modules/seo/storefront-page.ts).
    builder: {},
    ssr: {
      // One self-contained file: the API loads it by path, without the storefront's node_modules.
      noExternal: true,
      resolve: { conditions: ['russ-source', ...defaultServerConditions] },
    },
    environments: {
      ssr: {
        build: {
          outDir: 'dist-ssr',
          target: 'node24',
          copyPublicDir: false,
          // One file, pages and all: the API imports it again after a new build (by a changed URL), which a chunk
          // importing the entry back would turn into a second copy of the app's modules.
          rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx' }, output: { codeSplitting: false } },
        },
      },
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
