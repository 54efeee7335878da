import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

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
export class StaffMemberPage extends ListPageOf(StaffMember) {}

@InputType({ description: 'Filters of the console member list.' })
export class StaffMemberFilter {
  @Field(() => String, { nullable: true, description: "Part of the school's name." })
  school?: string | null;
  @Field(() => String, { nullable: true, description: 'Exactly this graduation year, e.g. "2026".' })
  graduationYear?: string | null;
  @Field(() => String, { nullable: true, description: 'active | deactivated' })
  status?: string | null;
}
