import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
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
  if (trustProxy === false) return () => false;
  const trust = typeof trustProxy === 'function' ? trustProxy : proxyAddr.compile(trustProxy);
  return (peer) => peer !== undefined && trust(peer, 0);
}

/**
 * Fastify's request-id options: a well-formed `x-request-id` is taken over only when the request comes from a
 * trusted proxy (a client could otherwise choose the id its own lines carry, or collide with another request's);
 * every other request gets a fresh UUID. Fastify's child logger puts it in each log line of the request as `reqId`.
 */
export function requestIdOptions(
  config: Pick<AppConfig, 'trustProxy'>,
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
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
