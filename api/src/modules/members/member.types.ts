import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';

/** Who signs up, shared by the signup input and its answer (not a schema type itself). */
@InputType()
@ObjectType()
abstract class MemberSignupFields {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) school!: string | null;
}

@InputType({ description: 'Community signup. school and graduationYear may be empty.' })
export class MemberInput extends MemberSignupFields {
  @Field(() => String, { nullable: true, description: 'Four digits, e.g. "2026", or empty.' })
  graduationYear?: string | null;
}

@ObjectType({ description: 'A community membership as the signup answers it.' })
export class CommunityMember extends MemberSignupFields {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { nullable: true })
  graduationYear!: string | null;

  /** 'true' or 'false' as stored: REST's signup answer carries it (a published shape). Not a GraphQL field. */
  isActive!: string;

  @Field(() => GraphQLISODateTime)
  joinedAt!: Date;
}

@ObjectType({ description: 'The membership was created; the welcome mail is on its way.' })
export class CommunityJoined {
  @Field(() => CommunityMember)
  member!: CommunityMember;

  constructor(member: CommunityMember) {
    this.member = member;
  }
}
