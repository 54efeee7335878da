import { staffCan } from '@russ/schema/staff/permissions';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import { getMailDelivery, listMailDeliveries, MAIL_LOG_MESSAGES, resendMail } from './mail-log.service.js';
import { MailDeliveryDetailType, StaffMailDeliveryPage, StaffMailDeliveryFilter } from './mail-log.types.js';

/** The mail log (admin §12, `E-postlogg`): staff only. */
@Resolver()
export class MailLogResolver {
  @Access(staffCan('mail.read'))
  @Query(() => StaffMailDeliveryPage, {
    description:
      "Staff (mail.read): the mail log, newest first; 'Søk' (search) in the recipient or the subject; sort at, recipient, type, subject or status; at most 200 a page.",
  })
  staffMailDeliveries(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffMailDeliveryFilter, { nullable: true }) filter: StaffMailDeliveryFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffMailDeliveryPage> {
    return listMailDeliveries(em, { ...filter, search, sort, offset, limit });
  }

  @Access(staffCan('mail.read'))
  @Query(() => MailDeliveryDetailType, {
    description: "Staff (mail.read): one mail as it was sent; NOT_FOUND 'Fant ikke e-posten'.",
  })
  mailDelivery(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<MailDeliveryDetailType> {
    return getMailDelivery(em, parseId(id, MAIL_LOG_MESSAGES.notFound));
  }

  @Access(staffCan('mail.resend'))
  @Mutation(() => MailDeliveryDetailType, {
    description:
      '`Send på nytt` (mail.resend): queues the same mail again as a new delivery linked to the original; CONFLICT while it is still queued or for a mail that cannot be resent.',
  })
  resendMail(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<MailDeliveryDetailType> {
    const staff = requireCapability(sessions, 'mail.resend');
    return resendMail(em, staff, parseId(id, MAIL_LOG_MESSAGES.notFound));
  }
}
