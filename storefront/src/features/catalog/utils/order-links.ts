import { shop } from '@/lib/shop';

/** A mail to the shop about ordering one product, subject '<name> bestilling' (as on the product pages). */
export function orderMailHref(productName: string): string {
  return `mailto:${shop.email}?subject=${encodeURIComponent(`${productName} bestilling`)}`;
}
