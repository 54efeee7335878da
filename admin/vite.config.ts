import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { Kind, parse } from 'graphql';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { visualizer } from 'rollup-plugin-visualizer';

const GQL_DOCUMENTS = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));
const GQL_DOCUMENT_PREFIX = '\0russ-graphql-document:';

/**
 * Each `graphql(`…`)` call becomes an import of that one document (`<Name>Document`, `<Name>FragmentDoc`, as the
 * client preset's optimizer names them), served as a module of its own from src/gql/graphql.ts: a chunk carries
 * the documents its pages use, instead of src/gql/gql.ts's map of every document in the console or all of
 * graphql.ts. The import gets an alias: most files name their constant exactly like the generated document
 * (`const StaffViewerDocument = graphql(…)`).
 */
function graphqlDocumentImports(): Plugin {
  let documents: Map<string, string> | null = null;
  const read = () => {
    const generated = readFileSync(GQL_DOCUMENTS, 'utf8');
    const pattern = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
    return new Map([...generated.matchAll(pattern)].map((match) => [match[1]!, match[2]!]));
  };
  return {
    name: 'russ:graphql-document-imports',
    enforce: 'pre',
    buildStart() {
      documents = null;
    },
    watchChange(id) {
      if (id === GQL_DOCUMENTS) documents = null;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(`')) return null;
      documents ??= read();
      const imports = new Set<string>();
      const replaced = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (call, source: string) => {
        const [definition] = parse(source).definitions;
        if (definition?.kind !== Kind.OPERATION_DEFINITION && definition?.kind !== Kind.FRAGMENT_DEFINITION)
          return call;
        if (!definition.name) return call;
        const name =
          definition.kind === Kind.FRAGMENT_DEFINITION
            ? `${definition.name.value}FragmentDoc`
            : `${definition.name.value}Document`;
        if (!documents!.has(name)) this.error(`${name} is not in src/gql/graphql.ts: run pnpm codegen`);
        imports.add(name);
        return `__gql_${name}`;
      });
      if (imports.size === 0) return null;
      // On the first line, so line numbers stay as they were.
      const header = [...imports]
        .map((name) => `import __gql_${name} from ${JSON.stringify(GQL_DOCUMENT_PREFIX + name)};`)
        .join(' ');
      return { code: `${header} ${replaced}`, map: null };
    },
    resolveId: (source) => (source.startsWith(GQL_DOCUMENT_PREFIX) ? source : null),
    load(id) {
      if (!id.startsWith(GQL_DOCUMENT_PREFIX)) return null;
      this.addWatchFile(GQL_DOCUMENTS);
      documents ??= read();
      return `export default ${documents.get(id.slice(GQL_DOCUMENT_PREFIX.length))};`;
    },
  };
}

const EMPTY_PRO_LOCALE = '\0russ:empty-pro-locale';

/**
 * pro-provider's intl module imports the texts of all its 33 languages; the console uses its own bokmål texts
 * (src/lib/pro-intl-nb.tsx), and pro-provider falls back to zh-CN for a key they lack. Every other language is
 * an empty module here (about 10 KB less for every page with pro-components).
 */
function onlyUsedProLocales(): Plugin {
  return {
    name: 'russ:only-used-pro-locales',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@ant-design[\\/]pro-provider[\\/]es[\\/]intl\.js$/.test(importer)) return null;
      return /^\.\/locale\/(?!zh_CN$|en_US$)/.test(source) ? EMPTY_PRO_LOCALE : null;
    },
    load: (id) => (id === EMPTY_PRO_LOCALE ? 'export default {};' : null),
  };
}

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
      onlyUsedProLocales(),
      graphqlDocumentImports(),
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
      // .vite/manifest.json: which chunks each route imports (to see what a page's first load needs).
      manifest: true,
      rolldownOptions: {
        output: {
          // What every page needs in a few long-lived chunks instead of the dozens of small shared ones the default
          // splitting makes (each one more request and its headers, and each compressed alone): React with the
          // router, Apollo, and antd's base (theme, CSS-in-JS, config provider, the rc-util helpers). Components
          // stay with the pages that use them.
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
              {
                name: 'antd-base',
                test: /node_modules[\\/](antd[\\/]es[\\/](_util|config-provider|theme|locale|style|version)[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)[\\/]|rc-util[\\/]|rc-motion[\\/]|@rc-component[\\/](util|context|portal)[\\/]|@babel[\\/]runtime[\\/]|classnames[\\/]|stylis[\\/]|@emotion[\\/]|rc-resize-observer[\\/]|resize-observer-polyfill[\\/]|react-is[\\/])/,
              },
            ],
          },
        },
      },
      // antd + pro-components are large even when split per route; keep the warning meaningful.
      chunkSizeWarningLimit: 500,
    },
    server: { port: 5174, strictPort: true, proxy },
    preview: { port: 5174, strictPort: true, proxy },
  };
});
