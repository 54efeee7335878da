import type { EntityManager } from '@mikro-orm/core';

export interface QueuedMail {
  jobId: string;
  /** The job name, e.g. `mail.quote-sent`. */
  type: string;
  payload: Record<string, unknown>;
}

/**
 * Gives each mail job its row in the mail log (`E-postlogg`: the mail feature's `mail_deliveries`, 'I kø', no
 * attempt yet) when the outbox relay queues it, in the relay's transaction. Every outbox row is a job of the mail
 * queue, so the hand-over is where a job enters the log: a job that fails before the worker builds its mail (a bad
 * payload, a template error) is still in the log. Recipient and subject stay empty until the worker has built the
 * mail; a row the worker (or `Send på nytt`) wrote first is left as it is.
 */
export async function recordQueuedMails(tx: EntityManager, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.getConnection().execute(
    `insert into mail_deliveries (job_id, type, recipient, subject, status, attempts, payload)
     select m.job_id, m.type, '', '', 'queued', 0, m.payload
       from jsonb_to_recordset(?::jsonb) as m(job_id text, type text, payload jsonb)
     on conflict (job_id) do nothing`,
    [JSON.stringify(mails.map((mail) => ({ job_id: mail.jobId, type: mail.type, payload: mail.payload })))],
  );
}
