import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { MESSAGE_MESSAGES } from '@russ/schema/messages/message-rules';
import { staffCan } from '@russ/schema/staff/permissions';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import {
  addThreadNote,
  closeThread,
  countUnreadThreads,
  getStaffThread,
  listStaffThreads,
  replyToThreadAsStaff,
} from './message-admin.service.js';
import {
  StaffMessageThreadDetail,
  StaffMessageThreadFilter,
  StaffMessageThreadPage,
  ThreadUpdated,
} from './message-admin.types.js';

const updated = (view: StaffMessageThreadDetail) => new ThreadUpdated(view);
const threadId = (id: string) => parseId(id, MESSAGE_MESSAGES.threadNotFound);

/** The console's `Meldinger` (admin §8): the inbox, one thread, and staff's steps on it. */
@Resolver()
export class MessageAdminResolver {
  @Access(staffCan('threads.read'))
  @Query(() => StaffMessageThreadPage, {
    description:
      'Staff (threads.read): threads, latest activity first; status open, waiting or closed; unread true for threads with a customer message staff have not read; sort lastMessageAt, createdAt, subject, status or memberEmail.',
  })
  staffMessageThreads(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffMessageThreadFilter, { nullable: true }) filter: StaffMessageThreadFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffMessageThreadPage> {
    return listStaffThreads(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('threads.read'))
  @Query(() => Int, {
    description: "Staff (threads.read): threads with an unread customer message (the menu's count).",
  })
  staffUnreadThreadCount(@Ctx() { em }: GraphQLContext): Promise<number> {
    return countUnreadThreads(em);
  }

  @Access(staffCan('threads.read'))
  @Query(() => StaffMessageThreadDetail, {
    description:
      "Staff (threads.read): one thread with its messages and internal notes. Opening it marks the customer's messages read for staff. NOT_FOUND 'Fant ikke samtalen'.",
  })
  staffMessageThread(
    @Ctx() { em }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<StaffMessageThreadDetail> {
    return getStaffThread(em, threadId(id), true);
  }

  @Access(staffCan('threads.reply'))
  @Mutation(() => ThreadUpdated, {
    description: "`Send svar`: a reply from the shop; the customer is mailed and the thread becomes 'Venter svar'.",
  })
  replyToThreadAsStaff(
    @Ctx() { em, sessions, config }: GraphQLContext,
    @Arg('threadId', () => ID) id: string,
    @Arg('body', () => String) body: string,
  ): Promise<ThreadUpdated> {
    const staff = requireCapability(sessions, 'threads.reply');
    return replyToThreadAsStaff(em, staff, config.shop.email, threadId(id), { body }).then(updated);
  }

  @Access(staffCan('threads.reply'))
  @Mutation(() => ThreadUpdated, { description: '`Intern notat`: a note only staff ever see.' })
  addThreadNote(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('threadId', () => ID) id: string,
    @Arg('body', () => String) body: string,
  ): Promise<ThreadUpdated> {
    const staff = requireCapability(sessions, 'threads.reply');
    return addThreadNote(em, staff, threadId(id), { body }).then(updated);
  }

  @Access(staffCan('threads.reply'))
  @Mutation(() => ThreadUpdated, { description: '`Lukk tråd`: closes the thread (refused when it is closed).' })
  closeThread(@Ctx() { em, sessions }: GraphQLContext, @Arg('threadId', () => ID) id: string): Promise<ThreadUpdated> {
    const staff = requireCapability(sessions, 'threads.reply');
    return closeThread(em, staff, threadId(id)).then(updated);
  }
}
