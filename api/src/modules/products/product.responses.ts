import { z } from 'zod';

/** GET /api/products answers (the GraphQL `Product` fields). `price` is display text such as "Fra 449,-". */
export const ProductAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.string(),
    imageUrl: z.string().nullable(),
    category: z.string(),
    color: z.string().nullable(),
  })
  .meta({ id: 'Product' });

export const CategoryParams = z.object({
  category: z.string().describe('overdeler, underdeler, tilbehør or Patches (URL-encoded).'),
});
