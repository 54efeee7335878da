import type { AuditAction } from '@russ/schema/audit/audit-actions';
import type { SigningSecrets } from '../../infra/signing-key.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JOBS } from '@russ/schema/jobs/jobs';
import { NEWSLETTER_STATUSES } from '@russ/schema/newsletter/newsletter-status';
import {
  CAMPAIGN_ACTIONS,
  CAMPAIGN_MESSAGES as M,
  CAMPAIGN_STATUSES,
  audienceText,
  campaignFormInput,
  type CampaignStatus,
} from '@russ/schema/newsletter/campaign';
import { ConflictError, NotFoundError } from '../../common/errors.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { pickFields } from '../../common/pick-fields.js';
import { parseInput } from '../../common/validation.js';
import { verifyCampaignUnsubscribeToken } from '../../infra/mail-tokens.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { CampaignRecipient } from './campaign-recipient.entity.js';
import { campaignProgress, countAudience, staffMailAddress } from './campaign-audience.js';
import { NewsletterCampaign } from './newsletter-campaign.entity.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';
import type { NewsletterCampaignView, NewsletterCampaignDetail, NewsletterSubscriberView } from './campaign.types.js';

/**
 * Newsletter campaigns for staff (admin §11, `Nyhetsbrev`): drafts, `Send testmail`, `Send kampanje`, `Pause`,
 * `Fortsett`, `Avbryt`, and the subscribers list. Sending itself is the worker's (worker/src/newsletter/campaign-delivery.ts): this
 * service only moves the campaign between states, each change with its audit entry in the same transaction.
 */

const AUDITED = ['subject', 'body', 'audience', 'audienceValue', 'status'] as const;

const toView = (campaign: NewsletterCampaign): NewsletterCampaignView => ({
  ...pickFields(campaign, ['id', 'subject', 'body', 'audience', 'audienceValue']),
  audienceText: audienceText(campaign.audience, campaign.audienceValue ?? null),
  ...pickFields(campaign, ['status', 'createdBy', 'createdAt', 'updatedAt', 'sendStartedAt', 'finishedAt']),
});

const snapshot = (campaign: NewsletterCampaign) =>
  Object.fromEntries(AUDITED.map((field) => [field, campaign[field] ?? null]));

