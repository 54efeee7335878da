import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';

/** The header a request id arrives in (from a trusted proxy) and is echoed in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What we accept as a request id from a proxy: 1–128 characters of letters, digits and `-_.:`, enough for a
 * UUID, a ULID or an nginx `$request_id`. Anything else (spaces, quotes, control characters, a megabyte) would
 * end up in every log line of the request, so it is replaced.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED_REQUEST_ID.test(value);
}

/**
 * Whether the socket's peer is one of our proxies (TRUST_PROXY): with a hop count, any peer is the first hop;
 * with a list of addresses or ranges, the peer must be in it; unset, nobody is.
 */
export function peerIsTrustedProxy(trustProxy: AppConfig['trustProxy']): (peer: string | undefined) => boolean {
  const trust = proxyTrust(trustProxy);
  return (peer) => peer !== undefined && trust !== null && trust(peer, 0);
}

/** TRUST_PROXY as the function Fastify compiles it to (address, hop) → trusted; null when nobody is a proxy. */
function proxyTrust(trustProxy: AppConfig['trustProxy']): ((address: string, hop: number) => boolean) | null {
  if (trustProxy === false) return null;
  return typeof trustProxy === 'function' ? trustProxy : proxyAddr.compile(trustProxy);
}

/**
 * Fastify's request-id options: a well-formed `x-request-id` is taken over only when the request comes from a
 * trusted proxy (a client could otherwise choose the id its own lines carry, or collide with another request's);
 * every other request gets a fresh UUID. Fastify's child logger puts it in each log line of the request as `reqId`.
 */
export function requestIdOptions(
  config: Pick<AppConfig, 'trustProxy'>,
): Pick<FastifyServerOptions, 'requestIdHeader'> & { genReqId: (request: IncomingMessage) => string } {
  const trusted = peerIsTrustedProxy(config.trustProxy);
  return {
    // Read by genReqId below, not by Fastify, so the proxy check comes first.
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return trusted(request.socket.remoteAddress) && isWellFormedRequestId(given) ? given : randomUUID();
    },
  };
}

/** Echoes the request id in every answer's `x-request-id` header (set first, so error answers carry it too). */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/** What Fastify's `req` log serializers read of a request (its own and main.ts's), for a request Fastify never saw. */
class LoggedRequest {
  constructor(
    private readonly raw: IncomingMessage,
    private readonly trust: ((address: string, hop: number) => boolean) | null,
  ) {}
  get method() {
    return this.raw.method;
  }
  get url() {
    return this.raw.url;
  }
  get headers() {
    return this.raw.headers;
  }
  get socket() {
    return this.raw.socket;
  }
  get ip() {
    if (!this.trust) return this.raw.socket.remoteAddress;
    return proxyAddr.all(this.raw, this.trust).at(-1);
  }
  get host() {
    const forwarded = this.raw.headers['x-forwarded-host'];
    const peer = this.raw.socket.remoteAddress;
    if (forwarded && this.trust && peer !== undefined && this.trust(peer, 0)) {
      return String(forwarded).split(',').at(-1)!.trim();
    }
    return this.raw.headers.host ?? '';
  }
  get hostname() {
    const host = this.host;
    return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0];
  }
}

const LEVELS_WITH_REQUEST_LINES = new Set(['trace', 'debug', 'info']);

/**
 * Writes Fastify's two lines of a request (`incoming request`, `request completed`, with `reqId`, `req`, `res`
 * and `responseTime`) for a request answered before Fastify (the public answer cache's hits), so the log reads
 * the same. Undefined when the logger leaves those lines out (a level above info, or no logger).
 */
export function requestLogLines(
  log: FastifyBaseLogger,
  config: Pick<AppConfig, 'trustProxy'>,
): ((request: IncomingMessage, requestId: string, statusCode: number, milliseconds: number) => void) | undefined {
  if (!LEVELS_WITH_REQUEST_LINES.has(log.level)) return undefined;
  const trust = proxyTrust(config.trustProxy);
  return (request, reqId, statusCode, milliseconds) => {
    log.info({ reqId, req: new LoggedRequest(request, trust) }, 'incoming request');
    log.info({ reqId, res: { statusCode }, responseTime: milliseconds }, 'request completed');
  };
}
