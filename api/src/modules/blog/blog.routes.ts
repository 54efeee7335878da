import type { FastifyPluginAsync } from 'fastify';
import { getBlogPost, listBlogPosts, listFeaturedBlogPosts } from './blog.service.js';

/** GET /api/blog, /api/blog/featured and /api/blog/:slug (storefront §7); a missing slug is 404 JSON. */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/blog', (request) => listBlogPosts(request.em));
  app.get('/api/blog/featured', (request) => listFeaturedBlogPosts(request.em));
  app.get<{ Params: { slug: string } }>('/api/blog/:slug', (request) => getBlogPost(request.em, request.params.slug));
};
