import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { signCampaignUnsubscribeToken } from '../src/infra/mail-tokens.js';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { graphql } from './gql/index.js';
import type { CampaignInput } from './gql/graphql.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';

/**
 * `Nyhetsbrev` (admin §11): subscribers, campaign drafts, `Send testmail`, `Send kampanje`, `Pause`, `Fortsett`,
 * `Avbryt` with their audit entries; refused steps; the RFC 8058 one-click unsubscribe (200 for any token, also
 * from another origin, form-encoded) and the plain unsubscribe page. The sending itself: worker/test.
 */

const Subscribers = graphql(`
  query NewsletterTestSubscribers($search: String, $status: String) {
    staffNewsletterSubscribers(search: $search, filter: { status: $status }) {
      total
      items {
        email
        status
      }
    }
  }
`);

const Create = graphql(`
  mutation NewsletterTestCreate($input: CampaignInput!) {
    createNewsletterCampaign(input: $input) {
      __typename
      campaign {
        id
        status
        audienceText
      }
    }
  }
`);

const Detail = graphql(`
  query NewsletterTestDetail($id: ID!) {
    newsletterCampaign(id: $id) {
      campaign {
        id
        status
        subject
      }
      audienceCount
      progress {
        total
        sent
        remaining
        stopped
      }
    }
  }
`);

const Change = graphql(`
  mutation NewsletterTestChange($id: ID!, $step: String!) {
    changeNewsletterCampaignStatus(id: $id, step: $step) {
      id
      status
    }
  }
`);

const TestMail = graphql(`
  mutation NewsletterTestMail($id: ID!) {
    sendNewsletterTestMail(id: $id) {
      to
    }
  }
`);

let t: TestApp;
const staff = () => ({ cookies: t.staffCookies('staff') });
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.em().getConnection().execute<T[]>(query, params);

const form = (overrides: Partial<CampaignInput> = {}): CampaignInput => ({
  subject: 'Vårnyheter',
  body: '# Nytt i butikken\n\nHettegensere i nye farger.',
  audience: 'subscribers',
  audienceValue: null,
  ...overrides,
});

async function create(overrides: Partial<CampaignInput> = {}): Promise<string> {
  const res = await t.gql(Create, { input: form(overrides) }, staff());
  const result = res.data?.createNewsletterCampaign;
  if (result?.__typename !== 'CampaignSaved') throw new Error(`not saved: ${JSON.stringify(res)}`);
  return String(result.campaign.id);
}

