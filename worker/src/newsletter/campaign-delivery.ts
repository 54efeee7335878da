import { audienceQuery, type EntityManager } from '@russ/api/db';
import type { CampaignAudience } from '@russ/schema/newsletter/campaign';

/**
 * The database side of sending a campaign, run by the worker (the console counts with the same audience, in the
 * api's newsletter/campaign-audience.ts). Everything here is a set-based SQL statement: the audience is copied
 * inside PostgreSQL, and the worker holds at most one batch of recipients in memory.
 *
 * Delivery protocol, per recipient row (unique per campaign and address):
 *   queued --claim (committed)--> sending --SMTP accepted--> sent
 *                                         \--SMTP refused--> queued (retry after a backoff) or failed (gave up)
 * A row in `sending` whose worker died is claimed again once its lease has run out. Nobody is ever claimed
 * while another worker holds the row (`for update skip locked`), and a `sent` row is never claimed again.
 */

type Row = Record<string, unknown>;

/** Ids of the campaigns the worker should be sending, oldest first. */
export async function campaignsBeingSent(em: EntityManager): Promise<number[]> {
  const rows = await em
    .getConnection()
    .execute<Row[]>(`select id from newsletter_campaigns where status = 'sending' order by id`);
  return rows.map((row) => Number(row.id));
}

/**
 * Copies the next page of the campaign's audience (keyset on the e-mail after `fanout_cursor`) into its
 * recipients, in one transaction with the cursor, so a worker killed midway repeats at most this page (the
 * unique key drops the repeats). Another worker copying the same campaign makes this one return at once.
 * Returns whether the audience has been copied completely.
 */
export async function fanOutPage(em: EntityManager, campaignId: number, pageSize: number): Promise<boolean> {
  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const [campaign] = await connection.execute<Row[]>(
      `select audience, audience_value, fanout_cursor, fanout_done from newsletter_campaigns where id = ? and status = 'sending' for update skip locked`,
      [campaignId],
      'all',
      tx.getTransactionContext(),
    );
    if (!campaign) return true; // someone else is copying it, or it is no longer being sent
    if (campaign.fanout_done) return true;
    const { sql, params } = audienceQuery(
      campaign.audience as CampaignAudience,
      campaign.audience_value as string | null,
    );
    const cursor = campaign.fanout_cursor as string | null;
    const [page] = await connection.execute<Row[]>(
      `with page as (select q.email from (${sql}) q where ${cursor === null ? 'true' : 'q.email > ?'} order by q.email limit ?),
            added as (insert into newsletter_campaign_recipients (campaign_id, email) select ?, email from page on conflict do nothing returning 1)
       select (select max(email) from page) as last, (select count(*) from page)::int as n`,
      [...params, ...(cursor === null ? [] : [cursor]), pageSize, campaignId],
      'all',
      tx.getTransactionContext(),
    );
    const done = Number(page?.n ?? 0) < pageSize;
    await connection.execute(
      `update newsletter_campaigns set fanout_cursor = coalesce(?, fanout_cursor), fanout_done = ?,
         recipient_count = case when ? then (select count(*) from newsletter_campaign_recipients where campaign_id = ?) else recipient_count end
       where id = ?`,
      [(page?.last as string | null) ?? null, done, done, campaignId, campaignId],
      'all',
      tx.getTransactionContext(),
    );
    return done;
  });
}

export interface ClaimedRecipient {
  id: number;
  email: string;
  /** Attempts including this one. */
  attempts: number;
}

/**
 * Claims up to `limit` recipients of a campaign that is being sent: queued ones whose retry time has come, and
 * ones left in `sending` by a worker that died (claimed more than `leaseMs` ago). The claim is committed before
 * any mail goes out. Addresses that unsubscribed since the fan-out (or turned 'E-postvarsler' off) are marked
 * `skipped` in the same statement and not returned: nobody unsubscribed at send time gets the campaign.
 */
export async function claimRecipients(
  em: EntityManager,
  campaignId: number,
  limit: number,
  leaseMs: number,
): Promise<ClaimedRecipient[]> {
  const rows = await em.getConnection().execute<Row[]>(
    `with picked as (
       select r.id from newsletter_campaign_recipients r
       where r.campaign_id = ?
         and exists (select 1 from newsletter_campaigns c where c.id = r.campaign_id and c.status = 'sending')
         and ((r.state = 'queued' and (r.next_attempt_at is null or r.next_attempt_at <= now()))
           or (r.state = 'sending' and r.claimed_at < now() - (? * interval '1 millisecond')))
       order by r.id limit ? for update skip locked),
     gone as (
       select p.id from picked p join newsletter_campaign_recipients r on r.id = p.id
       where exists (select 1 from newsletter_subscribers s where s.email = r.email and s.status = 'unsubscribed')
          or exists (select 1 from members m where m.email = r.email and not m.email_notifications))
     update newsletter_campaign_recipients r
        set state = case when r.id in (select id from gone) then 'skipped' else 'sending' end,
            claimed_at = now(),
            attempts = case when r.id in (select id from gone) then r.attempts else r.attempts + 1 end
      where r.id in (select id from picked)
      returning r.id, r.email, r.attempts, r.state`,
    [campaignId, leaseMs, limit],
  );
  return rows
    .filter((row) => row.state === 'sending')
    .map((row) => ({ id: Number(row.id), email: String(row.email), attempts: Number(row.attempts) }));
}

