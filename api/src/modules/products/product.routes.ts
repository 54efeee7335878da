import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { listProducts } from './product.service.js';

/** GET /api/products and /api/products/category/:category (storefront §7). */
export const productRoutes: FastifyPluginAsync = async (app) => {
  const cache = { cacheTtlMs: app.config.catalogCacheTtlMs };
  const open = { config: { policy: PUBLIC } };
  app.get('/api/products', open, (request) => listProducts(request.em, null, cache));

  // Fastify has already percent-decoded the parameter, so /api/products/category/tilbeh%C3%B8r arrives as 'tilbehør'.
  app.get<{ Params: { category: string } }>('/api/products/category/:category', open, (request) =>
    listProducts(request.em, request.params.category, cache),
  );
};
