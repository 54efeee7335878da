import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SeoRoute } from '@russ/schema/seo/route-meta';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { publicContentGeneration } from '../../common/public-content.js';

/**
 * The storefront's public pages rendered on the server: the storefront's build has a server entry
 * (storefront/src/entry-server.tsx → storefront/dist-ssr/entry-server.js) that renders a page's React tree with
 * the data its GraphQL queries read, which this module asks in-process (Fastify's `inject`, no network). The
 * rendered markup and data go into the page's HTML (storefront-page.ts) and the browser hydrates them.
 *
 * Each API process keeps what it rendered per URL in memory for up to CATALOG_CACHE_TTL_MS (0: every answer is
 * rendered anew). A page rendered before the storefront's content last changed is never sent: products, FAQ
 * items and blog posts written in any API process drop every process's copies (PublicContentInvalidator and
 * public-content-listener.ts, through `publicContentGeneration`).
 */

/** What the server entry answers for a page. */
export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The GraphQL cache the render filled, for the browser's client. */
  apolloState: object;
}

interface ServerEntry {
  renderPage(
    url: string,
    options: { origin: string; fetch: typeof fetch; signal?: AbortSignal },
  ): Promise<RenderedPage | null>;
}

/** Public pages are rendered; pages behind sign-in, error pages and unknown paths stay client-rendered. */
export function isServerRendered(route: SeoRoute): boolean {
  return route.kind === 'blog-post' || (route.kind === 'static' && !route.meta.noIndex);
}

/** The longest a render may take; after that the page is sent without its content (the browser renders it). */
const RENDER_TIMEOUT_MS = 5000;
/** Rendered URLs kept per process (query strings make URLs endless): the oldest goes first. */
const MAX_CACHED_PAGES = 300;

/**
 * The query parameters a public page reads while it renders (/products: `kategori`; /contact: `subject`,
 * `message`). Any other (`utm_source`, `fbclid`…) renders the same page: it is rendered and cached without them.
 */
const RENDERED_QUERY_PARAMETERS = ['kategori', 'subject', 'message'];

/** The URL a request's page is rendered (and cached) as: its path and the parameters the page reads. */
export function renderedUrl(url: string): string {
  const [pathname, search = ''] = url.split('#')[0].split(/\?(.*)/s);
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of RENDERED_QUERY_PARAMETERS) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

interface CacheEntry {
  generation: number;
  expiresAt: number;
  page: Promise<RenderedPage | null>;
}

/** GraphQL answered by this API without a network round trip: `fetch` on top of Fastify's `inject`. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const type = response.headers['content-type'];
    return new Response(response.body, {
      status: response.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

export interface PageRendererOptions {
  app: FastifyInstance;
  /** storefront/dist-ssr/entry-server.js; a missing file means no server rendering (pages as before). */
  serverEntry: string;
  /** How long a rendered page may be reused (CATALOG_CACHE_TTL_MS); 0 renders every answer. */
  ttlMs: number;
}

export function createPageRenderer({ app, serverEntry, ttlMs }: PageRendererOptions) {
  const entryUrl = pathToFileURL(serverEntry).href;
  let loaded: { mtimeMs: number; entry: Promise<ServerEntry> } | null = null;
  const cache = new Map<string, CacheEntry>();
  const fetchInProcess = inProcessFetch(app);

  /** The server entry, imported again after a new build (its file changed). */
  async function entry(): Promise<ServerEntry | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(serverEntry)).mtimeMs;
    } catch {
      loaded = null;
      return null;
    }
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      loaded = { mtimeMs, entry: import(`${entryUrl}?v=${mtimeMs}`) as Promise<ServerEntry> };
      cache.clear();
    }
    return loaded.entry;
  }

  async function render(url: string, log: FastifyBaseLogger): Promise<RenderedPage | null> {
    const server = await entry();
    if (!server) return null;
    try {
      return await server.renderPage(url, {
        origin: app.config.publicUrl,
        fetch: fetchInProcess,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
    } catch (error) {
      log.warn({ err: error, url }, 'storefront: page could not be rendered on the server; sent without content');
      return null;
    }
  }

  /**
   * The page at `requestUrl` (path and query) rendered on the server, or null when there is no server build or the
   * render failed (the browser then renders it, as for any client-rendered page).
   */
  return async function renderedPage(em: EntityManager, requestUrl: string, log: FastifyBaseLogger) {
    const url = renderedUrl(requestUrl);
    if (ttlMs <= 0) return render(url, log);
    const generation = publicContentGeneration(em);
    const now = Date.now();
    const cached = cache.get(url);
    if (cached && cached.generation === generation && cached.expiresAt > now) return cached.page;
    cache.delete(url);
    if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
    const page = render(url, log);
    const fresh: CacheEntry = { generation, expiresAt: now + ttlMs, page };
    cache.set(url, fresh);
    // A failed render is not kept: the next answer tries again.
    void page.then((result) => {
      if (result === null && cache.get(url) === fresh) cache.delete(url);
    });
    return page;
  };
}
