import { readSessions } from '../../common/auth.js';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CONTACT_ANSWER_MESSAGES } from '@russ/schema/contact/contact.validators';
import { PUBLIC, staffCan } from '@russ/schema/staff/permissions';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import { mailGuard } from '../../infra/mail-limits.js';
import { ContactReply } from './contact-reply.entity.js';
import { answerContact, CONTACT_THANKS, getContact, listStaffContacts, submitContact } from './contact.service.js';
import {
  ContactAnswered,
  ContactAnswer,
  ContactInput,
  ContactMessage,
  StaffContactFilter,
  StaffContactPage,
  ContactSubmitted,
} from './contact.types.js';

const contactId = (id: string) => parseId(id, CONTACT_ANSWER_MESSAGES.notFound);

@Resolver(() => ContactMessage)
export class ContactResolver {
  @Access(PUBLIC)
  @Mutation(() => ContactSubmitted)
  submitContact(
    @Ctx() { em, request }: GraphQLContext,
    @Arg('input', () => ContactInput) input: ContactInput,
  ): Promise<ContactSubmitted> {
    return submitContact(em, input, mailGuard(request), readSessions(request).customer?.email).then(
      (contact) => new ContactSubmitted(contact.id, CONTACT_THANKS),
    );
  }

  @Access(staffCan('contacts.read'))
  @Query(() => StaffContactPage, {
    description:
      'Staff (contacts.read): contact messages, newest first; search in the name, e-mail or message; filter subject and hasQuote; sort createdAt, subject or email.',
  })
  staffContacts(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffContactFilter, { nullable: true }) filter: StaffContactFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffContactPage> {
    return listStaffContacts(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('contacts.read'))
  @Query(() => ContactMessage, {
    description: "Staff (contacts.read): one contact message with its answers. NOT_FOUND 'Fant ikke henvendelsen'.",
  })
  contact(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<ContactMessage> {
    return getContact(em, contactId(id)) as Promise<ContactMessage>;
  }

  @Access(staffCan('contacts.reply'))
  @Mutation(() => ContactAnswered, {
    description: '`Svar`: the answer is stored with the message and mailed to the sender.',
  })
  answerContact(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('body', () => String) body: string,
  ): Promise<ContactAnswered> {
    const staff = requireCapability(sessions, 'contacts.reply');
    return answerContact(em, staff, contactId(id), { body }).then((contact) => new ContactAnswered(contact));
  }

  /** The answers, oldest first; whoever reached the contact message (staff) may read them. */
  @FieldResolver(() => [ContactAnswer], { description: '`Svar` answers, oldest first.' })
  async replies(@Root() contact: ContactMessage, @Ctx() { em }: GraphQLContext): Promise<ContactAnswer[]> {
    if (contact.replies) return contact.replies;
    const rows = await em.find(ContactReply, { contact: contact.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map((r) => ({ id: r.id, body: r.body, staffUsername: r.staffUsername, createdAt: r.createdAt }));
  }
}
