import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A catalogue product. `price` is display text such as "Fra 449,-".' })
export class Product {
  @Field(() => ID)
  id!: number;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field()
  price!: string;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field()
  category!: string;

  @Field(() => String, { nullable: true })
  color!: string | null;
}
