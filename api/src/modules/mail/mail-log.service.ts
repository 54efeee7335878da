import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { isJobName, jobPayloadSchemas } from '@russ/schema/jobs/jobs';
import { startOfDayInOslo } from '@russ/schema/common/dates';
import {
  failedMailsPeriod,
  MAIL_STATUSES,
  mailKindLabel,
  maskMailSecrets,
  type MailLogStatus,
} from '@russ/schema/mail/mail-log';
import { ConflictError, NotFoundError } from '../../common/errors.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { outboxJobId } from '../../infra/queue.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { MailDelivery } from './mail-delivery.entity.js';
import type { MailDeliveryType, MailDeliveryDetailType } from './mail-log.types.js';

/**
 * The mail log (admin §12, `E-postlogg`): every mail the shop sends, as the worker recorded it, for staff with
 * mail.read; one mail as it was sent; `Send på nytt` (mail.resend) queues the same job again through the outbox
 * and the worker, as a new delivery linked to the original, with an audit entry.
 */

export const MAIL_LOG_MESSAGES = {
  notFound: 'Fant ikke e-posten',
  notResendable: 'Denne e-posten kan ikke sendes på nytt.',
  stillQueued: 'E-posten er fortsatt i kø. Vent til den er sendt eller har feilet.',
} as const;

export interface MailLogQuery extends ListWindowArgs {
  /** 'Søk': every word must occur in the recipient or the subject (any case). */
  search?: string | null;
  status?: string | null;
  type?: string | null;
  /** From inclusive, to exclusive. */
  from?: Date | null;
  to?: Date | null;
}

/** Sortable fields (entity properties), newest first by default; at most 200 rows a page. */
export const MAIL_LOG_LIST: ListSpec = {
  sortable: { at: 'sentAt', recipient: 'recipient', type: 'type', subject: 'subject', status: 'status' },
  defaultSort: { field: 'at', order: 'DESC' },
  tieBreaker: 'id',
  defaultLimit: 50,
  maxLimit: 200,
};
const LIST_FIELDS = [
  'id',
  'sentAt',
  'recipient',
  'type',
  'subject',
  'status',
  'attempts',
  'lastError',
  'recordType',
  'recordId',
  'resendOfId',
] as const;

const statusOf = (value: string): MailLogStatus =>
  (MAIL_STATUSES as readonly string[]).includes(value) ? (value as MailLogStatus) : 'sent';

const toView = (row: Pick<MailDelivery, (typeof LIST_FIELDS)[number]>): MailDeliveryType => ({
  id: row.id,
  at: row.sentAt,
  recipient: row.recipient,
  type: row.type,
  kind: mailKindLabel(row.type),
  subject: row.subject,
  status: statusOf(row.status),
  attempts: row.attempts,
  lastError: row.lastError ?? null,
  recordType: row.recordType ?? null,
  recordId: row.recordId ?? null,
  resendOfId: row.resendOfId ?? null,
});

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The mail log, newest first, filtered and paged (at most 200 a page). */
export async function listMailDeliveries(em: EntityManager, query: MailLogQuery): Promise<ListPage<MailDeliveryType>> {
  const where: FilterQuery<MailDelivery> = {};
  // An unknown status matches nothing.
  if (query.status)
    where.status = (MAIL_STATUSES as readonly string[]).includes(query.status) ? statusOf(query.status) : { $in: [] };
  if (query.type) where.type = query.type;
  const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length) {
    where.$and = words.map((word) => {
      const like = `%${escapeLike(word)}%`;
      return { $or: [{ recipient: { $ilike: like } }, { subject: { $ilike: like } }] };
    });
  }
  if (query.from || query.to) {
    where.sentAt = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lt: query.to } : {}) };
  }
  return listPage(query, MAIL_LOG_LIST, {
    page: async ({ orderBy, offset, limit }) =>
      (await em.find(MailDelivery, where, { fields: [...LIST_FIELDS], orderBy, offset, limit })).map(toView),
    count: () => em.count(MailDelivery, where),
  });
}

const resendable = (row: MailDelivery) =>
  row.status !== 'queued' &&
  !!row.payload &&
  isJobName(row.type) &&
  jobPayloadSchemas[row.type].safeParse(row.payload).success;

/** One mail as it was sent (tokens masked, also in rows written before masking), with its resends. */
export async function getMailDelivery(em: EntityManager, id: number): Promise<MailDeliveryDetailType> {
  const row = await em.findOne(MailDelivery, { id });
  if (!row) throw new NotFoundError(MAIL_LOG_MESSAGES.notFound);
  const resends = await em.find(MailDelivery, { resendOfId: id }, { fields: [...LIST_FIELDS], orderBy: { id: 'asc' } });
  return {
    ...toView(row),
    html: row.html == null ? null : maskMailSecrets(row.html),
    text: row.text == null ? null : maskMailSecrets(row.text),
    attachments: row.attachments ?? [],
    messageId: row.messageId ?? null,
    canResend: resendable(row),
    resends: resends.map(toView),
  };
}

/**
 * `Send på nytt`: queues the original's job (same kind, same payload ids) through the outbox; the worker builds
 * and sends it as a new delivery whose row, created here as 'I kø', links to the original. Refused for a mail
 * still being retried and for one whose job cannot be queued again (a campaign mail).
 */
export async function resendMail(em: EntityManager, staff: AuditActor, id: number): Promise<MailDeliveryDetailType> {
  const resendId = await em.transactional(async (tx) => {
    const original = await tx.findOne(MailDelivery, { id });
    if (!original) throw new NotFoundError(MAIL_LOG_MESSAGES.notFound);
    if (original.status === 'queued') throw new ConflictError(MAIL_LOG_MESSAGES.stillQueued);
    if (!resendable(original) || !isJobName(original.type)) throw new ConflictError(MAIL_LOG_MESSAGES.notResendable);
    const event = enqueueOutbox(tx, original.type, original.payload as never);
    await tx.flush();
    const resend = tx.create(MailDelivery, {
      jobId: outboxJobId(event.id),
      type: original.type,
      recipient: original.recipient,
      subject: original.subject,
      status: 'queued',
      attempts: 0,
      recordType: original.recordType ?? null,
      recordId: original.recordId ?? null,
      payload: original.payload,
      resendOfId: original.id,
    });
    await tx.flush();
    recordAudit(tx, staff, {
      action: 'mail.resent',
      entityType: 'mail_delivery',
      entityId: original.id,
      before: null,
      after: { resendId: resend.id, recipient: original.recipient, subject: original.subject },
    });
    return resend.id;
  });
  return getMailDelivery(em.fork(), resendId);
}

/** `Oversikt`'s 'Feilede e-poster': mails that ended 'Feilet' yesterday or today, Norwegian time (failedMailsPeriod). */
export async function countFailedMails(em: EntityManager, now: Date): Promise<number> {
  const since = startOfDayInOslo(failedMailsPeriod(now).from)!;
  const rows = await em
    .getConnection()
    .execute<Array<{ n: number }>>(
      `select count(*)::int as n from mail_deliveries where status = 'failed' and sent_at >= ?`,
      [since],
    );
  return Number(rows[0]?.n ?? 0);
}
