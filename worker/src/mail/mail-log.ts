import type { EntityManager } from '@russ/api/db';
import {
  INDIRECT_KEYS,
  directMailRecord,
  maskMailSecrets,
  type MailLogStatus,
  type MailRecordType,
} from '@russ/schema/mail/mail-log';
import type { MailMessage } from './transport.js';

/** What one mail job is about, for the mail log's link (admin §12). */
export interface MailRecord {
  type: MailRecordType;
  id: number;
}

/**
 * The record a job's payload is about: an id it names directly (order, quote, invoice, design...), or the record
 * that holds a row it names (a group member's group, a thread message's thread, a contact reply's contact).
 */
export async function mailRecordOf(em: EntityManager, payload: Record<string, unknown>): Promise<MailRecord | null> {
  const direct = directMailRecord(payload);
  if (direct) return direct;
  for (const { key, type, table, column } of INDIRECT_KEYS) {
    const id = payload[key];
    if (typeof id !== 'number') continue;
    const rows = await em
      .getConnection()
      .execute<Array<Record<string, unknown>>>(`select "${column}" as record_id from "${table}" where id = ?`, [id]);
    const recordId = rows[0]?.record_id;
    return typeof recordId === 'number' ? { type, id: recordId } : null;
  }
  return null;
}

/** The error of an attempt as the log keeps it: one message, at most 2 000 characters. */
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'Ukjent feil';

export interface MailLogEntry {
  jobId: string;
  type: string;
  payload: Record<string, unknown>;
  record: MailRecord | null;
  /** Attempts so far, this one included. */
  attempts: number;
}

/**
 * Upserts the job's row (one per job id). A row created by `Send på nytt` before the job ran keeps its link to
 * the original and its record; recipient and subject are only overwritten with something known.
 */
async function upsertMailLog(
  em: EntityManager,
  entry: MailLogEntry,
  fields: {
    status: MailLogStatus;
    recipient: string | null;
    subject: string | null;
    messageId: string | null;
    lastError: string | null;
    html: string | null;
    text: string | null;
    attachments: string[] | null;
  },
): Promise<void> {
  await em.getConnection().execute(
    `insert into mail_deliveries
       (job_id, type, recipient, subject, message_id, sent_at, status, attempts, last_error, record_type, record_id,
        payload, html, text, attachments)
     values (?, ?, ?, ?, ?, now(), ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?::jsonb)
     on conflict (job_id) do update set
       recipient = case when excluded.recipient <> '' then excluded.recipient else mail_deliveries.recipient end,
       subject = case when excluded.subject <> '' then excluded.subject else mail_deliveries.subject end,
       message_id = coalesce(excluded.message_id, mail_deliveries.message_id),
       sent_at = now(),
       status = excluded.status,
       attempts = greatest(excluded.attempts, mail_deliveries.attempts),
       last_error = excluded.last_error,
       record_type = coalesce(mail_deliveries.record_type, excluded.record_type),
       record_id = coalesce(mail_deliveries.record_id, excluded.record_id),
       payload = coalesce(mail_deliveries.payload, excluded.payload),
       html = coalesce(excluded.html, mail_deliveries.html),
       text = coalesce(excluded.text, mail_deliveries.text),
       attachments = coalesce(excluded.attachments, mail_deliveries.attachments)
     where mail_deliveries.status <> 'sent'`,
    [
      entry.jobId,
      entry.type,
      fields.recipient ?? '',
      fields.subject ?? '',
      fields.messageId,
      fields.status,
      entry.attempts,
      fields.lastError,
      entry.record?.type ?? null,
      entry.record?.id ?? null,
      JSON.stringify(entry.payload),
      fields.html,
      fields.text,
      fields.attachments ? JSON.stringify(fields.attachments) : null,
    ],
  );
}

/** Records a sent mail: status `sent`, what was sent (tokens masked), the SMTP message id. */
export function logMailSent(em: EntityManager, entry: MailLogEntry, message: MailMessage, messageId: string) {
  return upsertMailLog(em, entry, {
    status: 'sent',
    recipient: message.to,
    subject: message.subject,
    messageId,
    lastError: null,
    html: maskMailSecrets(message.html),
    text: maskMailSecrets(message.text),
    attachments: message.attachments?.map((a) => a.filename) ?? null,
  });
}

/**
 * Records a failed attempt: `queued` while BullMQ will retry (`final` false), `failed` once it gives up; with the
 * attempts so far and the error. The mail, when it was built, is kept so staff see what could not be sent.
 */
export function logMailAttemptFailed(
  em: EntityManager,
  entry: MailLogEntry,
  error: unknown,
  final: boolean,
  message: MailMessage | null,
) {
  return upsertMailLog(em, entry, {
    status: final ? 'failed' : 'queued',
    recipient: message?.to ?? null,
    subject: message?.subject ?? null,
    messageId: null,
    lastError: errorText(error),
    html: message ? maskMailSecrets(message.html) : null,
    text: message ? maskMailSecrets(message.text) : null,
    attachments: message?.attachments?.map((a) => a.filename) ?? null,
  });
}

/**
 * A job that turned out to have nothing to send (opted out, token used): no mail, so no row waits in the log; a
 * `Send på nytt` row is kept as `failed` with the reason, so staff see why nothing went.
 */
export async function dropUnsentMailLog(em: EntityManager, jobId: string, reason: string): Promise<void> {
  const connection = em.getConnection();
  await connection.execute(
    `delete from mail_deliveries where job_id = ? and status <> 'sent' and resend_of_id is null`,
    [jobId],
  );
  await connection.execute(
    `update mail_deliveries set status = 'failed', last_error = ?, sent_at = now() where job_id = ? and status <> 'sent'`,
    [`Ikke sendt: ${reason}`.slice(0, 2000), jobId],
  );
}
