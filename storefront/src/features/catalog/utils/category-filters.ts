import type { Category } from '@russ/schema/catalog/categories';

type Listed = { name: string; category: string };

/** Categories are matched exactly as stored ('overdeler', 'underdeler', 'tilbehør', 'Patches'). */
export function inCategory(category: Category) {
  return (product: Listed) => product.category === category;
}

const nameMatches = (pattern: RegExp) => (product: Listed) => pattern.test(product.name);

/** /products/hoodies: overdeler whose name contains 'hoodie' or 'hood'. */
export const isHoodie = (product: Listed) => inCategory('overdeler')(product) && nameMatches(/hoodie|hood/i)(product);

/** /products/sweatshirts: overdeler whose name contains 'sweatshirt' or 'crewneck'. */
export const isSweatshirt = (product: Listed) =>
  inCategory('overdeler')(product) && nameMatches(/sweatshirt|crewneck/i)(product);

/** /qr/russedresser keeps the underdeler whose name contains 'russedress' (any case). */
export const isRussedress = nameMatches(/russedress/i);
