import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { FaqItemAnswer } from './faq.responses.js';
import { listFaqItems } from './faq.service.js';

/** GET /api/faq: the FAQ in display order (not in the spec's call list; a convenience twin of faqItems). */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/faq',
    {
      config: { policy: PUBLIC, publicCache: true },
      schema: { summary: 'The FAQ in display order', response: { 200: FaqItemAnswer.array() } },
    },
    (request) => listFaqItems(request.em),
  );
};
