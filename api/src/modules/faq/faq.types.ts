import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A question and answer on /faq, grouped by topic.' })
export class FaqItem {
  @Field(() => ID)
  id!: number;

  @Field()
  question!: string;

  @Field()
  answer!: string;

  @Field()
  topic!: string;
}
