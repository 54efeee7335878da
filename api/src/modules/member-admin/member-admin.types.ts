import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A member as the console shows them (admin §9).' })
export class StaffMember {
  @Field(() => ID) id!: number;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field({ description: 'First and last name.' }) name!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) school!: string | null;
  @Field(() => String, { nullable: true }) graduationYear!: string | null;
  @Field({ description: 'active | deactivated' }) status!: string;
  @Field({ description: "'Aktiv' | 'Deaktivert'" }) statusLabel!: string;
  @Field(() => GraphQLISODateTime) joinedAt!: Date;
}

@ObjectType()
export class StaffMemberPage {
  @Field(() => [StaffMember]) items!: StaffMember[];
  @Field(() => Int) total!: number;
}

@InputType()
export class StaffMemberFilter {
  @Field(() => String, { nullable: true, description: "Words in the member's name, e-mail or school." })
  search?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the school's name." })
  school?: string | null;
  @Field(() => String, { nullable: true, description: 'Exactly this graduation year, e.g. "2026".' })
  graduationYear?: string | null;
  @Field(() => String, { nullable: true, description: 'active | deactivated' })
  status?: string | null;
}
