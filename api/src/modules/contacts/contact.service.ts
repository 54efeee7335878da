import { sameEmail } from '../../common/access.js';
import { raw, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import {
  CONTACT_ANSWER_MESSAGES,
  contactAnswerInput,
  contactInput,
  CONTACT_SUBJECTS,
} from '@russ/schema/contact/contact.validators';
import { JOBS } from '@russ/schema/jobs/jobs';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { parseInput } from '../../common/validation.js';
import { NotFoundError, TooManyRequestsError } from '../../common/errors.js';
import { countBy } from '../../common/count-by.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { ContactReply } from './contact-reply.entity.js';
import { reserveMail, TOO_MANY_MAILS_FROM_IP_MESSAGE, type MailGuard } from '../../infra/mail-limits.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { Contact } from './contact.entity.js';
import type { ContactMessage } from './contact.types.js';
import { authoredBy } from '../../common/staff-authored.entity.js';

export const CONTACT_THANKS = 'Takk for din henvendelse! Vi kommer tilbake til deg snart.';

export function toContactView(contact: Contact, replyCount = 0): ContactMessage {
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    subject: contact.subject,
    message: contact.message,
    createdAt: contact.createdAt,
    replyCount,
  };
}

/**
 * Stores a contact-form message and, in the same transaction, queues the confirmation to the sender and the
 * notice to the shop. Throws ValidationFailed (nothing stored) when the input is invalid, TooManyRequestsError
 * (nothing stored; the visitor's form keeps the text) when the client's IP has sent too many unverified mails.
 * When only the sender's address has had too many mails, the message is still stored and the shop still told:
 * just the confirmation to that address is skipped (the visitor is answered as usual). `signedInEmail` is the
 * customer session's address: when the message names it, the confirmation echoes the text (else it must not).
 */
export async function submitContact(
  em: EntityManager,
  input: unknown,
  guard?: MailGuard,
  signedInEmail?: string,
): Promise<Contact> {
  const data = parseInput(contactInput, input);
  const refused = await reserveMail(guard, data.email);
  if (refused === 'ip') throw new TooManyRequestsError(TOO_MANY_MAILS_FROM_IP_MESSAGE);
  return em.transactional(async (tx) => {
    const contact = tx.create(Contact, data);
    await tx.flush(); // the mail jobs need the id
    const verifiedSender = sameEmail(signedInEmail, data.email) ? { verifiedSender: true as const } : {};
    if (refused !== 'recipient') {
      enqueueOutbox(tx, JOBS.contactConfirmation, { contactId: contact.id, ...verifiedSender });
    }
    enqueueOutbox(tx, JOBS.contactNotice, { contactId: contact.id });
    return contact;
  });
}

export interface ContactSearch extends ListWindowArgs {
  search?: string | null;
  filter?: {
    subject?: string | null;
    /** true: only messages a quote was made from; false: only those without one (the overview's new requests). */
    hasQuote?: boolean | null;
  } | null;
}

/** Sortable fields (entity properties), newest first by default. */
export const CONTACT_LIST: ListSpec = {
  sortable: { createdAt: 'createdAt', subject: 'subject', email: 'email' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  tieBreaker: 'id',
};

/** Escapes LIKE wildcards so a search for "50%" or "a_b" means those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Contact messages for staff (the operation's policy checks `contacts.read`), newest first, filtered by subject
 * and by search terms (every word must occur in the first name, last name, e-mail or message,
 * case-insensitive), on the one list protocol.
 */
export async function listStaffContacts(em: EntityManager, query: ContactSearch): Promise<ListPage<ContactMessage>> {
  // Built anew for each of the two queries: a raw() fragment in a condition may be used once.
  const whereOf = (): FilterQuery<Contact> => {
    const conditions: FilterQuery<Contact>[] = [];
    const subject = query.filter?.subject?.trim();
    if (subject) {
      // An unknown subject matches nothing rather than failing the admin table.
      conditions.push({ subject: (CONTACT_SUBJECTS as readonly string[]).includes(subject) ? subject : { $in: [] } });
    }
    const hasQuote = query.filter?.hasQuote;
    if (typeof hasQuote === 'boolean') {
      const quoted = raw((alias) => `exists (select 1 from quotes q where q.contact_id = ${alias}.id)`);
      conditions.push({ [quoted]: hasQuote });
    }
    const terms = (query.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 10);
    for (const term of terms) {
      const pattern = `%${escapeLike(term)}%`;
      conditions.push({
        $or: [
          { firstName: { $ilike: pattern } },
          { lastName: { $ilike: pattern } },
          { email: { $ilike: pattern } },
          { message: { $ilike: pattern } },
        ],
      });
    }
    return conditions.length ? { $and: conditions } : {};
  };
  return listPage(query, CONTACT_LIST, {
    page: async ({ orderBy, offset, limit }) => {
      const contacts = await em.find(Contact, whereOf(), { orderBy, offset, limit });
      const replies =
        contacts.length === 0
          ? new Map<number, number>()
          : await countBy(
              em,
              'select contact_id as key, count(*) as n from contact_replies where contact_id in (?) group by contact_id',
              [contacts.map((c) => c.id)],
            );
      return contacts.map((contact) => toContactView(contact, replies.get(contact.id) ?? 0));
    },
    count: () => em.count(Contact, whereOf()),
  });
}

/** One contact message for staff with its answers (oldest first); 404 'Fant ikke henvendelsen'. */
export async function getContact(em: EntityManager, id: number): Promise<ContactMessage> {
  const contact = await em.findOne(Contact, { id });
  if (!contact) throw new NotFoundError(CONTACT_ANSWER_MESSAGES.notFound);
  const replies = await em.find(ContactReply, { contact: id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return {
    ...toContactView(contact, replies.length),
    replies: replies.map((r) => ({ id: r.id, body: r.body, staffUsername: r.staffUsername, createdAt: r.createdAt })),
  };
}

/**
 * `Svar` (admin §8): the answer is stored with the message (who, when, text), audited, and mailed to the sender
 * in the same transaction (through the outbox). 400 with a field message for an empty or too long answer.
 */
export async function answerContact(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  input: unknown,
): Promise<ContactMessage> {
  const data = parseInput(contactAnswerInput, input);
  await em.transactional(async (tx) => {
    const contact = await tx.findOne(Contact, { id });
    if (!contact) throw new NotFoundError(CONTACT_ANSWER_MESSAGES.notFound);
    const reply = tx.create(ContactReply, { contact, ...authoredBy(staff), body: data.body });
    await tx.flush();
    recordAudit(tx, staff, {
      action: 'contact.replied',
      entityType: 'contact',
      entityId: contact.id,
      before: null,
      after: { replyId: reply.id, to: contact.email, body: data.body },
    });
    enqueueOutbox(tx, JOBS.contactAnswer, { contactReplyId: reply.id });
  });
  return getContact(em, id);
}
