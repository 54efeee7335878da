import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DELETE_ACCOUNT_MISMATCH_MESSAGE,
  deleteAccountInput,
  profileInput,
  profileSettingsInput,
} from '@russ/schema/profile/profile.validators';
import { normalizeEmail } from '../../common/access.js';
import { customerEmailHash } from '../../common/auth.js';
import { auditSnapshot, pickFields, recordAudit, type AuditActor } from '../audit/audit.service.js';
import { NotFoundError, ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import type { FileStorage } from '../../infra/storage.js';
import { Contact } from '../contacts/contact.entity.js';
import {
  type CustomerProfileView,
  findCustomerProfile,
  listCoordinatedGroups,
  listCustomerAddresses,
  listCustomerCoupons,
  listCustomerInvoices,
  listCustomerOrders,
  listCustomerReturns,
  listCustomerSizeSubmissions,
  listGroupMemberships,
  PROFILE_NOT_FOUND_MESSAGE,
} from '../customer/customer.service.js';
import { DesignFile } from '../designs/design-file.entity.js';
import { Design } from '../designs/design.entity.js';
import { GroupMember } from '../groups/group-member.entity.js';
import { MailDelivery } from '../mail/mail-delivery.entity.js';
import { Member } from '../members/member.entity.js';
import { MessageThread } from '../messages/message-thread.entity.js';
import { Message } from '../messages/message.entity.js';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity.js';
import { Shipment } from '../shipments/shipment.entity.js';
import { SignInToken } from '../auth/sign-in-token.entity.js';

/**
 * The profile tab (customer-area §2 "Tab profile"): personal info, account settings, "sign out everywhere", the
 * data export and account deletion. Callers decide whose account it is with `customerTarget` (common/access.ts) first.
 */

async function requireMember(em: EntityManager, email: string): Promise<Member> {
  const member = await em.findOne(Member, { email: normalizeEmail(email) });
  if (!member) throw new NotFoundError(PROFILE_NOT_FOUND_MESSAGE);
  return member;
}

async function profileView(em: EntityManager, email: string): Promise<CustomerProfileView> {
  const view = await findCustomerProfile(em, email);
  if (!view) throw new NotFoundError(PROFILE_NOT_FOUND_MESSAGE);
  return view;
}

/** Applies a change to the member row; with `actor` (staff acting for the customer) audited in the same flush. */
async function changeMember(
  em: EntityManager,
  email: string,
  actor: AuditActor | null | undefined,
  action: string,
  change: (member: Member) => readonly string[],
): Promise<void> {
  await em.transactional(async (tx) => {
    const member = await requireMember(tx, email);
    const before = auditSnapshot(member);
    const fields = change(member);
    if (actor) {
      recordAudit(tx, actor, {
        action,
        entityType: 'member',
        entityId: member.email,
        before: pickFields(before, fields),
        after: auditSnapshot(member, fields),
      });
    }
  });
}

/**
 * Changes first name, last name, school and graduation year (the signup's rules and messages). The e-mail is not
 * changed here. Throws ValidationFailed for invalid input and NotFoundError without a membership. With `actor`
 * (staff acting for the customer) the change is audited in the same transaction.
 */
export async function updateProfile(
  em: EntityManager,
  email: string,
  input: unknown,
  actor?: AuditActor | null,
): Promise<CustomerProfileView> {
  const data = parseInput(profileInput, input);
  await changeMember(em, email, actor, 'member.profile.updated', (member) => {
    Object.assign(member, data);
    return Object.keys(data);
  });
  return profileView(em, email);
}

/**
 * Turns e-mail notifications and the privacy setting on or off; fields not given stay as they are. With `actor`
 * audited in the same transaction.
 */
export async function updateProfileSettings(
  em: EntityManager,
  email: string,
  input: unknown,
  actor?: AuditActor | null,
): Promise<CustomerProfileView> {
  const data = parseInput(profileSettingsInput, input ?? {});
  await changeMember(em, email, actor, 'member.settings.updated', (member) => {
    if (data.emailNotifications !== undefined) member.emailNotifications = data.emailNotifications;
    if (data.shareNameWithCoordinators !== undefined) member.shareNameWithCoordinators = data.shareNameWithCoordinators;
    return ['emailNotifications', 'shareNameWithCoordinators'];
  });
  return profileView(em, email);
}

/**
 * Signs the customer out on every device: every customer session cookie for this e-mail signed up to now stops
 * working on the next request (common/auth.ts `resolveSessions`), including the caller's own. A later
 * revocation never moves the time back.
 */
export async function revokeCustomerSessions(em: EntityManager, email: string, at = new Date()): Promise<Date> {
  await em
    .getConnection()
    .execute(
      'insert into customer_session_revocations (email_hash, revoked_at) values (?, ?) on conflict (email_hash) do update set revoked_at = greatest(customer_session_revocations.revoked_at, excluded.revoked_at)',
      [customerEmailHash(email), at],
      'run',
      em.getTransactionContext(),
    );
  return at;
}

/**
 * "Sign out everywhere" for a customer (`revokeCustomerSessions`); with `actor` (staff doing it for the customer)
 * audited in the same transaction.
 */
export async function signOutCustomerEverywhere(
  em: EntityManager,
  email: string,
  actor?: AuditActor | null,
): Promise<void> {
  await em.transactional(async (tx) => {
    const at = await revokeCustomerSessions(tx, email);
    if (actor) {
      const entityId = normalizeEmail(email);
      const after = { sessionsRevokedAt: at.toISOString() };
      recordAudit(tx, actor, { action: 'member.sessions.revoked', entityType: 'member', entityId, after });
    }
  });
}

// ---------------------------------------------------------------------------------------------------------
// Data export

/** Everything the shop stores about one customer, as the data export downloads it. */
export interface CustomerDataExport {
  exportedAt: string;
  email: string;
  about: string;
  profile: CustomerProfileView | null;
  orders: Awaited<ReturnType<typeof listCustomerOrders>>;
  invoices: Awaited<ReturnType<typeof listCustomerInvoices>>;
  shipments: Array<{
    id: number;
    orderId: number;
    orderNumber: string;
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    status: string;
    shippedAt: Date | null;
    deliveredAt: Date | null;
    estimatedDelivery: Date | null;
    createdAt: Date;
  }>;
  returns: Awaited<ReturnType<typeof listCustomerReturns>>;
  coupons: Awaited<ReturnType<typeof listCustomerCoupons>>;
  addresses: Awaited<ReturnType<typeof listCustomerAddresses>>;
  designs: Array<{
    id: number;
    groupId: number | null;
    name: string;
    description: string | null;
    status: string;
    notes: string | null;
    approvedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
    files: Array<{
      id: number;
      fileName: string;
      mimeType: string;
      fileSize: number;
      version: number;
      isLatest: boolean;
      uploadedAt: Date;
    }>;
  }>;
  groupsCoordinated: Array<
    Awaited<ReturnType<typeof listCoordinatedGroups>>[number] & {
      members: Awaited<ReturnType<typeof listGroupMemberships>>;
    }
  >;
  groupMemberships: Array<{
    id: number;
    groupId: number;
    groupName: string;
    role: string;
    status: string;
    invitedAt: Date;
    joinedAt: Date | null;
  }>;
  sizeSubmissions: Awaited<ReturnType<typeof listCustomerSizeSubmissions>>;
  messageThreads: Array<{
    id: number;
    subject: string;
    type: string;
    status: string;
    createdAt: Date;
    lastMessageAt: Date;
    relatedOrderId: number | null;
    relatedDesignId: number | null;
    relatedGroupId: number | null;
    messages: Array<{
      id: number;
      from: 'customer' | 'shop';
      body: string;
      attachmentName: string | null;
      isRead: boolean;
      createdAt: Date;
    }>;
  }>;
  newsletter: {
    status: string;
    createdAt: Date;
    confirmedAt: Date | null;
    unsubscribedAt: Date | null;
  } | null;
  contactRequests: Array<{
    id: number;
    firstName: string;
    lastName: string;
    subject: string;
    message: string;
    createdAt: Date;
  }>;
  mailsSent: Array<{ type: string; subject: string; sentAt: Date }>;
  signInLinks: Array<{ requestedAt: Date; expiresAt: Date; usedAt: Date | null }>;
}

/**
 * Everything stored about the customer with this e-mail, their own data only: profile and settings, orders with
 * lines, invoices, shipments, returns, coupons, addresses, designs with the metadata of every file version,
 * groups they coordinate (with members) and groups they were invited to, size submissions, message threads with
 * the messages, newsletter status, contact form requests, the mails sent to them and their sign-in links. Works
 * for an e-mail without a membership too (profile null). A fixed number of queries.
 */
export async function buildCustomerDataExport(
  em: EntityManager,
  rawEmail: string,
  shopName: string,
  now = new Date(),
): Promise<CustomerDataExport> {
  const email = normalizeEmail(rawEmail);
  const profile = await findCustomerProfile(em, email);
  const orders = await listCustomerOrders(em, email);
  const invoices = await listCustomerInvoices(em, email);
  const returns = await listCustomerReturns(em, email);
  const coupons = await listCustomerCoupons(em, email);
  const addresses = await listCustomerAddresses(em, email);
  const sizeSubmissions = await listCustomerSizeSubmissions(em, email);

  const orderNumbers = new Map(orders.map((o) => [o.id, o.orderNumber]));
  const shipments =
    orders.length === 0
      ? []
      : await em.find(
          Shipment,
          { order: { $in: orders.map((o) => o.id) } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        );

  const designs = await em.find(Design, { memberEmail: email }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const files =
    designs.length === 0
      ? []
      : await em.find(
          DesignFile,
          { design: { $in: designs.map((d) => d.id) } },
          { orderBy: { version: 'asc', id: 'asc' } },
        );

  const coordinated = await listCoordinatedGroups(em, email);
  const coordinatedMembers = await listGroupMemberships(em, email);
  const memberships = await em.find(
    GroupMember,
    { email },
    { populate: ['group'], orderBy: { invitedAt: 'asc', id: 'asc' } },
  );

  const threads = await em.find(MessageThread, { memberEmail: email }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const messages =
    threads.length === 0
      ? []
      : await em.find(
          Message,
          { thread: { $in: threads.map((t) => t.id) } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        );

  const subscriber = await em.findOne(NewsletterSubscriber, { email });
  const contacts: Contact[] = await em.find(
    Contact,
    { email: { $ilike: email.replace(/[\\%_]/g, '\\$&') } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const mails = await em.find(
    MailDelivery,
    { recipient: { $ilike: email.replace(/[\\%_]/g, '\\$&') } },
    { orderBy: { sentAt: 'asc', id: 'asc' } },
  );
  const signIns = await em.find(SignInToken, { email }, { orderBy: { createdAt: 'asc', id: 'asc' } });

  return {
    exportedAt: now.toISOString(),
    email,
    about: `Alle opplysninger ${shopName} har lagret om ${email}, eksportert ${now.toISOString().slice(0, 10)}.`,
    profile,
    orders,
    invoices,
    shipments: shipments.map((s) => ({
      id: s.id,
      orderId: s.order.id,
      orderNumber: orderNumbers.get(s.order.id) ?? '',
      carrier: s.carrier ?? null,
      trackingNumber: s.trackingNumber ?? null,
      trackingUrl: s.trackingUrl ?? null,
      status: s.status,
      shippedAt: s.shippedAt ?? null,
      deliveredAt: s.deliveredAt ?? null,
      estimatedDelivery: s.estimatedDelivery ?? null,
      createdAt: s.createdAt,
    })),
    returns,
    coupons,
    addresses,
    designs: designs.map((d) => ({
      id: d.id,
      groupId: d.groupId ?? null,
      name: d.name,
      description: d.description ?? null,
      status: d.status,
      notes: d.notes ?? null,
      approvedAt: d.approvedAt ?? null,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
      files: files
        .filter((f) => f.design.id === d.id)
        .map((f) => ({
          id: f.id,
          fileName: f.fileName,
          mimeType: f.mimeType,
          fileSize: f.fileSize,
          version: f.version,
          isLatest: f.isLatest,
          uploadedAt: f.uploadedAt,
        })),
    })),
    groupsCoordinated: coordinated.map((g) => ({
      ...g,
      members: coordinatedMembers.filter((m) => m.groupId === g.id),
    })),
    groupMemberships: memberships.map((m) => ({
      id: m.id,
      groupId: m.group.id,
      groupName: m.group.getEntity().name,
      role: m.role,
      status: m.status,
      invitedAt: m.invitedAt,
      joinedAt: m.joinedAt ?? null,
    })),
    sizeSubmissions,
    messageThreads: threads.map((t) => ({
      id: t.id,
      subject: t.subject,
      type: t.type,
      status: t.status,
      createdAt: t.createdAt,
      lastMessageAt: t.lastMessageAt,
      relatedOrderId: t.relatedOrderId ?? null,
      relatedDesignId: t.relatedDesignId ?? null,
      relatedGroupId: t.relatedGroupId ?? null,
      // Staff addresses are the shop's, not the customer's data: a message is from the customer or the shop.
      messages: messages
        .filter((m) => m.thread.id === t.id)
        .map((m) => ({
          id: m.id,
          from: m.senderType === 'customer' ? ('customer' as const) : ('shop' as const),
          body: m.body,
          attachmentName: m.attachmentName ?? null,
          isRead: m.isRead,
          createdAt: m.createdAt,
        })),
    })),
    newsletter: subscriber
      ? {
          status: subscriber.status,
          createdAt: subscriber.createdAt,
          confirmedAt: subscriber.confirmedAt ?? null,
          unsubscribedAt: subscriber.unsubscribedAt ?? null,
        }
      : null,
    contactRequests: contacts.map((c) => ({
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      subject: c.subject,
      message: c.message,
      createdAt: c.createdAt,
    })),
    mailsSent: mails.map((m) => ({ type: m.type, subject: m.subject, sentAt: m.sentAt })),
    signInLinks: signIns.map((s) => ({ requestedAt: s.createdAt, expiresAt: s.expiresAt, usedAt: s.usedAt ?? null })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Account deletion

export interface AccountDeletionReport {
  email: string;
  /** Orders and invoices are kept for bookkeeping (see deleteAccount). */
  ordersKept: number;
  invoicesKept: number;
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
 * handed to them, sign-in links, the newsletter subscription and contact form requests; the delivery log keeps
 * which mails went out but not to whom. Every session of the customer is revoked at the same moment.
 *
 * Kept: orders with their lines, shipments, returns and invoices, under the same e-mail. The Norwegian
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
    const [kept] = await run<{ orders: string | number; invoices: string | number }>(
      `select (select count(*) from orders where member_email = ?) as orders,
              (select count(*) from invoices where member_email = ?) as invoices`,
      [email, email],
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
    await run('delete from contacts where lower(email) = ?', [email]);
    await run("update mail_deliveries set recipient = 'slettet konto' where lower(recipient) = ?", [email]);
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
