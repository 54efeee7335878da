import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { staffCan } from '@russ/schema/staff/permissions';
import { requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import {
  archiveGroup,
  extendGroupDeadline,
  getStaffGroup,
  listStaffGroups,
  sendGroupSizeReminder,
} from './group-admin.service.js';
import {
  ExtendGroupDeadlineInput,
  GroupReminderSent,
  StaffGroupDetail,
  StaffGroupFilter,
  StaffGroupPage,
} from './group-admin.types.js';

/**
 * The console's groups (admin §7). Thin: rules in group-admin.service.ts. Field errors come as BAD_USER_INPUT
 * with `extensions.fieldErrors`; an action the group's state does not allow as CONFLICT with a Norwegian message.
 */
@Resolver()
export class GroupAdminResolver {
  @Access(staffCan('groups.read'))
  @Query(() => StaffGroupPage, {
    description:
      'Staff (groups.read): groups, newest first; sortBy name, school, graduationYear, deadline, createdAt, memberCount or submissionCount.',
  })
  staffGroups(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffGroupFilter, { nullable: true }) filter: StaffGroupFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffGroupPage> {
    return listStaffGroups(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('groups.read'))
  @Query(() => StaffGroupDetail, { description: "Staff (groups.read): one group; NOT_FOUND 'Fant ikke gruppen'." })
  staffGroup(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<StaffGroupDetail> {
    return getStaffGroup(em, sessions, id) as Promise<StaffGroupDetail>;
  }

  @Access(staffCan('groups.manage'))
  @Mutation(() => StaffGroupDetail, {
    description: '`Forleng frist`: a later deadline in the future; accepted members are mailed.',
  })
  async extendGroupDeadline(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ExtendGroupDeadlineInput) input: ExtendGroupDeadlineInput,
  ): Promise<StaffGroupDetail> {
    const groupId = await extendGroupDeadline(em, requireCapability(sessions, 'groups.manage'), id, input);
    return getStaffGroup(em.fork(), sessions, groupId) as Promise<StaffGroupDetail>;
  }

  @Access(staffCan('groups.manage'))
  @Mutation(() => StaffGroupDetail, { description: '`Arkiver`: closes the group; CONFLICT when already archived.' })
  async archiveGroup(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<StaffGroupDetail> {
    const groupId = await archiveGroup(em, requireCapability(sessions, 'groups.manage'), id);
    return getStaffGroup(em.fork(), sessions, groupId) as Promise<StaffGroupDetail>;
  }

  @Access(staffCan('groups.manage'))
  @Mutation(() => GroupReminderSent, {
    description: '`Send påminnelse`: a size reminder to every accepted member without a submission.',
  })
  async sendGroupSizeReminder(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<GroupReminderSent> {
    const { groupId, reminded } = await sendGroupSizeReminder(em, requireCapability(sessions, 'groups.manage'), id);
    return { staffGroup: await getStaffGroup(em.fork(), sessions, groupId), reminded };
  }
}
