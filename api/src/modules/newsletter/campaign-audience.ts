import type { EntityManager } from '@mikro-orm/postgresql';
import type { CampaignAudience } from '@russ/schema/newsletter/campaign';
import { newsMembersQuery } from '../members/member.reads.js';
import { User } from '../staff/user.entity.js';
import type { CampaignProgress } from './campaign.types.js';

/**
 * Who a campaign goes to, counted inside PostgreSQL (an audience of 10 000 is never loaded): the console counts
 * and shows progress with it, and the worker's fan-out (worker/src/newsletter/campaign-delivery.ts) copies the
 * same audience into the recipients, through `@russ/api/db`.
 */

type Row = Record<string, unknown>;

/** The audience's e-mails, as a SQL select of one column `email` (parameters in order). */
export function audienceQuery(audience: CampaignAudience, value: string | null): { sql: string; params: unknown[] } {
  // Nobody unsubscribed (as a subscriber, under any audience) is ever part of an audience.
  const notUnsubscribed = `not exists (select 1 from newsletter_subscribers u where u.email = a.email and u.status = 'unsubscribed')`;
  if (audience === 'subscribers') {
    return { sql: `select a.email from newsletter_subscribers a where a.status = 'confirmed'`, params: [] };
  }
  // Members of a graduation year or school who get the shop's news ('E-postvarsler' on) are subscribers too.
  const members = newsMembersQuery(audience, value);
  return { sql: `select a.email from (${members.sql}) a where ${notUnsubscribed}`, params: members.params };
}

/** How many addresses the audience has right now. */
export async function countAudience(
  em: EntityManager,
  audience: CampaignAudience,
  value: string | null,
): Promise<number> {
  const { sql, params } = audienceQuery(audience, value);
  const [row] = await em.getConnection().execute<Row[]>(`select count(*)::int as n from (${sql}) q`, params);
  return Number(row?.n ?? 0);
}

/**
 * Sent, failed, skipped and remaining recipients; before the fan-out is done, `total` is the audience's size. Of a
 * cancelled campaign nothing remains: the recipients it had not reached are `stopped`.
 */
export async function campaignProgress(
  em: EntityManager,
  campaign: {
    id: number;
    status: string;
    fanoutDone: boolean;
    recipientCount: number;
    audience: CampaignAudience;
    audienceValue?: string | null;
  },
): Promise<CampaignProgress> {
  const rows = await em
    .getConnection()
    .execute<Row[]>(
      `select state, count(*)::int as n from newsletter_campaign_recipients where campaign_id = ? group by state`,
      [campaign.id],
    );
  const by = Object.fromEntries(rows.map((row) => [String(row.state), Number(row.n)]));
  const copied = rows.reduce((sum, row) => sum + Number(row.n), 0);
  const total = campaign.fanoutDone
    ? copied
    : Math.max(copied, await countAudience(em, campaign.audience, campaign.audienceValue ?? null));
  const sent = by.sent ?? 0;
  const failed = by.failed ?? 0;
  const skipped = by.skipped ?? 0;
  const unsent = Math.max(0, total - sent - failed - skipped);
  const cancelled = campaign.status === 'cancelled';
  return { total, sent, failed, skipped, remaining: cancelled ? 0 : unsent, stopped: cancelled ? unsent : 0 };
}

/** The address a staff member's test mail goes to: their own e-mail (`Ansatte`), otherwise the shop's (SHOP_EMAIL). */
export async function staffMailAddress(em: EntityManager, staffUserId: number, shopEmail: string): Promise<string> {
  const user = await em.findOne(User, { id: staffUserId }, { fields: ['email'] });
  return user?.email?.trim() || shopEmail;
}
