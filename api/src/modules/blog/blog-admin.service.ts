import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import {
  blogPostFormInput,
  CATALOG_LIMITS,
  CATALOG_MESSAGES as M,
  featuredLimitMessage,
} from '@russ/schema/catalog/catalog-admin.validators';
import { readingTimeMinutes } from '@russ/schema/catalog/blog';
import { isUniqueViolation, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { parseInput } from '../../common/validation.js';
import { auditSnapshot, recordAudit, type AuditActor } from '../audit/audit.service.js';
import { BlogPost } from './blog-post.entity.js';
import type { StaffBlogPost } from './blog.types.js';

/**
 * Blog posts for staff (admin §10, `Blogg`): every post (drafts too), `Nytt innlegg` (a draft), edit, `Publiser`
 * and `Avpubliser`, `Fremhevet` (at most three featured posts: the home page shows three). Every change writes its
 * audit record (entity type `blog_post`) in the same transaction; the storefront reads posts from the database
 * on every request, so a change shows at once.
 */

const AUDITED = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'tags',
  'imageUrl',
  'featured',
  'published',
  'publishedAt',
] as const;

const toView = (p: BlogPost): StaffBlogPost => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  content: p.content,
  category: p.category,
  tags: p.tags ?? [],
  imageUrl: p.imageUrl ?? null,
  author: p.author,
  featured: p.featured,
  published: p.published,
  publishedAt: p.publishedAt,
  updatedAt: p.updatedAt,
  readingMinutes: readingTimeMinutes(p.content),
});

export interface StaffBlogQuery extends ListWindowArgs {
  search?: string | null;
  filter?: {
    /** true: published, false: drafts, null: all. */
    published?: boolean | null;
    /** true: marked 'Fremhevet', false: not, null: all. */
    featured?: boolean | null;
  } | null;
}

/** Sortable fields (entity properties), newest first by default. */
export const BLOG_POST_LIST: ListSpec = {
  sortable: { publishedAt: 'publishedAt', title: 'title' },
  defaultSort: { field: 'publishedAt', order: 'DESC' },
  tieBreaker: 'id',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every post for staff, newest first; search in title, slug and excerpt. */
export async function listStaffBlogPosts(em: EntityManager, query: StaffBlogQuery): Promise<ListPage<StaffBlogPost>> {
  const conditions: FilterQuery<BlogPost>[] = [];
  const published = query.filter?.published;
  if (published != null) conditions.push({ published });
  const featured = query.filter?.featured;
  if (featured != null) conditions.push({ featured });
  const terms = (query.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 10);
  for (const term of terms) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push({
      $or: [{ title: { $ilike: pattern } }, { slug: { $ilike: pattern } }, { excerpt: { $ilike: pattern } }],
    });
  }
  const where: FilterQuery<BlogPost> = conditions.length ? { $and: conditions } : {};
  return listPage(query, BLOG_POST_LIST, {
    page: async ({ orderBy, offset, limit }) =>
      (await em.find(BlogPost, where, { orderBy, offset, limit })).map(toView),
    count: () => em.count(BlogPost, where),
  });
}

async function postOrNotFound(em: EntityManager, id: number, lock = false): Promise<BlogPost> {
  const post = await em.findOne(BlogPost, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!post) throw new NotFoundError(M.postNotFound);
  return post;
}

/** One post for staff (drafts too), or 404 'Fant ikke innlegget'. */
export async function getStaffBlogPost(em: EntityManager, id: number): Promise<StaffBlogPost> {
  return toView(await postOrNotFound(em, id));
}

async function assertSlugFree(em: EntityManager, slug: string, exceptId?: number): Promise<void> {
  const taken = await em.count(BlogPost, { slug, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (taken > 0) throw new ValidationFailed({ slug: M.slugTaken });
}

async function slugSafe<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed({ slug: M.slugTaken });
    throw error;
  }
}

/**
 * At most CATALOG_LIMITS.featuredPosts featured posts on the home page: counted among the published ones (a draft
 * marked 'Fremhevet' shows nowhere, so it takes no place until it is published). Checked under an advisory lock,
 * so two staff featuring or publishing at once cannot both pass. The refusal names the featured posts.
 */