/**
 * Gives claimed recipients back before any mail went to them (a batch claimed in advance by a sender that stops,
 * or whose campaign was paused or cancelled meanwhile): they are `queued` again and the claim is not an attempt.
 */
export async function releaseRecipients(em: EntityManager, recipients: ClaimedRecipient[]): Promise<void> {
  if (recipients.length === 0) return;
  await em.getConnection().execute(
    `update newsletter_campaign_recipients set state = 'queued', claimed_at = null, attempts = greatest(attempts - 1, 0)
      where id in (${recipients.map(() => '?').join(', ')}) and state = 'sending'`,
    recipients.map((recipient) => recipient.id),
  );
}

export const campaignMailJobId = (campaignId: number, recipientId: number) => `campaign-${campaignId}-${recipientId}`;

/** The campaign mail's kind in the mail log. */
export const CAMPAIGN_MAIL_TYPE = 'newsletter.campaign';

/**
 * Records that the SMTP server accepted the recipient's mail: the row becomes `sent` the moment the server
 * answered (one indexed update, the only write per mail; the mail log follows per batch, see syncCampaignMailLog).
 */
export async function markRecipientSent(em: EntityManager, recipient: ClaimedRecipient): Promise<void> {
  await em
    .getConnection()
    .execute(
      `update newsletter_campaign_recipients set state = 'sent', sent_at = now(), last_error = null where id = ? and state = 'sending'`,
      [recipient.id],
    );
}

/**
 * Records a refused attempt: with `retryAt` the row waits in `queued` until then (the mail log says 'I kø' with
 * the error); without, the row is `failed` for good.
 */
export async function markRecipientFailed(
  em: EntityManager,
  recipient: ClaimedRecipient,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await em
    .getConnection()
    .execute(
      `update newsletter_campaign_recipients set state = ?, last_error = ?, next_attempt_at = ? where id = ? and state = 'sending'`,
      [retryAt ? 'queued' : 'failed', error.slice(0, 2000), retryAt, recipient.id],
    );
}

/**
 * Brings the mail log (admin §12) up to date with the campaign's recipients that have been tried: one row per
 * campaign mail (job id `campaign-<campaign>-<recipient>`, kind `newsletter.campaign`, recipient, subject, status
 * 'sent' / 'queued' (waiting for a retry) / 'failed', attempts, last error, campaign). One statement per batch
 * (`recipientIds`), and over the whole campaign when it finishes, so a batch cut off by a crash is logged too.
 */
export async function syncCampaignMailLog(
  em: EntityManager,
  campaignId: number,
  recipientIds?: number[],
): Promise<void> {
  if (recipientIds && recipientIds.length === 0) return;
  const only = recipientIds ? `and r.id in (${recipientIds.map(() => '?').join(', ')})` : '';
  await em.getConnection().execute(
    `insert into mail_deliveries (job_id, type, recipient, subject, message_id, sent_at, status, attempts, last_error, campaign_id,
                                  record_type, record_id)
     select 'campaign-' || r.campaign_id || '-' || r.id, ?, r.email, c.subject, null, coalesce(r.sent_at, now()),
            case r.state when 'sent' then 'sent' when 'failed' then 'failed' else 'queued' end, r.attempts, r.last_error, r.campaign_id,
            'newsletter_campaign', r.campaign_id
       from newsletter_campaign_recipients r join newsletter_campaigns c on c.id = r.campaign_id
      where r.campaign_id = ? and r.attempts > 0 and r.state in ('sent', 'failed', 'queued') ${only}
     on conflict (job_id) do update set status = excluded.status, attempts = excluded.attempts,
       last_error = excluded.last_error, sent_at = excluded.sent_at
     where (mail_deliveries.status, mail_deliveries.attempts) is distinct from (excluded.status, excluded.attempts)`,
    [CAMPAIGN_MAIL_TYPE, campaignId, ...(recipientIds ?? [])],
  );
}

/**
 * Marks a campaign `sent` once its audience is copied and no recipient is waiting or being sent, after bringing
 * its mail log up to date. Returns true when it marked it.
 */
export async function finishCampaignIfDone(em: EntityManager, campaignId: number): Promise<boolean> {
  await syncCampaignMailLog(em, campaignId);
  const rows = await em.getConnection().execute<Row[]>(
    `update newsletter_campaigns c set status = 'sent', finished_at = now(), updated_at = now()
      where c.id = ? and c.status = 'sending' and c.fanout_done
        and not exists (select 1 from newsletter_campaign_recipients r where r.campaign_id = c.id and r.state in ('queued', 'sending'))
      returning c.id`,
    [campaignId],
  );
  return rows.length > 0;
}
