import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { listFaqItems } from './faq.service.js';

/** GET /api/faq: the FAQ in display order (not in the spec's call list; a convenience twin of faqItems). */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/faq', { config: { policy: PUBLIC } }, (request) => listFaqItems(request.em));
};