async function assertFeaturedRoom(tx: EntityManager, exceptId: number): Promise<void> {
  await tx
    .getConnection()
    .execute(`select pg_advisory_xact_lock(hashtext('blog_posts.featured'))`, [], 'all', tx.getTransactionContext());
  const shown = await tx.find(
    BlogPost,
    { featured: true, published: true, id: { $ne: exceptId } },
    { orderBy: { publishedAt: 'desc', id: 'desc' }, fields: ['title'] },
  );
  if (shown.length >= CATALOG_LIMITS.featuredPosts) {
    throw new ValidationFailed({ featured: featuredLimitMessage(shown.map((post) => post.title)) });
  }
}

/** `Nytt innlegg`: a draft (not shown on the storefront until `Publiser`). */
export async function createBlogPost(em: EntityManager, staff: AuditActor, input: unknown): Promise<StaffBlogPost> {
  const values = parseInput(blogPostFormInput, input);
  await assertSlugFree(em, values.slug);
  return slugSafe(() =>
    em.transactional(async (tx) => {
      // A new post is a draft: featuring it takes no place on the home page until `Publiser`.
      const post = tx.create(BlogPost, { ...values, published: false, publishedAt: new Date() });
      await tx.flush();
      recordAudit(tx, staff, {
        action: 'blog_post.created',
        entityType: 'blog_post',
        entityId: post.id,
        after: auditSnapshot(post, AUDITED),
      });
      return toView(post);
    }),
  );
}

/** Edit ('Lagre'): every field of the form. */
export async function updateBlogPost(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  input: unknown,
): Promise<StaffBlogPost> {
  const values = parseInput(blogPostFormInput, input);
  await assertSlugFree(em, values.slug, id);
  return slugSafe(() =>
    em.transactional(async (tx) => {
      const post = await postOrNotFound(tx, id, true);
      if (values.featured && !post.featured && post.published) await assertFeaturedRoom(tx, id);
      const before = auditSnapshot(post, AUDITED);
      tx.assign(post, values);
      const after = auditSnapshot(post, AUDITED);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        recordAudit(tx, staff, { action: 'blog_post.updated', entityType: 'blog_post', entityId: id, before, after });
      }
      await tx.flush();
      return toView(post);
    }),
  );
}

/**
 * `Publiser` (published true: shown on /blog from now on, dated now) or `Avpubliser` (published false: gone from
 * /blog, /blog/{slug}, the home page and the sitemap).
 */
export async function setBlogPostPublished(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  published: boolean,
): Promise<StaffBlogPost> {
  return em.transactional(async (tx) => {
    const post = await postOrNotFound(tx, id, true);
    if (post.published !== published) {
      if (published && post.featured) await assertFeaturedRoom(tx, id);
      const before = { published: post.published, publishedAt: post.publishedAt };
      post.published = published;
      if (published) post.publishedAt = new Date();
      recordAudit(tx, staff, {
        action: published ? 'blog_post.published' : 'blog_post.unpublished',
        entityType: 'blog_post',
        entityId: id,
        before,
        after: { published: post.published, publishedAt: post.publishedAt },
      });
      await tx.flush();
    }
    return toView(post);
  });
}

/**
 * 'Fremhevet' on or off by itself: the blog dialog's offer to take it off a featured post when the home page is
 * full, and featuring a published post (refused with the featured posts named when three are shown). Audited.
 */
export async function setBlogPostFeatured(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  featured: boolean,
): Promise<StaffBlogPost> {
  return em.transactional(async (tx) => {
    const post = await postOrNotFound(tx, id, true);
    if (post.featured !== featured) {
      if (featured && post.published) await assertFeaturedRoom(tx, id);
      post.featured = featured;
      recordAudit(tx, staff, {
        action: featured ? 'blog_post.featured' : 'blog_post.unfeatured',
        entityType: 'blog_post',
        entityId: id,
        before: { featured: !featured },
        after: { featured },
      });
      await tx.flush();
    }
    return toView(post);
  });
}
