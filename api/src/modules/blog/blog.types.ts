import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A published blog post. `content` is markdown-like text.' })
export class BlogPost {
  @Field(() => ID)
  id!: number;

  @Field()
  slug!: string;

  @Field()
  title!: string;

  @Field()
  excerpt!: string;

  @Field()
  content!: string;

  @Field()
  category!: string;

  @Field()
  author!: string;

  @Field(() => GraphQLISODateTime)
  publishedAt!: Date;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field()
  featured!: boolean;

  @Field(() => [String])
  tags!: string[];
}
