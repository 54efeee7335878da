import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { getBlogPost, listBlogPosts, listFeaturedBlogPosts } from './blog.service.js';

/** GET /api/blog, /api/blog/featured and /api/blog/:slug (storefront §7); a missing slug is 404 JSON. */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  const open = { config: { policy: PUBLIC } };
  app.get('/api/blog', open, (request) => listBlogPosts(request.em));
  app.get('/api/blog/featured', open, (request) => listFeaturedBlogPosts(request.em));
  app.get<{ Params: { slug: string } }>('/api/blog/:slug', open, (request) =>
    getBlogPost(request.em, request.params.slug),
  );
};
