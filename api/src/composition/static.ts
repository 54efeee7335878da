import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { sendCompressed } from '../common/compression.js';
import { defaultRoutePolicy } from '../common/route-policy.js';
import { seoRoutes } from '../modules/seo/seo.routes.js';
import { createStorefrontPageRenderer } from '../modules/seo/storefront-page.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface StaticPaths {
  /** Images and other files under /api/assets/*. */
  assetsDir: string;
  /** Built storefront (served at /). */
  storefrontDir: string;
  /** The storefront's server build, which renders public pages (not served as a file); unset: none. */
  storefrontServerEntry?: string;
  /** Built admin console (served at /admin/). */
  adminDir: string;
}

export const defaultStaticPaths: StaticPaths = {
  assetsDir: path.join(repoRoot, 'api/assets'),
  storefrontDir: path.join(repoRoot, 'storefront/dist'),
  storefrontServerEntry: path.join(repoRoot, 'storefront/dist-ssr/entry-server.js'),
  adminDir: path.join(repoRoot, 'admin/dist'),
};

/** Paths that name a build or asset file; a miss on these is a 404, not the SPA. */
const STATIC_FILE =
  /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|xml|json|webmanifest|pdf)$/i;

/**
 * A requested file path as the file system will see it, worked out once before any check: @fastify/static hands
 * the guard a path decoded with decodeURI (which keeps %2F, %5C and friends encoded) and @fastify/send decodes it
 * again before it opens the file, so the guard decodes it the same way, turns backslashes into slashes and
 * normalises '.' and '..'. Null (refused) when it cannot be decoded or still holds an escape after that (a
 * double-encoded path: no file of ours has '%' in its name).
 */
export function normalisedFilePath(pathName: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return null;
  }
  if (/%[0-9a-f]{2}/i.test(decoded) || decoded.includes('\0')) return null;
  const normalised = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`);
  // A trailing slash stays: it names a directory, which the guards below refuse.
  return decoded.endsWith('/') && !normalised.endsWith('/') ? `${normalised}/` : normalised;
}

/** `allowedPath` for a static root: the check runs on the normalised path only (see normalisedFilePath). */
const guardedPath =
  (allowed: (normalised: string) => boolean) =>
  (pathName: string): boolean => {
    const normalised = normalisedFilePath(pathName);
    return normalised !== null && allowed(normalised);
  };

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
const isGraphqlPath = (url: string) => url === '/graphql' || url.startsWith('/graphql/') || url.startsWith('/graphql?');
const isAdminPath = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

function buildMissingNote(app: string, command: string): string {
  return `<!doctype html>
<html lang="no"><head><meta charset="utf-8"><title>${app} er ikke bygget</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>${app} er ikke bygget ennå</h1>
<p>API-et kjører, men det finnes ingen bygget versjon av ${app.toLowerCase()} å vise.</p>
<p>Kjør <code>${command}</code> og last siden på nytt (eller bruk Vite-utviklingsserveren).</p>
</body></html>
`;
}

/**
 * Sends the SPA's index.html (never cached without asking, so a new build is picked up; compressed like every
 * page) or a note that it is not built.
 */
async function sendSpaIndex(reply: FastifyReply, dir: string, name: string): Promise<FastifyReply> {
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
  let html: string;
  try {
    html = await readFile(path.join(dir, 'index.html'), 'utf8');
  } catch {
    html = buildMissingNote(name, 'pnpm build');
  }
  return sendCompressed(reply, html);
}

/**
 * Static files: /api/assets/* from api/assets, the built admin at /admin/ and the built storefront at /,
 * each with a fallback to its index.html for client-side routes. A storefront page gets its own head (title,
 * description, canonical, social tags, JSON-LD; see modules/seo) and status, and /robots.txt, /sitemap.xml and
 * /api/seo/head come with it. Both frontends' files are served pre-compressed (their builds write .br and .gz next
 * to them; Vary: Accept-Encoding), content-hashed bundles with a one-year immutable Cache-Control and everything
 * else (HTML, favicon) with no-cache. Unknown /api and /graphql paths, and anything that is not GET/HEAD, get a 404
 * JSON answer.
 */
export async function registerStatic(app: FastifyInstance, paths: StaticPaths = defaultStaticPaths): Promise<void> {
  // Files and built frontends are public and read no sessions (route policies: common/route-policy.ts).
  const endFilePolicy = defaultRoutePolicy(app, { policy: PUBLIC, publicFiles: true });
  await app.register(fastifyStatic, {
    root: paths.assetsDir,
    prefix: '/api/assets/',
    index: false,
    schemaHide: false, // listed in the OpenAPI document (common/openapi.ts), unlike the frontends' files
    maxAge: '1d',
    allowedPath: guardedPath((pathName) => !pathName.endsWith('/')),
    // Folders may be missing (fresh clone, frontends not built yet) or appear later: requests then fall through
    // to the not-found handler below.
    suppressWarning: true,
  });

  await app.register(fastifyStatic, {
    root: paths.adminDir,
    prefix: '/admin/',
    decorateReply: false,
    index: false,
    suppressWarning: true,
    preCompressed: true,
    allowedPath: guardedPath((pathName) => !pathName.endsWith('/')),
    setHeaders: buildFileCaching,
  });

  await app.register(fastifyStatic, {
    root: paths.storefrontDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    suppressWarning: true,
    preCompressed: true,
    // Never answer API paths from the storefront folder, let directory paths fall through to the SPA, and never
    // send the bare template (/index.html is a page path like any other) or the build manifest.
    allowedPath: guardedPath(
      (pathName) =>
        !isApiPath(pathName) &&
        !isGraphqlPath(pathName) &&
        !isAdminPath(pathName) &&
        !pathName.endsWith('/') &&
        pathName !== '/index.html' &&
        !pathName.startsWith('/.vite/'),
    ),
    setHeaders: buildFileCaching,
  });

  endFilePolicy();

  await app.register(seoRoutes);
  const sendStorefrontPage = createStorefrontPageRenderer({
    app,
    storefrontDir: paths.storefrontDir,
    serverEntry: paths.storefrontServerEntry,
    notBuiltHtml: () => buildMissingNote('Nettbutikken', 'pnpm build'),
  });

  // The static roots do not serve directory indexes (that would be a 403); the SPA entry points are explicit
  // (ignoreTrailingSlash makes /admin the same route as /admin/).
  const frontend = { config: { policy: PUBLIC, publicFiles: true } };
  app.get('/admin/', frontend, (_request, reply) => sendSpaIndex(reply, paths.adminDir, 'Admin'));
  app.get('/', frontend, sendStorefrontPage);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !isGraphqlPath(url);
    if (!isPageRequest) {
      return reply.status(404).send({ message: `Fant ikke ${request.method} ${url.split('?')[0]}` });
    }
    // A request for a missing file (e.g. an old hashed bundle) is a real 404; a route path gets the SPA.
    if (STATIC_FILE.test(url.split('?')[0])) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return isAdminPath(url) ? sendSpaIndex(reply, paths.adminDir, 'Admin') : sendStorefrontPage(request, reply);
  });
}

/**
 * Vite puts content-hashed bundles under assets/; those never change, so browsers keep them a year without asking.
 * Any other file of a build (favicon) keeps its name across builds: the browser asks again each time (no-cache,
 * answered with 304 while it is unchanged).
 */
function buildFileCaching(reply: FastifyReply, filePath: string): void {
  reply.header(
    'Cache-Control',
    filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}
