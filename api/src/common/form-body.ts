import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one encapsulated plugin read `application/x-www-form-urlencoded` bodies (a flat object of
 * strings; a repeated name keeps its last value). The API has no form parser otherwise, so a form on another
 * site cannot post to any other route (common/same-origin.ts). Used by: the sign-in link page's POST and the
 * RFC 8058 one-click newsletter unsubscribe.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit = 16 * 1024): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
