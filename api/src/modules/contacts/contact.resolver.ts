import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PUBLIC, staffCan } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { orValidationError } from '../../graphql/common.types.js';
import { mailGuard } from '../../infra/mail-limits.js';
import { CONTACT_THANKS, searchContacts, submitContact } from './contact.service.js';
import { ContactInput, ContactPage, ContactSubmitted, SubmitContactResult } from './contact.types.js';

@Resolver()
export class ContactResolver {
  @Access(PUBLIC)
  @Mutation(() => SubmitContactResult)
  submitContact(
    @Ctx() { em, request }: GraphQLContext,
    @Arg('input', () => ContactInput) input: ContactInput,
  ): Promise<typeof SubmitContactResult> {
    return orValidationError(
      () => submitContact(em, input, mailGuard(request)),
      (contact) => new ContactSubmitted(contact.id, CONTACT_THANKS),
    );
  }

  @Access(staffCan('contacts.read'))
  @Query(() => ContactPage, { description: 'Staff (contacts.read): contact messages, newest first.' })
  contacts(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('subject', () => String, { nullable: true }) subject: string | null,
    @Arg('hasQuote', () => Boolean, {
      nullable: true,
      description: 'true: messages a quote was made from; false: those without one.',
    })
    hasQuote: boolean | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<ContactPage> {
    return searchContacts(em, { search, subject, hasQuote, offset, limit });
  }
}
