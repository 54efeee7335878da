import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { acceptFormBodies } from '../../common/form-body.js';
import { mailGuard } from '../../infra/mail-limits.js';
import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '@russ/schema/newsletter/newsletter.validators';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from './newsletter.service.js';
import { unsubscribeCampaignRecipient } from './campaign.service.js';
import { renderUnsubscribePage, UNSUBSCRIBE_PAGE_POLICY } from './unsubscribe-page.js';

/**
 * POST /api/newsletter `{ email }` → 200 `{ email, message }` (same answer whether or not already subscribed);
 * GET /api/newsletter/confirm?token= → 302 /?newsletter=confirmed;
 * GET /api/newsletter/unsubscribe?token= → 302 /?newsletter=unsubscribed (POST: one-click unsubscribe, 200 JSON);
 * a bad or expired link → 302 /?newsletter=invalid.
 * Campaign mails: GET /api/newsletter/campaign-unsubscribe?token= unsubscribes and shows a plain Norwegian page;
 * POST (RFC 8058 one-click, from mail clients on any origin) answers 200 whatever the token, so nobody can
 * probe which addresses or tokens exist.
 */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const open = { config: { policy: PUBLIC } };
  app.post('/api/newsletter', open, async (request) => {
    const { email } = await subscribeNewsletter(request.em, request.body, mailGuard(request));
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

  // RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" (a form body, the only thing
  // this route accepts besides JSON) to the List-Unsubscribe URL.
  await app.register(async (oneClick) => {
    acceptFormBodies(oneClick);
    oneClick.post<{ Querystring: { token?: unknown } }>('/api/newsletter/unsubscribe', open, async (request, reply) => {
      const outcome = await unsubscribeNewsletter(request.em, request.query.token, app.config.sessionSecret);
      if (outcome === 'invalid') return reply.status(400).send({ message: 'Ugyldig eller utløpt lenke' });
      return { message: 'Du er meldt av nyhetsbrevet.' };
    });
    oneClick.post<{ Querystring: { token?: unknown } }>(
      '/api/newsletter/campaign-unsubscribe',
      { config: { policy: PUBLIC, allowCrossSite: true } },
      async (request) => {
        await unsubscribeCampaignRecipient(request.em, request.query.token, app.config.sessionSecret);
        return { message: 'Du er meldt av nyhetsbrevet.' };
      },
    );
  });

  app.get<{ Querystring: { token?: unknown } }>(
    '/api/newsletter/campaign-unsubscribe',
    open,
    async (request, reply) => {
      const done = await unsubscribeCampaignRecipient(request.em, request.query.token, app.config.sessionSecret);
      return reply
        .status(done ? 200 : 404)
        .header('cache-control', 'no-store')
        .header('content-security-policy', UNSUBSCRIBE_PAGE_POLICY)
        .type('text/html; charset=utf-8')
        .send(renderUnsubscribePage(done, app.config.shop.name));
    },
  );
};
