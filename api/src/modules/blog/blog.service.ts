import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors.js';
import { BlogPost } from './blog-post.entity.js';
import type { BlogPost as BlogPostShape } from './blog.types.js';

export const BLOG_POST_NOT_FOUND = 'Blogginnlegg ikke funnet';

export function toBlogPostView(post: BlogPost): BlogPostShape {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    author: post.author,
    publishedAt: post.publishedAt,
    imageUrl: post.imageUrl ?? null,
    featured: post.featured,
    tags: post.tags ?? [],
  };
}

const NEWEST_FIRST = { orderBy: { publishedAt: 'desc', id: 'desc' } } as const;

/** Published posts whose publish time has come, newest first. */
export async function listBlogPosts(em: EntityManager): Promise<BlogPostShape[]> {
  const posts = await em.find(BlogPost, { published: true, publishedAt: { $lte: new Date() } }, NEWEST_FIRST);
  return posts.map(toBlogPostView);
}

/** Published featured posts, newest first (the home page shows the first three). */
export async function listFeaturedBlogPosts(em: EntityManager): Promise<BlogPostShape[]> {
  const posts = await em.find(
    BlogPost,
    { published: true, featured: true, publishedAt: { $lte: new Date() } },
    NEWEST_FIRST,
  );
  return posts.map(toBlogPostView);
}

/** One published post by slug, or null when there is none (drafts are never visible). */
export async function findBlogPost(em: EntityManager, slug: string): Promise<BlogPostShape | null> {
  if (typeof slug !== 'string' || slug.length === 0 || slug.length > 300) return null;
  const post = await em.findOne(BlogPost, { slug, published: true, publishedAt: { $lte: new Date() } });
  return post ? toBlogPostView(post) : null;
}

/** Like findBlogPost, but a missing post is a NotFoundError (404 on REST). */
export async function getBlogPost(em: EntityManager, slug: string): Promise<BlogPostShape> {
  const post = await findBlogPost(em, slug);
  if (!post) throw new NotFoundError(BLOG_POST_NOT_FOUND);
  return post;
}