beforeAll(async () => {
  t = await startTestApp();
  await sql('delete from newsletter_subscribers');
  await sql(
    `insert into newsletter_subscribers (email, status) values
       ('anne@example.no', 'confirmed'), ('bjorn@example.no', 'confirmed'), ('venter@example.no', 'pending'),
       ('borte@example.no', 'unsubscribed')`,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('Nyhetsbrev for staff', () => {
  it('lists subscribers with a status filter and search', async () => {
    const all = await t.gql(Subscribers, {}, staff());
    expect(all.data?.staffNewsletterSubscribers.total).toBe(4);
    const pending = await t.gql(Subscribers, { status: 'pending' }, staff());
    expect(pending.data?.staffNewsletterSubscribers.items.map((s) => s.email)).toEqual(['venter@example.no']);
    const found = await t.gql(Subscribers, { search: 'BJORN' }, staff());
    expect(found.data?.staffNewsletterSubscribers.items.map((s) => s.email)).toEqual(['bjorn@example.no']);
  });

  it('refuses a campaign without subject, body or a valid audience value, with Norwegian messages', async () => {
    const res = await t.gql(
      Create,
      { input: form({ subject: ' ', body: '', audience: 'graduationYear', audienceValue: 'neste år' }) },
      staff(),
    );
    const refusal = refusalOf(res);
    expect(refusal.code).toBe('BAD_USER_INPUT');
    const errors = Object.fromEntries(refusal.fieldErrors.map((e) => [e.field, e.message]));
    expect(errors).toEqual({
      subject: 'Skriv et emne',
      body: 'Skriv innholdet i nyhetsbrevet',
      audienceValue: 'Skriv et avgangskull (årstall, f.eks. 2027)',
    });
    expect(await t.em().count(AuditEntry, { entityType: 'newsletter_campaign' })).toBe(0);
  });

  it('drafts, counts the audience, sends, pauses, resumes and cancels, each step audited; refused steps change nothing', async () => {
    const id = await create();
    const detail = await t.gql(Detail, { id }, staff());
    expect(detail.data?.newsletterCampaign).toMatchObject({
      campaign: { status: 'draft', subject: 'Vårnyheter' },
      audienceCount: 2,
    });

    const paused = await t.gql(Change, { id, step: 'pause' }, staff());
    expect(paused.errors?.[0]?.message).toBe('Bare en kampanje som sendes kan pauses');

    const mail = await t.gql(TestMail, { id }, staff());
    expect(mail.data?.sendNewsletterTestMail.to).toBeTruthy();
    const outbox = await t.em().find(OutboxEvent, { type: JOBS.newsletterTest });
    expect(outbox.map((row) => row.payload.campaignId)).toEqual([Number(id)]);

    for (const [step, status] of [
      ['send', 'sending'],
      ['pause', 'paused'],
      ['resume', 'sending'],
      ['cancel', 'cancelled'],
    ] as const) {
      const res = await t.gql(Change, { id, step }, staff());
      expect(res.data?.changeNewsletterCampaignStatus.status).toBe(status);
    }
    // Cancelled before any mail went (no worker here): nothing remains, both recipients were stopped.
    const cancelled = await t.gql(Detail, { id }, staff());
    expect(cancelled.data?.newsletterCampaign.progress).toEqual({ total: 2, sent: 0, remaining: 0, stopped: 2 });
    const again = await t.gql(Change, { id, step: 'send' }, staff());
    expect(again.errors?.[0]?.message).toBe('Bare et utkast kan endres eller sendes');
    const audit = await t
      .em()
      .find(AuditEntry, { entityType: 'newsletter_campaign', entityId: id }, { orderBy: { id: 'asc' } });
    expect(audit.map((entry) => entry.action)).toEqual([
      'newsletter_campaign.created',
      'newsletter_campaign.test_sent',
      'newsletter_campaign.sending',
      'newsletter_campaign.paused',
      'newsletter_campaign.resumed',
      'newsletter_campaign.cancelled',
    ]);
    expect(audit[2]).toMatchObject({ before: { status: 'draft' }, after: { status: 'sending' } });
  });

  it('refuses to send a campaign whose audience is empty', async () => {
    const id = await create({ audience: 'school', audienceValue: 'Skolen som ikke finnes' });
    const res = await t.gql(Change, { id, step: 'send' }, staff());
    expect(res.errors?.[0]?.message).toBe('Kampanjen har ingen mottakere');
    expect((await t.gql(Detail, { id }, staff())).data?.newsletterCampaign.campaign.status).toBe('draft');
  });
});

describe('unsubscribing from a campaign mail', () => {
  async function recipientFor(email: string): Promise<number> {
    const id = await create({ subject: `Til ${email}` });
    const [row] = await sql<{ id: number }>(
      `insert into newsletter_campaign_recipients (campaign_id, email) values (?, ?) returning id`,
      [Number(id), email],
    );
    return Number(row!.id);
  }

  it('RFC 8058: a form-encoded one-click POST from a mail client on another origin unsubscribes, no sign-in', async () => {
    const rid = await recipientFor('anne@example.no');
    const token = signCampaignUnsubscribeToken(rid, t.config.sessionSecret);
    const res = await t.inject({
      method: 'POST',
      url: `/api/newsletter/campaign-unsubscribe?token=${encodeURIComponent(token)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.com',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await sql<{ status: string }>(
      `select status from newsletter_subscribers where email = 'anne@example.no'`,
    );
    expect(row!.status).toBe('unsubscribed');
  });

  it('answers the same 200 for an unknown or forged token, so nobody can probe', async () => {
    for (const token of ['nonsense', signCampaignUnsubscribeToken(999_999, t.config.sessionSecret), '']) {
      const res = await t.inject({
        method: 'POST',
        url: `/api/newsletter/campaign-unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Du er meldt av nyhetsbrevet.' });
    }
  });

  it('keeps refusing cross-site form posts everywhere else', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'email=x@example.no',
    });
    expect(res.statusCode).toBe(403);
  });

  it('the link in the mail opens a plain Norwegian page whose button unsubscribes a member who never signed up', async () => {
    const rid = await recipientFor('medlem.uten.abonnement@example.no');
    const token = signCampaignUnsubscribeToken(rid, t.config.sessionSecret);
    const url = `/api/newsletter/campaign-unsubscribe?token=${encodeURIComponent(token)}`;
    // Security review: opening the link (a mail scanner does) changes nothing; the page's button does.
    const page = await t.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Meld meg av');
    const [before] = await sql<{ count: string }>(
      `select count(*) as count from newsletter_subscribers where email = 'medlem.uten.abonnement@example.no' and status = 'unsubscribed'`,
    );
    expect(Number(before!.count)).toBe(0);
    const res = await t.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: 'confirm=1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Du er meldt av nyhetsbrevet');
    const [row] = await sql<{ status: string }>(
      `select status from newsletter_subscribers where email = 'medlem.uten.abonnement@example.no'`,
    );
    expect(row!.status).toBe('unsubscribed');
    const bad = await t.inject({ method: 'GET', url: '/api/newsletter/campaign-unsubscribe?token=feil' });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('Lenken er ugyldig');
  });
});
