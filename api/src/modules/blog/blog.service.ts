import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors.js';
import { readPublicRows } from '../../common/public-rows.js';
import type { BlogPost as BlogPostShape } from './blog.types.js';

export const BLOG_POST_NOT_FOUND = 'Blogginnlegg ikke funnet';

/**
 * The public columns of published posts whose publish time has come, as the GraphQL `BlogPost` and the REST answer
 * name them. The storefront reads these on every visit, so they are lean queries whose rows are the read shape
 * (no entities, no identity map).
 */
const PUBLISHED_POSTS = `select id, slug, title, excerpt, content, category, author,
    to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "publishedAt",
    image_url as "imageUrl", featured, tags
  from blog_posts where published and published_at <= now()`;
const NEWEST_FIRST = 'order by published_at desc, id desc';

type PostRow = Omit<BlogPostShape, 'publishedAt'> & { publishedAt: string };

async function readPosts(em: EntityManager, sql: string, params: unknown[] = []): Promise<BlogPostShape[]> {
  const rows = await readPublicRows<PostRow>(em, sql, params);
  return rows.map((row) => ({ ...row, publishedAt: new Date(row.publishedAt) }));
}

/** Published posts whose publish time has come, newest first. */
export async function listBlogPosts(em: EntityManager): Promise<BlogPostShape[]> {
  return readPosts(em, `${PUBLISHED_POSTS} ${NEWEST_FIRST}`);
}

/** Published featured posts, newest first (the home page shows the first three). */
export async function listFeaturedBlogPosts(em: EntityManager): Promise<BlogPostShape[]> {
  return readPosts(em, `${PUBLISHED_POSTS} and featured ${NEWEST_FIRST}`);
}

/** One published post by slug, or null when there is none (drafts are never visible). */
export async function findBlogPost(em: EntityManager, slug: string): Promise<BlogPostShape | null> {
  if (typeof slug !== 'string' || slug.length === 0 || slug.length > 300) return null;
  const [post] = await readPosts(em, `${PUBLISHED_POSTS} and slug = ?`, [slug]);
  return post ?? null;
}

/** Like findBlogPost, but a missing post is a NotFoundError (404 on REST). */
export async function getBlogPost(em: EntityManager, slug: string): Promise<BlogPostShape> {
  const post = await findBlogPost(em, slug);
  if (!post) throw new NotFoundError(BLOG_POST_NOT_FOUND);
  return post;
}
