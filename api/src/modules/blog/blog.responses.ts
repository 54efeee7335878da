import { z } from 'zod';
import { isoDateTime } from '../../common/openapi.js';

/** A published blog post as GET /api/blog* answer it (the GraphQL `BlogPost` fields). */
export const BlogPostAnswer = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    content: z.string().describe('Markdown-like text.'),
    category: z.string(),
    author: z.string(),
    publishedAt: isoDateTime(),
    imageUrl: z.string().nullable(),
    featured: z.boolean(),
    tags: z.array(z.string()),
  })
  .meta({ id: 'BlogPost' });

export const SlugParams = z.object({ slug: z.string() });
