import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '@russ/schema/newsletter/newsletter.validators';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from './newsletter.service.js';

/**
 * POST /api/newsletter `{ email }` → 200 `{ email, message }` (same answer whether or not already subscribed);
 * GET /api/newsletter/confirm?token= → 302 /?newsletter=confirmed;
 * GET /api/newsletter/unsubscribe?token= → 302 /?newsletter=unsubscribed (POST: one-click unsubscribe, 200 JSON);
 * a bad or expired link → 302 /?newsletter=invalid.
 */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const open = { config: { policy: PUBLIC } };
  app.post('/api/newsletter', open, async (request) => {
    const { email } = await subscribeNewsletter(request.em, request.body);
    return { email, message: NEWSLETTER_SUBSCRIBED_MESSAGE };
  });

  app.get<{ Querystring: { token?: unknown } }>('/api/newsletter/confirm', open, async (request, reply) => {
    const outcome = await confirmNewsletter(request.em, request.query.token, app.config.sessionSecret);
    return reply.redirect(`/?newsletter=${outcome}`, 302);
  });

  app.get<{ Querystring: { token?: unknown } }>('/api/newsletter/unsubscribe', open, async (request, reply) => {
    const outcome = await unsubscribeNewsletter(request.em, request.query.token, app.config.sessionSecret);
    return reply.redirect(`/?newsletter=${outcome}`, 302);
  });

  // RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to the List-Unsubscribe URL.
  app.post<{ Querystring: { token?: unknown } }>('/api/newsletter/unsubscribe', open, async (request, reply) => {
    const outcome = await unsubscribeNewsletter(request.em, request.query.token, app.config.sessionSecret);
    if (outcome === 'invalid') return reply.status(400).send({ message: 'Ugyldig eller utløpt lenke' });
    return { message: 'Du er meldt av nyhetsbrevet.' };
  });
};
