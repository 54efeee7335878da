import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { acceptFormBodies } from '../../common/form-body.js';
import { mailGuard } from '../../infra/mail-limits.js';
import { NEWSLETTER_SUBSCRIBED_MESSAGE, newsletterInput } from '@russ/schema/newsletter/newsletter.validators';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from './newsletter.service.js';
import { unsubscribeCampaignRecipient } from './campaign.service.js';
import { verifyCampaignUnsubscribeToken, verifyNewsletterToken } from '../../infra/mail-tokens.js';
import { renderUnsubscribeConfirmPage, renderUnsubscribePage, UNSUBSCRIBE_PAGE_POLICY } from './unsubscribe-page.js';
import { z } from 'zod';
import { MessageAnswer } from '../../common/openapi.js';

/** Whether a POST comes from the page's 'Meld meg av' button (its form says `confirm=1`) rather than a mail client. */
const fromPage = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as Record<string, unknown>).confirm === '1';

const tokenQuery = (token: string) => `?${new URLSearchParams({ token }).toString()}`;

/**
 * POST /api/newsletter `{ email }` → 200 `{ email, message }` (same answer whether or not already subscribed);
 * GET /api/newsletter/confirm?token= → 302 /?newsletter=confirmed;
 * Unsubscribe links (security review: mail scanners follow links, so a GET changes nothing):
 * GET /api/newsletter/unsubscribe?token= → a page with a 'Meld meg av' button (a bad link → 302 /?newsletter=invalid);
 * POST `confirm=1` (the button) → 303 /?newsletter=unsubscribed|invalid; any other POST (RFC 8058 one-click:
 * `List-Unsubscribe=One-Click`) → 200 JSON | 400 for a bad link.
 * Campaign mails: GET /api/newsletter/campaign-unsubscribe?token= → the same kind of page (404 page for a bad link);
 * POST `confirm=1` (the button) → the plain Norwegian result page; any other POST (RFC 8058 one-click, from mail
 * clients on any origin) → 200 JSON whatever the token, so nobody can probe which addresses or tokens exist.
 */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const open = { config: { policy: PUBLIC } };
  const token = z.object({ token: z.string() });
  const signup = {
    summary: 'Newsletter signup (double opt-in: mails a confirmation link; the same answer if already subscribed)',
    body: newsletterInput,
    response: { 200: z.object({ email: z.string(), message: z.string() }) },
  };
  const navigation = (summary: string) => ({ ...open, schema: { summary, querystring: token } });
  app.post('/api/newsletter', { ...open, schema: signup }, async (request) => {
    const { email } = await subscribeNewsletter(request.em, request.body, mailGuard(request));
    return { email, message: NEWSLETTER_SUBSCRIBED_MESSAGE };
  });

  const confirm = navigation('The confirmation link: 302 /?newsletter=confirmed (or why not)');
  app.get<{ Querystring: { token?: unknown } }>('/api/newsletter/confirm', confirm, async (request, reply) => {
    const outcome = await confirmNewsletter(request.em, request.query.token, app.config);
    return reply.redirect(`/?newsletter=${outcome}`, 302);
  });

  const unsubscribePage = navigation("The unsubscribe link: a page with a 'Meld meg av' button");
  app.get<{ Querystring: { token?: unknown } }>(
    '/api/newsletter/unsubscribe',
    unsubscribePage,
    async (request, reply) => {
      const { token } = request.query;
      if (typeof token !== 'string' || !verifyNewsletterToken('newsletter-unsubscribe', token, app.config)) {
        return reply.redirect('/?newsletter=invalid', 302);
      }
      return sendPage(
        reply,
        200,
        renderUnsubscribeConfirmPage(`/api/newsletter/unsubscribe${tokenQuery(token)}`, shop()),
      );
    },
  );

  // The page's button posts a form; RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click"
  // (a form body, the only thing these routes accept besides JSON) to the List-Unsubscribe URL.
  await app.register(async (forms) => {
    acceptFormBodies(forms);
    const unsubscribe = {
      ...open,
      schema: {
        summary: "Unsubscribe: the page's button (303) or RFC 8058 one-click (JSON)",
        querystring: token,
        response: { 200: MessageAnswer },
      },
    };
    forms.post<{ Querystring: { token?: unknown } }>(
      '/api/newsletter/unsubscribe',
      unsubscribe,
      async (request, reply) => {
        const outcome = await unsubscribeNewsletter(request.em, request.query.token, app.config);
        if (fromPage(request.body)) return reply.redirect(`/?newsletter=${outcome}`, 303);
        if (outcome === 'invalid') return reply.status(400).send({ message: 'Ugyldig eller utløpt lenke' });
        return { message: 'Du er meldt av nyhetsbrevet.' };
      },
    );
    forms.post<{ Querystring: { token?: unknown } }>(
      '/api/newsletter/campaign-unsubscribe',
      {
        config: { policy: PUBLIC, allowCrossSite: true },
        schema: {
          summary: "Leave a campaign's list: the page's button (a page) or RFC 8058 one-click (JSON, any token)",
          querystring: token,
          response: { 200: MessageAnswer },
        },
      },
      async (request, reply) => {
        const done = await unsubscribeCampaignRecipient(request.em, request.query.token, app.config);
        if (fromPage(request.body)) return sendPage(reply, done ? 200 : 404, renderUnsubscribePage(done, shop()));
        return { message: 'Du er meldt av nyhetsbrevet.' };
      },
    );
  });

  app.get<{ Querystring: { token?: unknown } }>(
    '/api/newsletter/campaign-unsubscribe',
    navigation("A campaign mail's unsubscribe link: a page with a 'Meld meg av' button"),
    async (request, reply) => {
      const { token } = request.query;
      if (typeof token !== 'string' || !verifyCampaignUnsubscribeToken(token, app.config)) {
        return sendPage(reply, 404, renderUnsubscribePage(false, shop()));
      }
      const action = `/api/newsletter/campaign-unsubscribe${tokenQuery(token)}`;
      return sendPage(reply, 200, renderUnsubscribeConfirmPage(action, shop()));
    },
  );

  const shop = () => app.config.shop.name;
  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', UNSUBSCRIBE_PAGE_POLICY)
      .type('text/html; charset=utf-8')
      .send(html);
  }
};
