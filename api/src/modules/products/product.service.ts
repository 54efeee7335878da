import type { EntityManager } from '@mikro-orm/postgresql';
import { Product } from './product.entity.js';

/** A product as every client reads it (REST and GraphQL share this shape). */
export interface ProductView {
  id: number;
  name: string;
  description: string;
  price: string;
  imageUrl: string | null;
  category: string;
  color: string | null;
}

export function toProductView(product: Product): ProductView {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl: product.imageUrl ?? null,
    category: product.category,
    color: product.color ?? null,
  };
}

/**
 * The catalogue in listing order (sortOrder, then id). With a category, only that category, matched exactly
 * as stored ('overdeler', 'underdeler', 'tilbehør', 'Patches'); an unknown category is an empty list.
 */
export async function listProducts(em: EntityManager, category?: string | null): Promise<ProductView[]> {
  const where = category == null ? {} : { category: category.normalize('NFC') };
  const products = await em.find(Product, where, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return products.map(toProductView);
}
