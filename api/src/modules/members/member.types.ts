import { createUnionType, Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';
import { ValidationError } from '../../graphql/common.types.js';

@InputType({ description: 'Community signup. school and graduationYear may be empty.' })
export class MemberInput {
  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  school?: string | null;

  @Field(() => String, { nullable: true, description: 'Four digits, e.g. "2026", or empty.' })
  graduationYear?: string | null;
}

@ObjectType({ description: 'A community membership as the signup answers it.' })
export class CommunityMember {
  @Field(() => ID)
  id!: number;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  school!: string | null;

  @Field(() => String, { nullable: true })
  graduationYear!: string | null;

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

@ObjectType({ description: 'There is already a membership with this e-mail address.' })
export class EmailTaken {
  @Field()
  message!: string;

  constructor(message: string) {
    this.message = message;
  }
}

export const JoinCommunityResult = createUnionType({
  name: 'JoinCommunityResult',
  types: () => [CommunityJoined, ValidationError, EmailTaken] as const,
});
