import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieNames } from './auth.js';
import { publicContentGeneration } from './public-content.js';

/**
 * Whole answers of the public catalogue reads (products, FAQ, blog; REST routes that declare `publicCache` and the
 * GraphQL queries whose every root field is `@PublicRead()`), kept per API process for anonymous visitors:
 * - only requests without a session cookie are served from the cache or stored into it, so nothing a signed-in
 *   customer or staff member is answered ever comes from or goes into it;
 * - the key is the exact request: REST its URL; GraphQL a GET its URL (document or persisted-query hash, operation
 *   name and variables, as a CDN keys it), a POST its document (or persisted-query hash), operation name and
 *   variables. A GraphQL answer is stored only when it has no errors and its operation reads public fields only
 *   (`publicReadsOnly`), after Apollo parsed, validated (limits included) and executed it;
 * - every copy remembers the public content's generation when its request began (common/public-content.ts): a
 *   change in any API process makes it stale at once; it also expires with CATALOG_CACHE_TTL_MS (a write by plain
 *   SQL, a blog post whose publish time comes). With CATALOG_CACHE_TTL_MS=0 nothing is cached.
 * A hit is answered before Apollo or the route handler runs, as stored bytes (compressed once per encoding), with
 * its ETag (If-None-Match → 304). Public answers say `Cache-Control: public, no-cache` (with or without this cache):
 * any cache, a CDN included, may keep them but must revalidate, so a change made in the console is on the next
 * answer everywhere.
 */

/** Cache-Control of public catalogue answers. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** At most this many answers per process (distinct URLs and variables); the oldest go first. */
const MAX_ENTRIES = 500;
/** Below this an answer is sent uncompressed (as common/compression.ts does). */
const COMPRESS_MIN_BYTES = 1024;
const GRAPHQL_PATH = '/graphql';

interface CachedAnswer {
  generation: number;
  expiresAt: number;
  contentType: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

interface PendingAnswer {
  key: string;
  generation: number;
  /** REST routes that declare publicCache: true; GraphQL: set by the Apollo plugin when the operation qualifies. */
  cacheable: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read whose answer is the same for every visitor: cached for anonymous requests, `public` answers. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    /** Set while a cacheable request is answered by the route (a cache miss). */
    publicAnswer?: PendingAnswer;
  }
}

/**
 * Marks this GraphQL request's answer as a public read (called by the Apollo plugin once the operation is known to
 * read public fields only and answered without errors): it may be stored.
 */
export function markPublicRead(request: FastifyRequest): void {
  if (request.publicAnswer) request.publicAnswer.cacheable = true;
}

/** The preferred encoding the client accepts of Brotli and gzip (q=0 refuses), or null. */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let best: 'br' | 'gzip' | null = null;
  let bestQ = 0;
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'br' && name !== 'gzip') continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    if (weight > bestQ || (weight === bestQ && weight > 0 && name === 'br')) {
      best = name;
      bestQ = weight;
    }
  }
  return bestQ > 0 ? best : null;
}

function compress(answer: CachedAnswer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
    return answer.br;
  }
  answer.gzip ??= gzipSync(answer.identity);
  return answer.gzip;
}

function graphqlKey(request: FastifyRequest): string | null {
  const body = request.body as
    { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown } | null | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const persisted = (body.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery
    ?.sha256Hash;
  const document = typeof persisted === 'string' ? `#${persisted}` : body.query;
  if (typeof document !== 'string') return null;
  const operationName = typeof body.operationName === 'string' ? body.operationName : '';
  return `POST ${document}\u0000${operationName}\u0000${JSON.stringify(body.variables ?? null)}`;
}

/** A hit: the stored bytes (compressed once per encoding the client takes), or 304 when the client has them. */
function sendCached(request: FastifyRequest, reply: FastifyReply, hit: CachedAnswer): FastifyReply {
  reply.header('content-type', hit.contentType).header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', hit.etag);
  if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
  const encoding =
    hit.identity.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(hit.identity);
  return reply.header('content-encoding', encoding).send(compress(hit, encoding));
}

const SIMPLE_CONTENT_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Apollo's CSRF prevention for a GraphQL GET: a non-simple content type or one of its preflight headers. A cached
 * answer is only given to a GET that Apollo would have answered too.
 */
function passesCsrfPrevention(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['apollo-require-preflight'] || headers['x-apollo-operation-name']) return true;
  const type = headers['content-type'];
  return Boolean(type) && !SIMPLE_CONTENT_TYPES.has(type!.split(';')[0].trim().toLowerCase());
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Adds the cache to the app: call it before the request EntityManager and the cookie parser are set up (a GET hit
 * is answered in onRequest, before any of that work) and before compressAnswers (the stored answer is the
 * uncompressed one). `ttlMs` 0 leaves the cache out and only sets the public Cache-Control of `publicCache` routes.
 */
export function cachePublicAnswers(app: FastifyInstance, { ttlMs }: { ttlMs: number }): void {
  const { customer, staff } = sessionCookieNames(app.config.publicUrl);
  // Read from the Cookie header itself: a GET hit is answered before the cookie parser runs. Any session cookie,
  // valid or not, makes the request not anonymous.
  const sessionCookie = new RegExp(`(?:^|;)\\s*(?:${escapeRegExp(customer)}|${escapeRegExp(staff)})=`);
  const isAnonymous = (request: FastifyRequest) => {
    const cookie = request.headers.cookie;
    return !cookie || !sessionCookie.test(cookie);
  };
  const answers = new Map<string, CachedAnswer>();
  // A cached answer is served before the route's policy is checked: only public routes may declare publicCache.
  app.addHook('onRoute', (route) => {
    if (route.config?.publicCache && route.config.policy?.kind !== 'public') {
      throw new Error(`${route.url} declares publicCache but is not PUBLIC`);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.publicCache && reply.statusCode === 200 && isAnonymous(request)) {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    }
    const pending = request.publicAnswer;
    if (!pending?.cacheable || reply.statusCode !== 200) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (!body) return payload;
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value!);
    answers.set(pending.key, {
      generation: pending.generation,
      expiresAt: Date.now() + ttlMs,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag,
      identity: body,
    });
    reply.header('etag', etag);
    return payload;
  });
  if (ttlMs <= 0) return;

  /** The stored answer for `key` if it is still good; else the request is marked to store what it is answered. */
  const lookUp = (request: FastifyRequest, key: string, cacheable: boolean): CachedAnswer | undefined => {
    const generation = publicContentGeneration(app.orm.em);
    const hit = answers.get(key);
    if (hit && hit.generation === generation && hit.expiresAt > Date.now()) return hit;
    if (hit) answers.delete(key);
    request.publicAnswer = { key, generation, cacheable };
    return undefined;
  };

  // GET (REST routes that declare publicCache, GraphQL persisted queries): keyed by the URL, answered at once.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const isGraphql = request.routeOptions.url === GRAPHQL_PATH;
    if (!isGraphql && !request.routeOptions.config?.publicCache) return;
    if (!isAnonymous(request) || (isGraphql && !passesCsrfPrevention(request))) return;
    const hit = lookUp(request, `GET ${request.url}`, !isGraphql);
    if (hit) return sendCached(request, reply, hit);
  });
  // GraphQL POST: keyed by the parsed body's document (or hash), operation name and variables.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== GRAPHQL_PATH || !isAnonymous(request)) return;
    const key = graphqlKey(request);
    if (key === null) return;
    const hit = lookUp(request, key, false);
    if (hit) return sendCached(request, reply, hit);
  });
}
