import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

@ObjectType('AuditEntry', { description: 'One staff change (Hendelseslogg / Historikk).' })
export class AuditEntryType {
  @Field(() => ID)
  id!: number;

  @Field(() => Int, { nullable: true, description: 'Null when the staff user was removed since.' })
  staffUserId!: number | null;

  @Field({ description: 'The staff username at the time of the change.' })
  staffUsername!: string;

  @Field({ description: 'What was done, e.g. order.status.changed.' })
  action!: string;

  @Field()
  entityType!: string;

  @Field()
  entityId!: string;

  @Field(() => GraphQLISODateTime)
  at!: Date;

  @Field(() => String, { nullable: true, description: 'The changed fields before, as JSON text.' })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'The changed fields after, as JSON text.' })
  after!: string | null;
}

@ObjectType()
export class StaffAuditEntryPage extends ListPageOf(AuditEntryType) {}

@InputType({ description: 'Filters for the audit trail; all optional. from is inclusive, to exclusive.' })
export class StaffAuditEntryFilter {
  @Field(() => Int, { nullable: true })
  staffUserId?: number | null;

  @Field(() => String, { nullable: true })
  entityType?: string | null;

  @Field(() => String, { nullable: true })
  entityId?: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  from?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  to?: Date | null;
}
