import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSessions } from './auth.js';
import { logSecurityEvent } from './security-log.js';

/**
 * Cross-site requests cannot change anything (login CSRF included). A request with an unsafe method (POST, PUT,
 * PATCH, DELETE) is refused with 403 when the browser says it comes from another site:
 * - `Sec-Fetch-Site` (sent by every current browser) must be `same-origin` or `none` (typed in / bookmarked);
 * - without it, an `Origin` header must be the shop's own origin (PUBLIC_URL, or the host the request names).
 * A request with neither header does not come from a web page (curl, a server, the test client) and cannot ride
 * on a visitor's cookies, so it passes. On top of that, bodies are JSON or multipart only: the API has no parser
 * for `text/plain`, and form bodies are read only by the routes that need them (common/form-body.ts), so a
 * plain HTML form on another site cannot even be parsed. GraphQL adds Apollo's own CSRF prevention. A route whose
 * config says `allowCrossSite` (only the RFC 8058 one-click unsubscribe, which needs no session) is exempt.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_ORIGIN_FETCH_SITES = new Set(['same-origin', 'none']);

const CROSS_SITE_MESSAGE = 'Forespørselen kom fra et annet nettsted og ble avvist';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether the request is one a page of another site made the browser send. */
function isCrossSiteRequest(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return !SAME_ORIGIN_FETCH_SITES.has(fetchSite.toLowerCase());
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const own = new Set([originOf(publicUrl), originOf(`${request.protocol}://${request.host}`)]);
  return !own.has(originOf(origin)) || origin === 'null';
}

/** Adds the check (an onRequest hook on the root instance, before any body is read) and drops the text/plain parser. */
export function refuseCrossSiteRequests(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The one route that declares it (the one-click unsubscribe) is reached from mail clients on other origins.
    if (request.routeOptions.config?.allowCrossSite === true) return;
    if (isCrossSiteRequest(request, request.server.config.publicUrl)) {
      logSecurityEvent(request, 'csrf.refused', {
        outcome: 'refused',
        status: 403,
        sessions: readSessions(request),
        origin: request.headers.origin ?? null,
        fetchSite: request.headers['sec-fetch-site'] ?? null,
      });
      return reply.status(403).send({ message: CROSS_SITE_MESSAGE });
    }
  });
}
