import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';

/**
 * GraphQL shapes of the groups feature, and the read shapes its services return (group.views.ts), not the entities.
 * Expected refusals (deadline, full, archived, rate limit…) are GraphQL errors with code CONFLICT (RATE_LIMITED when
 * rate-limited) and `extensions.reason`; access errors (401/403/404) are GraphQL errors with a code.
 */

@InputType({
  description:
    "A new group. deadline: 'YYYY-MM-DD' (until the end of that day, Norwegian time) or an ISO date-time; empty for none. maxMembers: empty means unlimited ('Ubegrenset').",
})
export class CreateGroupInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) school?: string | null;
  @Field(() => String, { nullable: true }) graduationYear?: string | null;
  @Field(() => String, { nullable: true }) deadline?: string | null;
  @Field(() => Int, { nullable: true }) maxMembers?: number | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@InputType({ description: 'Every editable field of a group, status included (active, draft or archived).' })
export class UpdateGroupInput extends CreateGroupInput {
  @Field() status!: string;
}

@InputType()
export class SizeLineInput {
  @Field(() => Int) productId!: number;
  @Field({ description: 'XXS … 3XL or One size.' }) size!: string;
  @Field({ description: "A colour value ('navy', 'lys-graa', 'svart', …)." }) color!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true, description: 'The name to print on the garment.' })
  printName?: string | null;
}

@InputType({ description: "A member's sizes for one group (replaces their earlier submission)." })
export class SizeSubmissionInput {
  @Field(() => [SizeLineInput]) items!: SizeLineInput[];
  @Field(() => String, { nullable: true }) notes?: string | null;
}

/** What names a russ group in the customer's overview and the console's rows (not a schema type itself). */
@ObjectType()
export abstract class GroupIdentity {
  @Field(() => ID) id!: number;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) school!: string | null;
  @Field(() => String, { nullable: true }) graduationYear!: string | null;
  @Field() coordinatorEmail!: string;
  @Field(() => String, { nullable: true }) coordinatorName!: string | null;
}

@ObjectType({ description: 'A russ group as the viewer may see it.' })
export class GroupOverview extends GroupIdentity {
  @Field(() => String, { nullable: true, description: 'Only for the coordinator and staff.' })
  inviteCode!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) deadline!: Date | null;
  @Field({ description: 'active, draft or archived.' }) status!: string;
  @Field(() => Int, { nullable: true, description: "null means unlimited ('Ubegrenset')." })
  maxMembers!: number | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Int, { description: 'Accepted members (the places taken).' }) memberCount!: number;
  @Field(() => Int, { description: 'Open invitations.' }) invitedCount!: number;
  @Field(() => Int) submissionCount!: number;
  @Field({ description: 'coordinator, member or staff.' }) viewerRole!: string;
  @Field(() => String, { nullable: true, description: "The viewer's own status (invited, accepted, declined)." })
  myStatus!: string | null;
  @Field({ description: 'The deadline has passed or the group is archived.' }) submissionsLocked!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the sizes were last sent to the shop.' })
  quoteRequestedAt!: Date | null;
}

@ObjectType('GroupMemberEntry', { description: 'Someone invited to or in a group (coordinator and staff only).' })
export class GroupMemberEntry {
  @Field(() => ID) id!: number;
  @Field(() => Int) groupId!: number;
  @Field({ description: 'member (the coordinator is not a member row).' }) role!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field({ description: 'invited, accepted or declined.' }) status!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) joinedAt!: Date | null;
  @Field(() => GraphQLISODateTime) invitedAt!: Date;
  @Field() hasSubmitted!: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "Group page, coordinator and staff only ('Betalt'): whether the member has paid their invoice(s) of the group's order(s); null when no invoice is addressed to them (or in the customer area's list of all memberships).",
  })
  paid!: boolean | null;
}

@ObjectType()
export class GroupSizeLine {
  @Field(() => Int, { nullable: true }) productId!: number | null;
  @Field() productName!: string;
  /** The name as stored in the submission (null when none); REST answers it as `name`. Not a GraphQL field. */
  storedName?: string | null;
  @Field(() => String, { nullable: true }) size!: string | null;
  @Field(() => String, { nullable: true }) color!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true }) printName!: string | null;
}

