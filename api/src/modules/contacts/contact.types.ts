import { createUnionType, Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ValidationError } from '../../graphql/common.types.js';

@InputType({ description: 'The contact form. subject is one of tilbud, produkter, design, annet.' })
export class ContactInput {
  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  email!: string;

  @Field()
  subject!: string;

  @Field()
  message!: string;
}

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

export const SubmitContactResult = createUnionType({
  name: 'SubmitContactResult',
  types: () => [ContactSubmitted, ValidationError] as const,
});

@ObjectType('Contact', { description: 'A contact-form message (staff only).' })
export class ContactMessage {
  @Field(() => ID)
  id!: number;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  email!: string;

  @Field()
  subject!: string;

  @Field()
  message!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

@ObjectType()
export class ContactPage {
  @Field(() => [ContactMessage])
  items!: ContactMessage[];

  @Field(() => Int)
  total!: number;
}
