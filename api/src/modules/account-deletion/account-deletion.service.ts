import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction } from '@russ/schema/audit/audit-actions';
import { DELETE_ACCOUNT_MISMATCH_MESSAGE, deleteAccountInput } from '@russ/schema/members/profile.validators';
import { normalizeEmail } from '../../common/access.js';
import { ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import type { FileStorage } from '../../infra/storage.js';
import { deleteCustomerAddresses } from '../addresses/address-account-deletion.js';
import { auditSnapshot, recordAudit, type AuditAuthor } from '../audit/audit.service.js';
import { deleteSignInLinks } from '../auth/sign-in-account-deletion.js';
import { deleteCustomerContacts } from '../contacts/contact-account-deletion.js';
import { deleteCustomerCoupons } from '../coupons/coupon-account-deletion.js';
import { deleteCustomerDesigns, unlinkDesignsFromGroups } from '../designs/design-account-deletion.js';
import { deleteCoordinatedGroups, leaveAllGroups } from '../groups/group-account-deletion.js';
import { countCustomerInvoices } from '../invoices/invoice.views.js';
import { anonymiseMailsTo } from '../mail/mail-account-deletion.js';
import { deleteMembership, findMembershipOrFail } from '../members/member-account-deletion.js';
import { deleteCustomerThreads, unlinkThreadsFromGroups } from '../messages/message-account-deletion.js';
import { deleteSubscription } from '../newsletter/newsletter-account-deletion.js';
import { countCustomerOrders } from '../orders/order.views.js';
import { deleteQuotesWithoutOrder } from '../quotes/quote-account-deletion.js';
import { countQuotesWithOrder } from '../quotes/quote.views.js';

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
  actor?: AuditAuthor | null;
}

export interface EraseAccountOptions extends DeleteAccountOptions {
  /** The audit action recorded with `actor`: staff's deletion, or the retention of deactivated members. */
  auditAction?: Extract<AuditAction, 'member.deleted' | 'member.deleted.retention'>;
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
  return eraseAccount(em, email, options);
}

/**
 * Deletes the membership of `email` (as stored, lower-case) and the customer's personal data, as `deleteAccount`
 * describes, without the customer's confirmation: `deleteAccount` after it, and the retention of deactivated
 * members (modules/retention). NotFoundError without a membership.
 */
export async function eraseAccount(
  em: EntityManager,
  email: string,
  options: EraseAccountOptions,
): Promise<AccountDeletionReport> {
  const { storageKeys, report } = await em.transactional(async (tx) => {
    const member = await findMembershipOrFail(tx, email);
    // One after the other: a transaction has one connection.
    const ordersKept = await countCustomerOrders(tx, email);
    const invoicesKept = await countCustomerInvoices(tx, email);
    const quotesKept = await countQuotesWithOrder(tx, email);

    // Groups the customer coordinates go with the account; links to them from other rows are cleared.
    const groupIds = await deleteCoordinatedGroups(tx, email);
    await unlinkDesignsFromGroups(tx, groupIds);
    await unlinkThreadsFromGroups(tx, groupIds);
    await leaveAllGroups(tx, email);
    const designFileKeys = await deleteCustomerDesigns(tx, email);
    const attachmentKeys = await deleteCustomerThreads(tx, email);
    await deleteCustomerAddresses(tx, email);
    await deleteCustomerCoupons(tx, email);
    await deleteSignInLinks(tx, email);
    await deleteSubscription(tx, email);
    // Quotes that became no order go; a quote pointing at its contact message loses the link.
    await deleteQuotesWithoutOrder(tx, email);
    await deleteCustomerContacts(tx, email);
    await anonymiseMailsTo(tx, email);
    if (options.actor) {
      const before = auditSnapshot(member, ['email', 'firstName', 'lastName', 'school', 'graduationYear']);
      recordAudit(tx, options.actor, {
        action: options.auditAction ?? 'member.deleted',
        entityType: 'member',
        entityId: email,
        before,
      });
    }
    await deleteMembership(tx, member);

    return {
      storageKeys: [...new Set([...designFileKeys, ...attachmentKeys])],
      report: { email, ordersKept, invoicesKept, quotesKept, filesDeleted: 0 },
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
