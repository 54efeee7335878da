import { readSessions } from '../../common/auth.js';
import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { mailGuard } from '../../infra/mail-limits.js';
import { CONTACT_THANKS, submitContact } from './contact.service.js';

/** POST /api/contact (storefront §7): 201 `{ id, message }`, 400 `{ message, fieldErrors }`. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/contact', { config: { policy: PUBLIC } }, async (request, reply) => {
    const contact = await submitContact(
      request.em,
      request.body,
      mailGuard(request),
      readSessions(request).customer?.email,
    );
    return reply.status(201).send({ id: contact.id, message: CONTACT_THANKS });
  });
};
