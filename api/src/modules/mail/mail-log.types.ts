import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

@ObjectType('MailDelivery', { description: 'One mail of the mail log (E-postlogg).' })
export class MailDeliveryType {
  @Field(() => ID)
  id!: number;

  @Field(() => GraphQLISODateTime, { description: 'When the mail was sent, or its last attempt.' })
  at!: Date;

  @Field({ description: 'Empty while a job that never built its mail is retried.' })
  recipient!: string;

  @Field({ description: 'The job name, e.g. mail.quote-sent.' })
  type!: string;

  @Field({ description: "The kind in Norwegian, e.g. 'Tilbud sendt'." })
  kind!: string;

  @Field()
  subject!: string;

  @Field({ description: "queued ('I kø'), sent ('Sendt') or failed ('Feilet')." })
  status!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => String, { nullable: true, description: 'The error of the last attempt.' })
  lastError!: string | null;

  @Field(() => String, { nullable: true, description: 'What the mail is about: order, quote, invoice, design...' })
  recordType!: string | null;

  @Field(() => Int, { nullable: true })
  recordId!: number | null;

  @Field(() => Int, { nullable: true, description: 'The delivery this one resends (Send på nytt).' })
  resendOfId!: number | null;
}

@ObjectType('MailDeliveryDetail', { description: 'One mail as it was sent; link tokens are masked.' })
export class MailDeliveryDetailType extends MailDeliveryType {
  @Field(() => String, { nullable: true })
  html!: string | null;

  @Field(() => String, { nullable: true })
  text!: string | null;

  @Field(() => [String], { description: 'File names of the attachments sent.' })
  attachments!: string[];

  @Field(() => String, { nullable: true })
  messageId!: string | null;

  @Field({ description: '`Send på nytt` is possible.' })
  canResend!: boolean;

  @Field(() => [MailDeliveryType], { description: 'Deliveries that resent this mail, oldest first.' })
  resends!: MailDeliveryType[];
}

@ObjectType()
export class StaffMailDeliveryPage extends ListPageOf(MailDeliveryType) {}

@InputType({ description: 'Filters for the mail log; all optional. from is inclusive, to exclusive.' })
export class StaffMailDeliveryFilter {
  @Field(() => String, { nullable: true, description: 'queued, sent or failed.' })
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'The kind (job name).' })
  type?: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  from?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  to?: Date | null;
}
