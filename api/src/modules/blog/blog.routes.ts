import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { BlogPostAnswer, SlugParams } from './blog.responses.js';
import { getBlogPost, listBlogPosts, listFeaturedBlogPosts } from './blog.service.js';

/** GET /api/blog, /api/blog/featured and /api/blog/:slug (storefront §7); a missing slug is 404 JSON. */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  const config = { policy: PUBLIC, publicCache: true };
  const posts = { 200: BlogPostAnswer.array() };
  app.get('/api/blog', { config, schema: { summary: 'Every published post', response: posts } }, (request) =>
    listBlogPosts(request.em),
  );
  app.get(
    '/api/blog/featured',
    { config, schema: { summary: 'The featured posts (home shows the first 3)', response: posts } },
    (request) => listFeaturedBlogPosts(request.em),
  );
  app.get<{ Params: { slug: string } }>(
    '/api/blog/:slug',
    { config, schema: { summary: 'One published post', params: SlugParams, response: { 200: BlogPostAnswer } } },
    (request) => getBlogPost(request.em, request.params.slug),
  );
};
