import { staffCan } from '@russ/schema/staff/permissions';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { getMailDelivery, listMailDeliveries, MAIL_LOG_MESSAGES, resendMail } from './mail-log.service.js';
import { MailDeliveryDetailType, MailDeliveryPage, MailLogFilter } from './mail-log.types.js';

/** The mail log (admin §12, `E-postlogg`): staff only. */
@Resolver()
export class MailLogResolver {
  @Access(staffCan('mail.read'))
  @Query(() => MailDeliveryPage, { description: 'Staff (mail.read): the mail log, newest first, paged.' })
  mailDeliveries(
    @Ctx() { em }: GraphQLContext,
    @Arg('filter', () => MailLogFilter, { nullable: true }) filter: MailLogFilter | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50 }) limit: number | null,
  ): Promise<MailDeliveryPage> {
    return listMailDeliveries(em, { ...filter, offset, limit });
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
