import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { Contact } from '../contacts/contact.entity.js';
import { escapeLike } from '../contacts/contact.service.js';
import { listCustomerAddresses } from '../addresses/address.views.js';
import { listCustomerCoupons } from '../coupons/coupon.views.js';
import {
  listCoordinatedGroupsJson,
  listCustomerSizeSubmissionsJson,
  listGroupMembershipsJson,
} from '../groups/group.views.js';
import { listCustomerInvoices } from '../invoices/invoice.views.js';
import { listCustomerOrders } from '../orders/order.views.js';
import { listCustomerReturns } from '../returns/return.views.js';
import { listAllCustomerQuotes } from '../quotes/quote.views.js';
import { listCustomerDesignsWithFiles } from '../designs/design.views.js';
import { GroupMember } from '../groups/group-member.entity.js';
import { MailDelivery } from '../mail/mail-delivery.entity.js';
import { ContactReply } from '../contacts/contact-reply.entity.js';
import { MessageThread } from '../messages/message-thread.entity.js';
import { Message } from '../messages/message.entity.js';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity.js';
import { SignInToken } from '../auth/sign-in-token.entity.js';
import { findCustomerProfile } from '../members/profile.views.js';
import type { CustomerShipment } from '../orders/order.types.js';
import type { CustomerProfile } from '../members/profile.types.js';
import type { MessageThreadType } from '../messages/message.types.js';
import type { DesignFileVersion, DesignType } from '../designs/design.types.js';
import { pickFields } from '../../common/pick-fields.js';

/** Everything the shop stores about one customer, as the data export downloads it. */
export interface CustomerDataExport {
  exportedAt: string;
  email: string;
  about: string;
  profile: CustomerProfile | null;
  orders: Awaited<ReturnType<typeof listCustomerOrders>>;
  /** Quotes to this e-mail, every version. */
  quotes: Awaited<ReturnType<typeof listAllCustomerQuotes>>;
  invoices: Awaited<ReturnType<typeof listCustomerInvoices>>;
  shipments: Array<CustomerShipment & { orderId: number; orderNumber: string }>;
  returns: Awaited<ReturnType<typeof listCustomerReturns>>;
  coupons: Awaited<ReturnType<typeof listCustomerCoupons>>;
  addresses: Awaited<ReturnType<typeof listCustomerAddresses>>;
  /** The design view without its links: every file version, oldest first. */
  designs: Array<
    Omit<DesignType, 'latestFile' | 'files'> & { files: Array<Omit<DesignFileVersion, 'designId' | 'url'>> }
  >;
  groupsCoordinated: Array<
    Awaited<ReturnType<typeof listCoordinatedGroupsJson>>[number] & {
      members: Awaited<ReturnType<typeof listGroupMembershipsJson>>;
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
  sizeSubmissions: Awaited<ReturnType<typeof listCustomerSizeSubmissionsJson>>;
  messageThreads: Array<
    Omit<MessageThreadType, 'unreadCount' | 'messages'> & {
      messages: Array<{
        id: number;
        from: 'customer' | 'shop';
        body: string;
        attachmentName: string | null;
        isRead: boolean;
        createdAt: Date;
      }>;
    }
  >;
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
    /** The shop's answers (`Svar`), oldest first; who at the shop wrote them is the shop's business. */
    answers: Array<{ body: string; sentAt: Date }>;
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
  const quotes = await listAllCustomerQuotes(em, email);
  const invoices = await listCustomerInvoices(em, email);
  const returns = await listCustomerReturns(em, email);
  const coupons = await listCustomerCoupons(em, email);
  const addresses = await listCustomerAddresses(em, email);
  const sizeSubmissions = await listCustomerSizeSubmissionsJson(em, email);

  const designs = await listCustomerDesignsWithFiles(em, email);

  const coordinated = await listCoordinatedGroupsJson(em, email);
  const coordinatedMembers = await listGroupMembershipsJson(em, email);
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
    { email: { $ilike: escapeLike(email) } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const answers =
    contacts.length === 0
      ? []
      : await em.find(
          ContactReply,
          { contact: { $in: contacts.map((c) => c.id) } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        );
  const mails = await em.find(
    MailDelivery,
    { recipient: { $ilike: escapeLike(email) } },
    { orderBy: { sentAt: 'asc', id: 'asc' } },
  );
  const signIns = await em.find(SignInToken, { email }, { orderBy: { createdAt: 'asc', id: 'asc' } });

  return {
    exportedAt: now.toISOString(),
    email,
    about: `Alle opplysninger ${shopName} har lagret om ${email}, eksportert ${now.toISOString().slice(0, 10)}.`,
    profile,
    orders,
    quotes,
    invoices,
    // The shipments listCustomerOrders already loaded, oldest first, each naming its order.
    shipments: orders
      .flatMap((o) => o.shipments.map(({ id, ...s }) => ({ id, orderId: o.id, orderNumber: o.orderNumber, ...s })))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id),
    returns,
    coupons,
    addresses,
    // The export lists versions oldest first, without the view's links.
    designs: designs.map(({ latestFile: _latestFile, files = [], ...design }) => ({
      ...design,
      files: [...files].reverse().map(({ designId: _designId, url: _url, ...file }) => file),
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
      ...pickFields(t, ['id', 'subject', 'type', 'status', 'createdAt', 'lastMessageAt']),
      ...pickFields(t, ['relatedOrderId', 'relatedDesignId', 'relatedGroupId']),
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
    newsletter: subscriber ? pickFields(subscriber, ['status', 'createdAt', 'confirmedAt', 'unsubscribedAt']) : null,
    contactRequests: contacts.map((c) => ({
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      subject: c.subject,
      message: c.message,
      createdAt: c.createdAt,
      answers: answers.filter((a) => a.contact.id === c.id).map((a) => ({ body: a.body, sentAt: a.createdAt })),
    })),
    mailsSent: mails.map((m) => ({ type: m.type, subject: m.subject, sentAt: m.sentAt })),
    signInLinks: signIns.map((s) => ({ requestedAt: s.createdAt, expiresAt: s.expiresAt, usedAt: s.usedAt ?? null })),
  };
}
