import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { signNewsletterToken } from '../src/infra/mail-tokens.js';
import { NewsletterSubscriber } from '../src/modules/newsletter/newsletter-subscriber.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { graphql } from './gql/gql.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';
import { expectJsonError, jsonPost } from './support/http.js';

const Subscribe = graphql(`
  mutation NewsletterTestSubscribe($email: String!) {
    subscribeNewsletter(email: $email) {
      __typename
      email
    }
  }
`);

let t: TestApp;

const confirmMails = async (subscriberId: number) =>
  (await t.em().find(OutboxEvent, { type: JOBS.newsletterConfirm })).filter(
    (e) => (e.payload as { subscriberId: number }).subscriberId === subscriberId,
  ).length;

const subscriber = (email: string) => t.em().findOneOrFail(NewsletterSubscriber, { email });

beforeAll(async () => {
  t = await startTestApp({ seed: false });
});

afterAll(async () => {
  await t?.close();
});

describe('newsletter', () => {
  it('POST /api/newsletter stores a pending subscriber and queues the confirmation mail', async () => {
    const response = await t.inject(jsonPost('/api/newsletter', { email: ' Per@Example.NO ' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'per@example.no', message: expect.any(String) });
    const row = await subscriber('per@example.no');
    expect(row.status).toBe('pending');
    expect(await confirmMails(row.id)).toBe(1);
  });

  it('rejects a bad address with a field message and stores nothing', async () => {
    const before = await t.em().count(NewsletterSubscriber);
    for (const payload of [{ email: 'nei' }, {}, { email: 5 }, { email: 'x'.repeat(100_000) + '@a.no' }]) {
      const body = expectJsonError(await t.inject(jsonPost('/api/newsletter', payload)), 400);
      expect(body.fieldErrors).toEqual({ email: 'Ugyldig e-postadresse' });
    }
    expectJsonError(
      await t.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      400,
    );
    expect(await t.em().count(NewsletterSubscriber)).toBe(before);
  });

  it('confirms with the mailed link, then a new signup answers the same without another mail', async () => {
    const row = await subscriber('per@example.no');
    const token = signNewsletterToken('newsletter-confirm', row.id, t.config.sessionSecret);
    const confirm = await t.inject({
      method: 'GET',
      url: `/api/newsletter/confirm?token=${encodeURIComponent(token)}`,
    });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/?newsletter=confirmed');
    const confirmed = await subscriber('per@example.no');
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);

    // following the link again is harmless
    expect((await t.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${token}` })).headers.location).toBe(
      '/?newsletter=confirmed',
    );

    const mailsBefore = await confirmMails(row.id);
    const again = await t.inject(jsonPost('/api/newsletter', { email: 'per@example.no' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ email: 'per@example.no' });
    expect(await confirmMails(row.id)).toBe(mailsBefore);
    expect((await subscriber('per@example.no')).status).toBe('confirmed');
  });

  it('unsubscribes with the mailed link; wrong, tampered or missing tokens change nothing', async () => {
    const row = await subscriber('per@example.no');
    const confirmToken = signNewsletterToken('newsletter-confirm', row.id, t.config.sessionSecret);
    for (const query of [
      '',
      '?token=',
      '?token=abc',
      `?token=${confirmToken}`,
      `?token=${confirmToken}x`,
      '?token=a&token=b',
    ]) {
      const response = await t.inject({ method: 'GET', url: `/api/newsletter/unsubscribe${query}` });
      expect(response.statusCode, query).toBe(302);
      expect(response.headers.location).toBe('/?newsletter=invalid');
    }
    expect((await subscriber('per@example.no')).status).toBe('confirmed');

    const token = signNewsletterToken('newsletter-unsubscribe', row.id, t.config.sessionSecret);
    // Opening the link shows a page (mail scanners follow links); its button's POST unsubscribes.
    const page = await t.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect((await subscriber('per@example.no')).status).toBe('confirmed');
    const response = await t.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=1',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?newsletter=unsubscribed');
    expect((await subscriber('per@example.no')).status).toBe('unsubscribed');

    // an old confirmation link does not subscribe again
    expect(
      (await t.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${confirmToken}` })).headers.location,
    ).toBe('/?newsletter=invalid');
    expect((await subscriber('per@example.no')).status).toBe('unsubscribed');
  });

  it('supports one-click unsubscribe (RFC 8058 POST)', async () => {
    await t.inject(jsonPost('/api/newsletter', { email: 'oneclick@example.no' }));
    const row = await subscriber('oneclick@example.no');
    const token = signNewsletterToken('newsletter-unsubscribe', row.id, t.config.sessionSecret);
    const response = await t.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await subscriber('oneclick@example.no')).status).toBe('unsubscribed');
    expectJsonError(await t.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=nope' }), 400);
  });

  it('subscribing again after unsubscribing starts a new confirmation', async () => {
    const row = await subscriber('per@example.no');
    const mailsBefore = await confirmMails(row.id);
    const result = await t.gql(Subscribe, { email: 'PER@example.no' });
    expect(result.data?.subscribeNewsletter).toEqual({ __typename: 'NewsletterSubscribed', email: 'per@example.no' });
    expect((await subscriber('per@example.no')).status).toBe('pending');
    expect(await confirmMails(row.id)).toBe(mailsBefore + 1);
  });

  it('GraphQL answers BAD_USER_INPUT for a bad address', async () => {
    const result = await t.gql(Subscribe, { email: 'ikke-en-adresse' });
    expect(refusalOf(result)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'email', message: 'Ugyldig e-postadresse' }],
    });
  });

  it('two simultaneous signups for a new address store one subscriber', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() => t.inject(jsonPost('/api/newsletter', { email: 'samtidig@example.no' }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await t.em().count(NewsletterSubscriber, { email: 'samtidig@example.no' })).toBe(1);
  });
});
