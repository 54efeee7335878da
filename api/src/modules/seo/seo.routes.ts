import { headTags } from '@russ/schema/seo/head';
import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { BadRequestError } from '../../common/errors.js';
import { resolvePageHead, robotsTxt, sitemapXml } from './seo.service.js';
import { z } from 'zod';

const MAX_PATH_LENGTH = 2000;

/**
 * GET /api/seo/head?path=/faq: the head of a storefront page as a list of tags — exactly what the server puts
 * into that page's HTML. The storefront applies it after a client-side navigation (not in the spec's call
 * list: it keeps the head the same whether a page was loaded or navigated to). Also /robots.txt and
 * /sitemap.xml.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const open = { config: { policy: PUBLIC } };
  const attrs = z.record(z.string(), z.string());
  const head = {
    summary: "The head of a storefront page (the tags the server puts into that page's HTML)",
    querystring: z.object({ path: z.string().describe('The page path, e.g. /faq.') }),
    response: {
      200: z.object({
        path: z.string(),
        status: z.number().int().describe('The HTTP status the page gets (404 for an unknown page).'),
        tags: z.array(
          z.union([
            z.object({ tag: z.literal('title'), text: z.string() }),
            z.object({ tag: z.enum(['meta', 'link']), attrs }),
            z.object({
              tag: z.literal('script'),
              attrs: z.object({ type: z.literal('application/ld+json') }),
              json: z.record(z.string(), z.unknown()),
            }),
          ]),
        ),
      }),
    },
  };
  app.get<{ Querystring: { path?: string } }>('/api/seo/head', { ...open, schema: head }, async (request, reply) => {
    const pagePath = request.query.path;
    if (typeof pagePath !== 'string' || !pagePath.startsWith('/') || pagePath.length > MAX_PATH_LENGTH) {
      throw new BadRequestError('Ugyldig sti');
    }
    const head = await resolvePageHead(request.em, app.config, pagePath, request.log);
    reply.header('Cache-Control', 'no-cache');
    return { path: head.path, status: head.status, tags: headTags(head) };
  });

  app.get('/robots.txt', open, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(app.config)),
  );

  app.get('/sitemap.xml', open, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml(request.em, app.config)),
  );
};
