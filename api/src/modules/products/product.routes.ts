import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { CategoryParams, ProductAnswer } from './product.responses.js';
import { listProducts } from './product.service.js';

/** GET /api/products and /api/products/category/:category (storefront §7). */
export const productRoutes: FastifyPluginAsync = async (app) => {
  const cache = { cacheTtlMs: app.config.catalogCacheTtlMs };
  const policy = PUBLIC;
  const publicCache = true;
  const products = { 200: ProductAnswer.array() };
  app.get(
    '/api/products',
    { config: { policy, publicCache }, schema: { summary: 'Every visible product', response: products } },
    (request) => listProducts(request.em, null, cache),
  );

  // Fastify has already percent-decoded the parameter, so /api/products/category/tilbeh%C3%B8r arrives as 'tilbehør'.
  app.get<{ Params: { category: string } }>(
    '/api/products/category/:category',
    {
      config: { policy, publicCache },
      schema: { summary: 'The visible products of one category', params: CategoryParams, response: products },
    },
    (request) => listProducts(request.em, request.params.category, cache),
  );
};
