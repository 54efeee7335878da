import type { EntityManager } from '@mikro-orm/postgresql';
import { retentionCutoff, type RetentionPolicy } from '@russ/schema/content/retention';
import { pruneExpiredSignOuts } from '../../common/auth.js';
import type { FileStorage } from '../../infra/storage.js';
import { eraseAccount } from '../account-deletion/account-deletion.service.js';
import type { AuditAuthor } from '../audit/audit.service.js';
import { pruneAuditEntries } from '../audit/audit-retention.js';
import { pruneSignInLinks } from '../auth/sign-in-retention.js';
import { pruneContactMessages } from '../contacts/contact-retention.js';
import { pruneMailLog } from '../mail/mail-retention.js';
import { membersDeactivatedBefore } from '../members/member-retention.js';
import { pruneDispatchedOutbox } from '../outbox/outbox-retention.js';

/** Who the audit log names for an account the retention deleted (`Hendelseslogg`, column 'Ansatt'). */
export const RETENTION_ACTOR: AuditAuthor = { userId: null, username: 'Automatisk sletting' };

/** Deactivated members deleted per run at most, so one night's job stays short; the next night takes the rest. */
export const DEACTIVATED_MEMBERS_PER_RUN = 500;

export interface RetentionOptions {
  policy: RetentionPolicy;
  /** Where design files and message attachments of deleted accounts are removed. */
  storage: FileStorage;
  log?: { warn(obj: unknown, msg?: string): void };
}

export interface RetentionResult {
  contactMessages: number;
  signInLinks: number;
  customerSessionEnds: number;
  staffSessionRevocations: number;
  auditEntries: number;
  deactivatedMembers: number;
  /** Stored files of the deleted accounts that were removed. */
  filesDeleted: number;
  mailLogRows: number;
  dispatchedOutboxRows: number;
}

/**
 * Applies the shop's retention table (`RETENTION_RULES`, schema/content/retention.ts) as of `now`: deletes what is
 * older than its period, each feature's rows through the feature's own function, large tables in batches. A
 * deactivated member past the period is deleted as `Slett konto` deletes an account (orders and invoices stay for
 * bookkeeping) and audited as the retention's doing. Safe to run twice: a second run with the same `now` deletes
 * nothing.
 *
 * Audit entries are pruned before the deactivated members are deleted, so the entry that records a deletion is
 * never pruned by the same run.
 */
export async function applyRetention(
  em: EntityManager,
  now: Date,
  options: RetentionOptions,
): Promise<RetentionResult> {
  const cutoff = (key: keyof RetentionPolicy) => retentionCutoff(key, options.policy, now);
  const contactMessages = await pruneContactMessages(em, cutoff('contactMessages'));
  const signInLinks = await pruneSignInLinks(em, cutoff('signInLinks'));
  const { customerSessionEnds, staffSessionRevocations } = await pruneExpiredSignOuts(em, now);
  const auditEntries = await pruneAuditEntries(em, cutoff('auditEntries'));
  const mailLogRows = await pruneMailLog(em, cutoff('mailLog'));
  const dispatchedOutboxRows = await pruneDispatchedOutbox(em, cutoff('dispatchedOutbox'));

  let deactivatedMembers = 0;
  let filesDeleted = 0;
  const emails = await membersDeactivatedBefore(em, cutoff('deactivatedMembers'), DEACTIVATED_MEMBERS_PER_RUN);
  for (const email of emails) {
    const report = await eraseAccount(em, email, {
      storage: options.storage,
      log: options.log,
      actor: RETENTION_ACTOR,
      auditAction: 'member.deleted.retention',
    });
    deactivatedMembers++;
    filesDeleted += report.filesDeleted;
  }

  return {
    contactMessages,
    signInLinks,
    customerSessionEnds,
    staffSessionRevocations,
    auditEntries,
    deactivatedMembers,
    filesDeleted,
    mailLogRows,
    dispatchedOutboxRows,
  };
}
