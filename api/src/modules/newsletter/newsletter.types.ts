import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The address will get a confirmation mail unless it is already subscribed.' })
export class NewsletterSubscribed {
  @Field()
  email!: string;

  constructor(email: string) {
    this.email = email;
  }
}