@ObjectType()
export class GroupSizeSubmission {
  @Field(() => ID) id!: number;
  @Field(() => Int) groupId!: number;
  @Field() groupName!: string;
  @Field() memberEmail!: string;
  @Field(() => String, { nullable: true }) memberName!: string | null;
  @Field(() => [GroupSizeLine]) lines!: GroupSizeLine[];
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => GraphQLISODateTime) submittedAt!: Date;
  @Field({ description: 'The group no longer takes changes.' }) locked!: boolean;
}

@ObjectType()
export class SizeMatrixRow {
  @Field(() => String, { nullable: true }) color!: string | null;
  @Field() colorLabel!: string;
  @Field(() => [Int], { description: 'One count per SizeMatrix.sizes entry.' }) counts!: number[];
  @Field(() => Int) total!: number;
}

@ObjectType()
export class SizeMatrixProduct {
  @Field(() => Int, { nullable: true }) productId!: number | null;
  @Field() productName!: string;
  @Field(() => [SizeMatrixRow]) rows!: SizeMatrixRow[];
  @Field(() => [Int]) sizeTotals!: number[];
  @Field(() => Int) total!: number;
}

@ObjectType({ description: 'Pieces per product × colour × size, with row, column and grand totals.' })
export class SizeMatrix {
  @Field(() => [String]) sizes!: string[];
  @Field(() => [SizeMatrixProduct]) products!: SizeMatrixProduct[];
  @Field(() => [Int]) sizeTotals!: number[];
  @Field(() => Int) grandTotal!: number;
}

@ObjectType({ description: 'One group with what the viewer may see of its members and sizes.' })
export class GroupDetail extends GroupOverview {
  @Field(() => [GroupMemberEntry], { description: 'Coordinator and staff only; empty for members.' })
  members!: GroupMemberEntry[];
  @Field(() => [GroupSizeSubmission], { description: 'Coordinator and staff: all; members: their own.' })
  submissions!: GroupSizeSubmission[];
  @Field(() => GroupSizeSubmission, { nullable: true }) mySubmission!: GroupSizeSubmission | null;
  @Field(() => SizeMatrix, { nullable: true, description: 'Coordinator and staff only.' })
  matrix!: SizeMatrix | null;
}

@ObjectType({ description: "The signed-in customer's groups tab." })
export class MyGroups {
  @Field(() => [GroupOverview], { description: 'Groups the customer coordinates (administrator rights).' })
  coordinated!: GroupOverview[];
  @Field(() => [GroupOverview], { description: 'Groups the customer is invited to or a member of.' })
  memberOf!: GroupOverview[];
  @Field(() => [GroupSizeSubmission], { description: "The customer's own size submissions." })
  submissions!: GroupSizeSubmission[];
}

// ---------------------------------------------------------------------------------------------------------
// Results

@ObjectType()
export class GroupSaved {
  @Field(() => GroupDetail) group!: GroupDetail;
  constructor(group: GroupDetail) {
    this.group = group;
  }
}

@ObjectType()
export class GroupJoined {
  @Field(() => GroupDetail) group!: GroupDetail;
  @Field() alreadyMember!: boolean;
  @Field() message!: string;
}

@ObjectType()
export class GroupMemberInvited {
  @Field(() => GroupMemberEntry) member!: GroupMemberEntry;
  @Field() message!: string;
}

@ObjectType()
export class GroupMemberRemoved {
  @Field(() => ID) memberId!: number;
}

@ObjectType()
export class GroupSizesSubmitted {
  @Field(() => GroupSizeSubmission) submission!: GroupSizeSubmission;
  @Field() message!: string;
}

@ObjectType()
export class GroupQuoteSent {
  @Field(() => ID) contactId!: number;
  @Field(() => GraphQLISODateTime) quoteRequestedAt!: Date;
  @Field(() => GroupDetail) group!: GroupDetail;
  @Field() message!: string;
}