async function loadCampaign(em: EntityManager, id: number): Promise<NewsletterCampaign> {
  const campaign = await em.findOne(NewsletterCampaign, { id });
  if (!campaign) throw new NotFoundError(M.notFound);
  return campaign;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface CampaignQuery extends ListWindowArgs {
  search?: string | null;
  filter?: { status?: string | null } | null;
}

/** Sortable fields (entity properties) of the campaign list, newest first by default. */
export const CAMPAIGN_LIST: ListSpec = {
  sortable: { createdAt: 'createdAt', subject: 'subject', status: 'status' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  tieBreaker: 'id',
};

/** Sortable fields (entity properties) of the subscriber list, newest first by default. */
export const SUBSCRIBER_LIST: ListSpec = {
  sortable: { createdAt: 'createdAt', email: 'email', status: 'status' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  tieBreaker: 'id',
};

/** Campaigns, newest first; search in the subject; filter by status. */
export async function listCampaigns(
  em: EntityManager,
  query: CampaignQuery,
): Promise<ListPage<NewsletterCampaignView>> {
  const where: Record<string, unknown> = {};
  const status = query.filter?.status;
  if (status && (CAMPAIGN_STATUSES as readonly string[]).includes(status)) where.status = status;
  const search = (query.search ?? '').trim().slice(0, 200);
  if (search) where.subject = { $ilike: `%${escapeLike(search)}%` };
  return listPage(query, CAMPAIGN_LIST, {
    page: async ({ orderBy, offset, limit }) =>
      (await em.find(NewsletterCampaign, where, { orderBy, offset, limit })).map(toView),
    count: () => em.count(NewsletterCampaign, where),
  });
}

/** One campaign with its audience count and progress (sent, failed, remaining). */
export async function getCampaign(em: EntityManager, id: number): Promise<NewsletterCampaignDetail> {
  const campaign = await loadCampaign(em, id);
  const progress = await campaignProgress(em, campaign);
  const audienceCount =
    campaign.status === 'draft'
      ? await countAudience(em, campaign.audience, campaign.audienceValue ?? null)
      : progress.total;
  return { campaign: toView(campaign), audienceCount, progress };
}

/** `Ny kampanje`: a draft ('Utkast'). Throws ValidationFailed (nothing stored) on a bad form. */
export async function createCampaign(
  em: EntityManager,
  staff: AuditActor,
  input: unknown,
): Promise<NewsletterCampaignView> {
  const form = parseInput(campaignFormInput, input);
  return em.transactional(async (tx) => {
    const campaign = tx.create(NewsletterCampaign, { ...form, createdBy: staff.username });
    await tx.flush();
    recordAudit(tx, staff, {
      action: 'newsletter_campaign.created',
      entityType: 'newsletter_campaign',
      entityId: campaign.id,
      after: snapshot(campaign),
    });
    return toView(campaign);
  });
}

/** Edits a draft; a campaign that has started sending cannot be changed (ConflictError). */
export async function updateCampaign(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  input: unknown,
): Promise<NewsletterCampaignView> {
  const form = parseInput(campaignFormInput, input);
  return em.transactional(async (tx) => {
    const campaign = await loadCampaign(tx, id);
    if (!CAMPAIGN_ACTIONS[campaign.status].includes('edit')) throw new ConflictError(M.notDraft);
    const before = snapshot(campaign);
    Object.assign(campaign, form, { updatedAt: new Date() });
    recordAudit(tx, staff, {
      action: 'newsletter_campaign.updated',
      entityType: 'newsletter_campaign',
      entityId: campaign.id,
      before,
      after: snapshot(campaign),
    });
    return toView(campaign);
  });
}

type Transition = 'send' | 'pause' | 'resume' | 'cancel';
const TRANSITIONS: Record<Transition, { to: CampaignStatus; refused: string; action: AuditAction }> = {
  send: { to: 'sending', refused: M.notDraft, action: 'newsletter_campaign.sending' },
  pause: { to: 'paused', refused: M.notSending, action: 'newsletter_campaign.paused' },
  resume: { to: 'sending', refused: M.notPaused, action: 'newsletter_campaign.resumed' },
  cancel: { to: 'cancelled', refused: M.notCancellable, action: 'newsletter_campaign.cancelled' },
};

/**
 * `Send kampanje` (a draft with at least one recipient starts sending: the worker picks it up within a second),
 * `Pause` (the worker finishes the batch it holds and stops), `Fortsett`, `Avbryt` (nothing more is sent). A
 * step the campaign's status does not allow is refused with ConflictError and changes nothing. The row is
 * locked, so two clicks cannot both pass the check.
 */
export async function changeCampaignStatus(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  step: Transition,
): Promise<NewsletterCampaignView> {
  return em.transactional(async (tx) => {
    const [locked] = await tx
      .getConnection()
      .execute<Array<{ id: number }>>(
        'select id from newsletter_campaigns where id = ? for update',
        [id],
        'all',
        tx.getTransactionContext(),
      );
    if (!locked) throw new NotFoundError(M.notFound);
    const campaign = await loadCampaign(tx, id);
    await tx.refresh(campaign);
    const rule = TRANSITIONS[step];
    if (!CAMPAIGN_ACTIONS[campaign.status].includes(step)) throw new ConflictError(rule.refused);
    if (step === 'send' && (await countAudience(tx, campaign.audience, campaign.audienceValue ?? null)) === 0) {
      throw new ConflictError(M.noRecipients);
    }
    const before = { status: campaign.status };
    campaign.status = rule.to;
    campaign.updatedAt = new Date();
    if (step === 'send') campaign.sendStartedAt = new Date();
    if (step === 'cancel') campaign.finishedAt = new Date();
    recordAudit(tx, staff, {
      action: rule.action,
      entityType: 'newsletter_campaign',
      entityId: campaign.id,
      before,
      after: { status: campaign.status },
    });
    return toView(campaign);
  });
}

/** `Send testmail`: the campaign as it will be sent, to the signed-in staff member (via the outbox). */
export async function sendCampaignTestMail(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  shopEmail: string,
): Promise<{ to: string }> {
  return em.transactional(async (tx) => {
    const campaign = await loadCampaign(tx, id);
    const to = await staffMailAddress(tx, staff.userId, shopEmail);
    enqueueOutbox(tx, JOBS.newsletterTest, { campaignId: campaign.id, staffUserId: staff.userId });
    recordAudit(tx, staff, {
      action: 'newsletter_campaign.test_sent',
      entityType: 'newsletter_campaign',
      entityId: campaign.id,
      after: { to },
    });
    return { to };
  });
}

/** Subscribers, newest first; filter by status, search in the e-mail. */
export async function listSubscribers(
  em: EntityManager,
  query: CampaignQuery,
): Promise<ListPage<NewsletterSubscriberView>> {
  const where: Record<string, unknown> = {};
  const status = query.filter?.status;
  if (status && (NEWSLETTER_STATUSES as readonly string[]).includes(status)) where.status = status;
  const search = (query.search ?? '').trim().toLowerCase().slice(0, 200);
  if (search) where.email = { $like: `%${escapeLike(search)}%` };
  return listPage(query, SUBSCRIBER_LIST, {
    page: async ({ orderBy, offset, limit }) =>
      (await em.find(NewsletterSubscriber, where, { orderBy, offset, limit })).map((row) =>
        pickFields(row, ['id', 'email', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt']),
      ),
    count: () => em.count(NewsletterSubscriber, where),
  });
}

/**
 * Follows the unsubscribe link of a campaign mail (RFC 8058 one-click POST, or the page): the address is
 * marked unsubscribed (a subscriber row is made for a member who never signed up), so no campaign reaches it
 * again, including the rest of one being sent. Idempotent. Returns false for a bad token.
 */
export async function unsubscribeCampaignRecipient(
  em: EntityManager,
  token: unknown,
  secret: SigningSecrets,
): Promise<boolean> {
  const verified = typeof token === 'string' ? verifyCampaignUnsubscribeToken(token, secret) : null;
  if (!verified) return false;
  const recipient = await em.findOne(CampaignRecipient, { id: verified.rid });
  if (!recipient) return false;
  await em.getConnection().execute(
    `insert into newsletter_subscribers (email, status, unsubscribed_at) values (?, 'unsubscribed', now())
       on conflict (email) do update set status = 'unsubscribed', unsubscribed_at = coalesce(newsletter_subscribers.unsubscribed_at, now())
       where newsletter_subscribers.status <> 'unsubscribed'`,
    [recipient.email],
  );
  return true;
}
