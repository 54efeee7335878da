import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_BY_NAME, productPagePath } from './product-pages.js';
import { CATALOG_PRODUCTS } from './products.js';

describe('productPagePath', () => {
  it.each([
    ['Hoodie Original', '/hoodie'],
    ['Ziphoodie Premium', '/zip-hoodie'],
    ['Longsleeve', '/longsleeve'],
    ['Sweatpants', '/sweatpants'],
    ['Bandana', '/bandana'],
    ['Patches Broderte', '/patches'],
    ['Lue Klassisk', '/lue'],
    ['Glitter Uggs', '/glitter-uggs'],
    ['Dress Klassisk', '/dress'],
    ['Snekker Premium', '/snekker'],
  ])('maps %s to %s', (name, path) => {
    expect(productPagePath(name)).toBe(path);
  });

  it('sends every other name to /products, including products that have a page of their own', () => {
    expect(productPagePath('Crewneck')).toBe('/products');
    expect(productPagePath('Shorts')).toBe('/products');
    expect(productPagePath('Russedress Klassisk')).toBe('/products');
    expect(productPagePath('')).toBe('/products');
  });

  it('ignores case and surrounding spaces', () => {
    expect(productPagePath('  hoodie original ')).toBe('/hoodie');
  });

  it('has a catalogue product for every mapped name', () => {
    const names = new Set(CATALOG_PRODUCTS.map((product) => product.name));
    for (const name of Object.keys(PRODUCT_PAGE_BY_NAME)) expect(names).toContain(name);
  });
});
