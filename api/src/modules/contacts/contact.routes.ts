import { readSessions } from '../../common/auth.js';
import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { contactInput } from '@russ/schema/contact/contact.validators';
import { mailGuard } from '../../infra/mail-limits.js';
import { CONTACT_THANKS, submitContact } from './contact.service.js';

/** POST /api/contact (storefront §7): 201 `{ id, message }`, 400 `{ message, fieldErrors }`. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  const schema = {
    summary: 'Send the contact form (mails a confirmation to the sender and a notice to the shop)',
    body: contactInput,
    response: { 201: z.object({ id: z.number().int(), message: z.string() }) },
  };
  app.post('/api/contact', { config: { policy: PUBLIC }, schema }, async (request, reply) => {
    const contact = await submitContact(
      request.em,
      request.body,
      mailGuard(request),
      readSessions(request).customer?.email,
    );
    return reply.status(201).send({ id: contact.id, message: CONTACT_THANKS });
  });
};
