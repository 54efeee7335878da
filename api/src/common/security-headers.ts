import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieNames } from './auth.js';

/**
 * Response headers that protect the pages and the personal data:
 * - on every answer: `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin` and
 *   `X-Frame-Options: DENY` (with the pages' CSP frame-ancestors 'none');
 * - a Content-Security-Policy on every HTML answer (the storefront's pages name the hashes of their inline
 *   scripts, see `contentSecurityPolicy`; a page that sets its own policy keeps it);
 * - Strict-Transport-Security in production;
 * - `Cache-Control: no-store` on answers with personal data: the customer and staff REST routes, the auth routes,
 *   and GraphQL answers to a request that carries a session cookie.
 */

/** One year, the usual HSTS max-age. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy of the shop's HTML pages. Scripts only from the shop's own origin (plus the hashes of a page's inline
 * scripts); no plugins, no <base>, no framing. Styles allow 'unsafe-inline': the admin console's antd writes its
 * CSS-in-JS into <style> elements at run time, and the storefront's static first paint uses style attributes.
 * Images may be data: and blob: URLs (previews of uploads before they are sent).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** `sha256-…` of every inline (no src) executable <script> of an HTML document; JSON data blocks are skipped. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** Route patterns whose answers are about one person. */
const PERSONAL_ROUTE_PREFIXES = ['/api/customer/', '/api/members/profile/', '/api/auth/', '/api/admin/'];

function isPersonal(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  if (PERSONAL_ROUTE_PREFIXES.some((prefix) => route.startsWith(prefix))) return true;
  if (route === '/graphql') {
    const cookies = request.cookies ?? {};
    const names = sessionCookieNames(request.server.config.publicUrl);
    return Boolean(cookies[names.customer] || cookies[names.staff]);
  }
  return false;
}

/** Adds the headers to every answer (an onSend hook on the root instance). */
export function addSecurityHeaders(app: FastifyInstance): void {
  const { isProduction } = app.config;
  const defaultPolicy = contentSecurityPolicy();
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('Content-Security-Policy', defaultPolicy);
    }
    if (isProduction) reply.header('Strict-Transport-Security', HSTS);
    if (isPersonal(request)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
