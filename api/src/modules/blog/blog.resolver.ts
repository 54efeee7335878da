import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { PublicRead } from '../../common/public-reads.js';
import { findBlogPost, listBlogPosts, listFeaturedBlogPosts } from './blog.service.js';
import { BlogPost } from './blog.types.js';

@Resolver()
export class BlogResolver {
  @Access(PUBLIC)
  @PublicRead()
  @Query(() => [BlogPost], { description: 'Published posts, newest first.' })
  blogPosts(@Ctx() { em }: GraphQLContext): Promise<BlogPost[]> {
    return listBlogPosts(em);
  }

  @Access(PUBLIC)
  @PublicRead()
  @Query(() => [BlogPost], { description: 'Published featured posts, newest first.' })
  featuredBlogPosts(@Ctx() { em }: GraphQLContext): Promise<BlogPost[]> {
    return listFeaturedBlogPosts(em);
  }

  @Access(PUBLIC)
  @PublicRead()
  @Query(() => BlogPost, { nullable: true, description: 'One published post; null when the slug is unknown.' })
  blogPost(@Ctx() { em }: GraphQLContext, @Arg('slug', () => String) slug: string): Promise<BlogPost | null> {
    return findBlogPost(em, slug);
  }
}
