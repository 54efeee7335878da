import { createHash } from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { sessionCookieNames } from './auth.js';

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
 * its ETag (If-None-Match → 304). Once Fastify has answered a hit of a stored answer, later hits are answered
 * before Fastify itself (`PublicAnswerCache.serverFactory`: a plain `http` handler in front of Fastify's, with the
 * headers, log lines and metrics Fastify's hooks gave that answer): a GET at once, a GraphQL POST (small JSON
 * bodies) once its body has arrived; a POST that is not a hit goes on to Fastify with the body read. Public answers
 * say `Cache-Control: public, no-cache` (with or without this cache): any cache, a CDN included, may keep them but
 * must revalidate, so a change made in the console is on the next answer everywhere.
 */

/** Cache-Control of public catalogue answers. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** At most this many answers per process (distinct URLs and variables); the oldest go first. */
const MAX_ENTRIES = 500;
/** Below this an answer is sent uncompressed (as common/compression.ts does). */
const COMPRESS_MIN_BYTES = 1024;
const GRAPHQL_PATH = '/graphql';
/** A GraphQL POST body up to this size is read before Fastify, to answer it from the cache. */
const EARLY_POST_MAX_BYTES = 16 * 1024;
/** The body of a POST read before Fastify (a miss), handed to Fastify's body parsing by the preParsing hook. */
const READ_BODY = Symbol('publicAnswerReadBody');
type ReadRequest = IncomingMessage & { [READ_BODY]?: Buffer };

interface CachedAnswer {
  /** A GraphQL answer (a GET hit must pass Apollo's CSRF prevention); else a REST route's. */
  graphql: boolean;
  /** The route pattern the answer came from, for the metrics of a hit answered before Fastify. */
  route: string;
  generation: number;
  expiresAt: number;
  contentType: string;
  etag: string;
  identity: Buffer;
  /** The headers of Fastify's answer to a GET hit, less the request's own (set once Fastify answered one). */
  headers?: Record<string, string>;
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
    /** Set while Fastify answers a hit from the cache. */
    publicHit?: CachedAnswer;
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

/** The cache key of a GraphQL POST from its JSON body: document (or persisted-query hash), operation and variables. */
function graphqlKey(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { query, operationName, variables, extensions } = body as {
    query?: unknown;
    operationName?: unknown;
    variables?: unknown;
    extensions?: unknown;
  };
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery
    ?.sha256Hash;
  const document = typeof persisted === 'string' ? `#${persisted}` : query;
  if (typeof document !== 'string') return null;
  return `POST ${document}\u0000${typeof operationName === 'string' ? operationName : ''}\u0000${JSON.stringify(variables ?? null)}`;
}

/**
 * The key of a POST body read before Fastify, or null when Fastify must judge the body: not JSON, or one with a
 * `__proto__` key (which Fastify's parser refuses) or a `constructor` key (left to its parser's own rules).
 */
function earlyGraphqlKey(body: Buffer): string | null {
  const text = body.toString('utf8');
  if (text.includes('__proto__') || text.includes('constructor')) return null;
  try {
    return graphqlKey(JSON.parse(text));
  } catch {
    return null;
  }
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
function passesCsrfPrevention(headers: IncomingHttpHeaders): boolean {
  if (headers['apollo-require-preflight'] || headers['x-apollo-operation-name']) return true;
  const type = headers['content-type'];
  return Boolean(type) && !SIMPLE_CONTENT_TYPES.has(type!.split(';')[0].trim().toLowerCase());
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pieces of Fastify's request handling a hit answered before Fastify repeats (see `answerBeforeFastify`). */
export interface EarlyHitContext {
  /** Fastify's request id of the request (its `genReqId`). */
  requestId(request: IncomingMessage): string;
  /** Counts an answer as Fastify's metrics hook does (method, route pattern, status, seconds). */
  recordAnswer(method: string, route: string, statusCode: number, seconds: number): void;
  /** Writes Fastify's `incoming request` and `request completed` lines, when its logger logs them. */
  logRequest?(request: IncomingMessage, requestId: string, statusCode: number, milliseconds: number): void;
}

/** Headers of a hit's answer that are the request's own, not the stored answer's. */
// set-cookie too: an anonymous answer sets none today, and one it ever set must never go to every later visitor.
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'set-cookie',
]);

/**
 * The whole anonymous answers of one API process (see the top of this file). Made before the Fastify app, whose
 * `serverFactory` it provides; `attach(app)` adds the hooks that store answers and serve POST hits.
 */
export class PublicAnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private readonly sessionCookie: RegExp;
  private early: EarlyHitContext | undefined;
  private closing = false;

