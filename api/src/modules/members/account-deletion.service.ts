import type { EntityManager } from '@mikro-orm/postgresql';
import { DELETE_ACCOUNT_MISMATCH_MESSAGE, deleteAccountInput } from '@russ/schema/members/profile.validators';
import { normalizeEmail } from '../../common/access.js';
import { NotFoundError, ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import type { FileStorage } from '../../infra/storage.js';
import { auditSnapshot, recordAudit, type AuditActor } from '../audit/audit.service.js';
import { Member } from './member.entity.js';
import { PROFILE_NOT_FOUND_MESSAGE } from './profile.views.js';
import { revokeCustomerSessions } from './profile.service.js';

export interface AccountDeletionReport {
  email: string;
  /** Orders and invoices are kept for bookkeeping (see deleteAccount). */
  ordersKept: number;
  invoicesKept: number;
  /** Accepted quotes are kept with the orders they became. */
  quotesKept: number;
  /** Stored files (design versions, message attachments) removed after the rows were deleted. */
  filesDeleted: number;
}

export interface DeleteAccountOptions {
  storage: FileStorage;
  log?: { warn(obj: unknown, msg?: string): void };
  /** Staff deleting the account for the customer: audited in the same transaction. */
  actor?: AuditActor | null;
}

/**
 * Deletes the membership and the customer's personal data, after the customer typed their e-mail to confirm
 * (ValidationFailed on `confirmEmail` otherwise; NotFoundError without a membership).
 *
 * In one transaction it deletes: the member row, addresses, designs with their file rows, message threads with
 * their messages, the groups the customer coordinates (with their members and size submissions; designs and
 * threads that pointed at them lose the link), the customer's group memberships and size submissions, coupons
 * handed to them, sign-in links, the newsletter subscription, contact form requests and the quotes that did not
 * become an order (drafts, sent, declined, expired; with their lines); the delivery log keeps
 * which mails went out but not to whom. Every session of the customer is revoked at the same moment.
 *
 * Kept: orders with their lines, shipments, returns and invoices, and the accepted quotes they came from, under
 * the same e-mail. The Norwegian
 * bookkeeping act (bokføringsloven § 13) requires the shop to keep sales documentation for five years, and the
 * GDPR allows keeping data a legal obligation requires (art. 17(3)(b)). A new membership with the same e-mail
 * sees those orders again.
 *
 * After the commit the stored files are removed through the storage interface; a file that cannot be removed
 * is logged and left (its row is already gone, so nothing points at it).
 */
export async function deleteAccount(
  em: EntityManager,
  rawEmail: string,
  input: unknown,
  options: DeleteAccountOptions,
): Promise<AccountDeletionReport> {
  const email = normalizeEmail(rawEmail);
  const { confirmEmail } = parseInput(deleteAccountInput, input);
  if (confirmEmail !== email) throw new ValidationFailed({ confirmEmail: DELETE_ACCOUNT_MISMATCH_MESSAGE });

  const { storageKeys, report } = await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    const run = <T = Record<string, unknown>>(sql: string, params: unknown[]): Promise<T[]> =>
      conn.execute(sql, params, 'all', ctx) as Promise<T[]>;

    const member = await tx.findOne(Member, { email });
    if (!member) throw new NotFoundError(PROFILE_NOT_FOUND_MESSAGE);

    const keys = await run<{ key: string }>(
      `select df.storage_key as key from design_files df join designs d on d.id = df.design_id where d.member_email = ?
       union
       select m.attachment_key as key from messages m join message_threads t on t.id = m.thread_id
         where t.member_email = ? and m.attachment_key is not null`,
      [email, email],
    );
    const [kept] = await run<{ orders: string | number; invoices: string | number; quotes: string | number }>(
      `select (select count(*) from orders where member_email = ?) as orders,
              (select count(*) from invoices where member_email = ?) as invoices,
              (select count(*) from quotes where customer_email = ? and order_id is not null) as quotes`,
      [email, email, email],
    );

    // Groups the customer coordinates go with the account; links to them from other rows are cleared.
    const groups = await run<{ id: number }>('select id from groups where coordinator_email = ?', [email]);
    const groupIds = groups.map((g) => g.id);
    if (groupIds.length > 0) {
      await run('update designs set group_id = null where group_id in (?)', [groupIds]);
      await run('update message_threads set related_group_id = null where related_group_id in (?)', [groupIds]);
      await run('delete from groups where id in (?)', [groupIds]); // cascades to group_members, size_submissions
    }
    await run('delete from group_members where email = ?', [email]);
    await run('delete from size_submissions where member_email = ?', [email]);
    await run('delete from designs where member_email = ?', [email]); // cascades to design_files
    await run('delete from message_threads where member_email = ?', [email]); // cascades to messages
    await run('delete from addresses where member_email = ?', [email]);
    await run('delete from member_coupons where member_email = ?', [email]);
    await run('delete from sign_in_tokens where email = ?', [email]);
    await run('delete from newsletter_subscribers where email = ?', [email]);
    // Quotes that became no order go (lines cascade); a quote pointing at its contact message loses the link.
    await run('delete from quotes where customer_email = ? and order_id is null', [email]);
    await run('delete from contacts where lower(email) = ?', [email]);
    // The mail log keeps that a mail went, not what it said to them (names, addresses, order details).
    await run(
      "update mail_deliveries set recipient = 'slettet konto', html = null, text = null, attachments = null where lower(recipient) = ?",
      [email],
    );
    if (options.actor) {
      const before = auditSnapshot(member, ['email', 'firstName', 'lastName', 'school', 'graduationYear']);
      recordAudit(tx, options.actor, { action: 'member.deleted', entityType: 'member', entityId: email, before });
    }
    await run('delete from members where id = ?', [member.id]);
    await revokeCustomerSessions(tx, email);

    return {
      storageKeys: [...new Set(keys.map((k) => k.key))],
      report: {
        email,
        ordersKept: Number(kept?.orders ?? 0),
        invoicesKept: Number(kept?.invoices ?? 0),
        quotesKept: Number(kept?.quotes ?? 0),
        filesDeleted: 0,
      },
    };
  });

  for (const key of storageKeys) {
    try {
      await options.storage.delete(key);
      report.filesDeleted++;
    } catch (error) {
      options.log?.warn({ err: error, key }, 'account deletion: stored file not removed');
    }
  }
  // The deleted member must not linger in this EntityManager's identity map.
  em.clear();
  return report;
}
