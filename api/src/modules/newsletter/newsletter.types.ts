import { createUnionType, Field, ObjectType } from 'type-graphql';
import { ValidationError } from '../../graphql/common.types.js';

@ObjectType({ description: 'The address will get a confirmation mail unless it is already subscribed.' })
export class NewsletterSubscribed {
  @Field()
  email!: string;

  constructor(email: string) {
    this.email = email;
  }
}

export const SubscribeNewsletterResult = createUnionType({
  name: 'SubscribeNewsletterResult',
  types: () => [NewsletterSubscribed, ValidationError] as const,
});
