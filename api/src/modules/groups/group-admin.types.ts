import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';
import { GroupDetail, GroupIdentity } from './group.types.js';

/** GraphQL shapes of the console's groups (admin §7), and the read shapes group-admin.service.ts returns. */

@ObjectType({ description: "A row of the console's `Grupper` list." })
export class StaffGroupRow extends GroupIdentity {
  @Field(() => Int, { description: 'Accepted members.' }) memberCount!: number;
  @Field(() => Int, { description: 'Open invitations.' }) invitedCount!: number;
  @Field(() => Int) submissionCount!: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) deadline!: Date | null;
  @Field({ description: 'active, draft or archived.' }) status!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType()
export class StaffGroupPage extends ListPageOf(StaffGroupRow) {}

@ObjectType({ description: "A design, quote or order of a group, linked from the group's page." })
export class GroupRecordLink {
  @Field(() => ID) id!: number;
  @Field({ description: "The design's name, the quote or order number." }) title!: string;
  @Field() status!: string;
  @Field() statusLabel!: string;
  @Field({ description: "The customer's e-mail." }) email!: string;
  @Field(() => String, { nullable: true, description: 'Incl. MVA, for quotes and orders.' }) amount!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType({ description: "The staff actions the group's state allows." })
export class GroupStaffActionsView {
  @Field() canExtendDeadline!: boolean;
  @Field() canArchive!: boolean;
  @Field() canSendReminder!: boolean;
  @Field({
    description:
      "`Send betalingspåminnelse`: a member's invoice of the group's order(s) still waits for (the rest of) its payment.",
  })
  canSendPaymentReminder!: boolean;
}

@ObjectType({ description: 'One group for staff: the group as its coordinator sees it, its records and actions.' })
export class StaffGroupDetail {
  @Field(() => GroupDetail) group!: GroupDetail;
  @Field(() => [GroupRecordLink]) designs!: GroupRecordLink[];
  @Field(() => [GroupRecordLink]) quotes!: GroupRecordLink[];
  @Field(() => [GroupRecordLink]) orders!: GroupRecordLink[];
  @Field(() => GroupStaffActionsView) actions!: GroupStaffActionsView;
}

@InputType({
  description: "`Forleng frist`: 'YYYY-MM-DD' (until the end of that day, Norwegian time) or an ISO date-time.",
})
export class ExtendGroupDeadlineInput {
  @Field() deadline!: string;
}

@ObjectType({ description: '`Send påminnelse` went out.' })
export class GroupReminderSent {
  @Field(() => StaffGroupDetail) staffGroup!: StaffGroupDetail;
  @Field(() => Int, { description: 'Members reminded.' }) reminded!: number;
}

@InputType({ description: 'Filters of the console group list.' })
export class StaffGroupFilter {
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true, description: 'Exactly this graduation year, e.g. "2026".' })
  graduationYear?: string | null;
}
