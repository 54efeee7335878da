import { fromPriceText, priceTextToNumber } from '@russ/schema/common/money';

/**
 * The from-price a product page shows, in the catalogue's form ('Fra 449,-'): the live product's price when the
 * product list has one that reads as a number, otherwise the page's own figure (storefront §9).
 */
export function pagePriceText(pageFromPriceNok: number, productPrice?: string | null): string {
  const live = productPrice ? priceTextToNumber(productPrice) : Number.NaN;
  return fromPriceText(Number.isFinite(live) && live > 0 ? live : pageFromPriceNok);
}
