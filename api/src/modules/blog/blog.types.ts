import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

@ObjectType({ description: 'A published blog post. `content` is markdown-like text.', simpleResolvers: true })
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

@ObjectType({ description: 'A blog post as staff see it (admin §10), drafts too.' })
export class StaffBlogPost {
  @Field(() => ID) id!: number;
  @Field() slug!: string;
  @Field() title!: string;
  @Field() excerpt!: string;
  @Field({ description: 'Markdown.' }) content!: string;
  @Field() category!: string;
  @Field(() => [String]) tags!: string[];
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field() author!: string;
  @Field() featured!: boolean;
  @Field() published!: boolean;
  @Field(() => GraphQLISODateTime) publishedAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => Int, { description: 'Reading time in minutes as the storefront shows it.' }) readingMinutes!: number;
}

@ObjectType()
export class StaffBlogPostPage extends ListPageOf(StaffBlogPost) {}

@InputType({ description: "The blog form ('Nytt innlegg', edit)." })
export class BlogPostInput {
  @Field() title!: string;
  @Field({ description: 'a–z, 0–9 and hyphens; unique.' }) slug!: string;
  @Field() excerpt!: string;
  @Field({ description: 'Markdown.' }) content!: string;
  @Field() category!: string;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
  @Field(() => String, { nullable: true, description: 'An /api/assets/ path (from the image upload).' })
  imageUrl?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Fremhevet; at most three posts.' }) featured?: boolean | null;
}

@ObjectType({ description: 'The post was saved.' })
export class BlogPostSaved {
  @Field(() => StaffBlogPost) post!: StaffBlogPost;

  constructor(post: StaffBlogPost) {
    this.post = post;
  }
}

@InputType({ description: 'Filters of the console blog list.' })
export class StaffBlogPostFilter {
  @Field(() => Boolean, { nullable: true, description: 'true: published, false: drafts.' }) published?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "true: marked 'Fremhevet', false: not." })
  featured?: boolean | null;
}
