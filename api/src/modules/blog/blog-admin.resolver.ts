import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CATALOG_MESSAGES } from '@russ/schema/catalog/catalog-admin.validators';
import { staffCan } from '@russ/schema/staff/permissions';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import {
  createBlogPost,
  getStaffBlogPost,
  listStaffBlogPosts,
  setBlogPostFeatured,
  setBlogPostPublished,
  updateBlogPost,
} from './blog-admin.service.js';
import { BlogPostInput, BlogPostSaved, StaffBlogPost, StaffBlogPostFilter, StaffBlogPostPage } from './blog.types.js';

const postId = (id: string) => parseId(id, CATALOG_MESSAGES.postNotFound);

/** `Blogg` (admin §10): staff holding content.manage. */
@Resolver()
export class BlogAdminResolver {
  @Access(staffCan('content.manage'))
  @Query(() => StaffBlogPostPage, {
    description:
      'Staff (content.manage): every post, newest first; search in title, slug and excerpt; filter published; sort publishedAt or title.',
  })
  staffBlogPosts(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffBlogPostFilter, { nullable: true }) filter: StaffBlogPostFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffBlogPostPage> {
    return listStaffBlogPosts(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('content.manage'))
  @Query(() => StaffBlogPost, { description: "Staff (content.manage): one post; NOT_FOUND 'Fant ikke innlegget'." })
  staffBlogPost(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<StaffBlogPost> {
    return getStaffBlogPost(em, postId(id));
  }

  @Access(staffCan('content.manage'))
  @Mutation(() => BlogPostSaved, { description: '`Nytt innlegg` (a draft); a slug in use is refused (slug).' })
  createBlogPost(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => BlogPostInput) input: BlogPostInput,
  ): Promise<BlogPostSaved> {
    const staff = requireCapability(sessions, 'content.manage');
    return createBlogPost(em, staff, input).then((post) => new BlogPostSaved(post));
  }

  @Access(staffCan('content.manage'))
  @Mutation(() => BlogPostSaved, { description: 'Edits a post (every field of the form).' })
  updateBlogPost(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BlogPostInput) input: BlogPostInput,
  ): Promise<BlogPostSaved> {
    const staff = requireCapability(sessions, 'content.manage');
    const parsed = postId(id);
    return updateBlogPost(em, staff, parsed, input).then((post) => new BlogPostSaved(post));
  }

  @Access(staffCan('content.manage'))
  @Mutation(() => StaffBlogPost, { description: '`Publiser` (published true) or `Avpubliser` (published false).' })
  setBlogPostPublished(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('published', () => Boolean) published: boolean,
  ): Promise<StaffBlogPost> {
    const staff = requireCapability(sessions, 'content.manage');
    return setBlogPostPublished(em, staff, postId(id), published);
  }

  @Access(staffCan('content.manage'))
  @Mutation(() => StaffBlogPost, {
    description:
      "'Fremhevet' on or off; featuring a published post when three are shown is refused (featured) naming them.",
  })
  setBlogPostFeatured(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('featured', () => Boolean) featured: boolean,
  ): Promise<StaffBlogPost> {
    const staff = requireCapability(sessions, 'content.manage');
    return setBlogPostFeatured(em, staff, postId(id), featured);
  }
}
