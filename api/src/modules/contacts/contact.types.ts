import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

/** The contact form's fields, for its input and the stored message staff read (not a schema type itself). */
@InputType()
@ObjectType()
abstract class ContactFormFields {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() subject!: string;
  @Field() message!: string;
}

@InputType({ description: 'The contact form. subject is one of tilbud, produkter, design, annet.' })
export class ContactInput extends ContactFormFields {}

@ObjectType({ description: 'The message was stored; confirmation and shop notice are on their way.' })
export class ContactSubmitted {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'The thank-you text to show.' })
  message!: string;

  constructor(id: number, message: string) {
    this.id = id;
    this.message = message;
  }
}

@ObjectType('Contact', { description: 'A contact-form message (staff only).' })
export class ContactMessage extends ContactFormFields {
  @Field(() => ID)
  id!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => Int, { description: 'How many times staff answered it with `Svar`.' })
  replyCount!: number;

  /** Resolved by ContactResolver.replies (loaded with one message, read on demand in a list). */
  replies?: ContactAnswer[];
}

@ObjectType({ description: '`Svar` on a contact message: the answer mailed to the sender.' })
export class ContactAnswer {
  @Field(() => ID) id!: number;
  @Field() body!: string;
  @Field({ description: 'The staff member who answered.' }) staffUsername!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType({ description: 'The answer was stored and is on its way to the sender.' })
export class ContactAnswered {
  @Field(() => ContactMessage) contact!: ContactMessage;

  constructor(contact: ContactMessage) {
    this.contact = contact;
  }
}

@ObjectType()
export class StaffContactPage extends ListPageOf(ContactMessage) {}

@InputType({ description: 'Filters of the console contact list.' })
export class StaffContactFilter {
  @Field(() => String, { nullable: true }) subject?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'true: messages a quote was made from; false: those without one.',
  })
  hasQuote?: boolean | null;
}