  constructor(
    private readonly options: {
      ttlMs: number;
      publicUrl: string;
      /** The current generation of the public content (common/public-content.ts). */
      generation: () => number;
    },
  ) {
    const { customer, staff } = sessionCookieNames(options.publicUrl);
    // Read from the Cookie header itself: a GET hit is answered before the cookie parser runs. Any session cookie,
    // valid or not, makes the request not anonymous.
    this.sessionCookie = new RegExp(`(?:^|;)\\s*(?:${escapeRegExp(customer)}|${escapeRegExp(staff)})=`);
  }

  private isAnonymous(headers: IncomingHttpHeaders): boolean {
    const cookie = headers.cookie;
    return !cookie || !this.sessionCookie.test(cookie);
  }

  /** The stored answer for `key` while it is still good (the same public content, not expired). */
  private current(key: string): CachedAnswer | undefined {
    const hit = this.answers.get(key);
    return hit && hit.generation === this.options.generation() && hit.expiresAt > Date.now() ? hit : undefined;
  }

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make (with its timeouts), whose handler answers a GET
   * of a stored public answer itself and hands every other request to Fastify. Such a hit goes through no Fastify
   * routing, hooks or reply objects; it carries the headers Fastify's own hit answer had (learnt from the first hit
   * Fastify answered of each stored answer, so the security headers and Vary stay those of the hooks), a request
   * id, the metrics and the log lines. Until that first hit, and with the cache off, Fastify answers.
   */
  readonly serverFactory: NonNullable<FastifyServerOptions['serverFactory']> = (handler, fastifyOptions) => {
    // Fastify's options with its defaults applied: what it sets on a server it makes itself.
    const options = fastifyOptions as Pick<
      FastifyServerOptions,
      'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'
    >;
    const server = http.createServer((request, response) => {
      if (this.answerBeforeFastify(request, response)) return;
      if (this.readsPostBody(request)) this.answerPostBeforeFastify(request, response, handler);
      else handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** Answers a GET of a stored answer whose Fastify headers are known; false hands the request to Fastify. */
  private answerBeforeFastify(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !this.early || this.closing) return false;
    const hit = this.answers.get(`GET ${request.url}`);
    if (!hit || !this.isAnonymous(request.headers)) return false;
    if (hit.graphql && !passesCsrfPrevention(request.headers)) return false;
    return this.sendEarly(request, response, hit);
  }

  /**
   * Whether a request is a GraphQL POST whose body is read before Fastify: anonymous, with a small JSON body of a
   * declared length (Apollo's CSRF prevention passes it), while early hits are answered.
   */
  private readsPostBody(request: IncomingMessage): boolean {
    if (request.method !== 'POST' || request.url !== GRAPHQL_PATH || !this.early || this.closing) return false;
    const { headers } = request;
    const length = Number(headers['content-length']);
    return (
      length > 0 &&
      length <= EARLY_POST_MAX_BYTES &&
      !headers['content-encoding'] &&
      !headers['transfer-encoding'] &&
      headers['content-type']?.split(';')[0].trim().toLowerCase() === 'application/json' &&
      this.isAnonymous(headers)
    );
  }

  /**
   * Reads a GraphQL POST's body and answers it if it is a stored answer whose Fastify headers are known; else hands
   * the request, with the body read, to Fastify (the preParsing hook in `attach` gives Fastify the body).
   */
  private answerPostBeforeFastify(
    request: IncomingMessage,
    response: ServerResponse,
    handler: (request: IncomingMessage, response: ServerResponse) => void,
  ): void {
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
    };
    const onEnd = () => {
      request.off('data', onData).off('error', onError);
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length);
      const key = earlyGraphqlKey(body);
      const hit = key === null ? undefined : this.answers.get(key);
      if (hit && this.sendEarly(request, response, hit)) return;
      (request as ReadRequest)[READ_BODY] = body;
      handler(request, response);
    };
    // The client went away mid-body: there is nobody to answer.
    const onError = () => request.off('data', onData).off('end', onEnd);
    request.on('data', onData).once('end', onEnd).once('error', onError);
  }

  /**
   * Answers a hit as Fastify answered it before (its headers, the request id, the metrics and log lines); false,
   * answering nothing, when Fastify has not answered this hit yet or the copy is stale (Fastify's path drops it and
   * reads anew).
   */
  private sendEarly(request: IncomingMessage, response: ServerResponse, hit: CachedAnswer): boolean {
    const early = this.early!;
    if (!hit.headers || hit.generation !== this.options.generation() || hit.expiresAt <= Date.now()) return false;
    const started = performance.now();
    const requestId = early.requestId(request);
    const headers: Record<string, string | number> = { ...hit.headers, 'x-request-id': requestId };
    let status = 200;
    let body: Buffer | undefined;
    if (request.headers['if-none-match'] === hit.etag) {
      status = 304;
    } else {
      const encoding =
        hit.identity.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
      body = encoding ? compress(hit, encoding) : hit.identity;
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = body.length;
    }
    response.writeHead(status, headers);
    response.end(body);
    const milliseconds = performance.now() - started;
    early.recordAnswer(request.method!, hit.route, status, milliseconds / 1000);
    early.logRequest?.(request, requestId, status, milliseconds);
    return true;
  }

  /**
   * Adds the cache to the app: call it before the request EntityManager and the cookie parser are set up (a GET hit
   * Fastify answers is answered in onRequest, before any of that work) and before compressAnswers (the stored
   * answer is the uncompressed one). With `ttlMs` 0 it only sets the public Cache-Control of `publicCache` routes.
   * `early` is what a GET hit answered before Fastify needs (with the app's `serverFactory`).
   */
  attach(app: FastifyInstance, early: EarlyHitContext): void {
    const { ttlMs } = this.options;
    const answers = this.answers;
    const isAnonymous = (request: FastifyRequest) => this.isAnonymous(request.headers);
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
        graphql: request.routeOptions.url === GRAPHQL_PATH,
        route: request.routeOptions.url ?? '(unmatched)',
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
    this.early = early;
    app.addHook('preClose', async () => {
      this.closing = true;
    });

    /** The stored answer for `key` if it is still good; else the request is marked to store what it is answered. */
    const lookUp = (request: FastifyRequest, key: string, cacheable: boolean): CachedAnswer | undefined => {
      const hit = this.current(key);
      if (hit) return hit;
      answers.delete(key);
      request.publicAnswer = { key, generation: this.options.generation(), cacheable };
      return undefined;
    };

    // GET (REST routes that declare publicCache, GraphQL persisted queries): keyed by the URL, answered at once.
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET') return;
      const isGraphql = request.routeOptions.url === GRAPHQL_PATH;
      if (!isGraphql && !request.routeOptions.config?.publicCache) return;
      if (!isAnonymous(request) || (isGraphql && !passesCsrfPrevention(request.headers))) return;
      const hit = lookUp(request, `GET ${request.url}`, !isGraphql);
      if (hit) {
        request.publicHit = hit;
        return sendCached(request, reply, hit);
      }
    });
    // The headers Fastify's hooks gave a hit's 200 answer are what the hits answered before Fastify carry.
    app.addHook('onResponse', async (request, reply) => {
      const hit = request.publicHit;
      if (!hit || hit.headers || reply.statusCode !== 200) return;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !PER_REQUEST_HEADERS.has(name.toLowerCase())) {
          headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
        }
      }
      hit.headers = headers;
    });
    // A POST whose body was read before Fastify (not a hit there): Fastify parses the body read.
    app.addHook('preParsing', (request, _reply, payload, done) => {
      const body = (request.raw as ReadRequest)[READ_BODY];
      done(null, body ? Readable.from([body]) : payload);
    });
    // GraphQL POST: keyed by the parsed body's document (or hash), operation name and variables.
    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'POST' || request.routeOptions.url !== GRAPHQL_PATH || !isAnonymous(request)) return;
      const key = graphqlKey(request.body);
      if (key === null) return;
      const hit = lookUp(request, key, false);
      if (hit) {
        request.publicHit = hit;
        return sendCached(request, reply, hit);
      }
    });
  }
}
