import type { FastifyPluginAsync } from 'fastify';
import { listProducts } from './product.service.js';

/** GET /api/products and /api/products/category/:category (storefront §7). */
export const productRoutes: FastifyPluginAsync = async (app) => {
  const cache = { cacheTtlMs: app.config.catalogCacheTtlMs };
  app.get('/api/products', (request) => listProducts(request.em, null, cache));

  // Fastify has already percent-decoded the parameter, so /api/products/category/tilbeh%C3%B8r arrives as 'tilbehør'.
  app.get<{ Params: { category: string } }>('/api/products/category/:category', (request) =>
    listProducts(request.em, request.params.category, cache),
  );
};
