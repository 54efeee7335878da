import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A question and answer on /faq, grouped by topic.', simpleResolvers: true })
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

@InputType({ description: "The FAQ form ('Nytt spørsmål', edit)." })
export class FaqItemInput {
  @Field({ description: 'Emne: the /faq group, e.g. Bestilling.' }) topic!: string;
  @Field() question!: string;
  @Field() answer!: string;
}
