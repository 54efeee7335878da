import { CATALOG_PRODUCTS } from '@russ/schema/catalog/products';
import { describe, expect, it } from 'vitest';
import { fallbackCaption, isPlaceholderImageUrl, productIconFor } from './image-fallback';

describe('isPlaceholderImageUrl', () => {
  it.each([
    ['', true],
    ['   ', true],
    [null, true],
    [undefined, true],
    ['emoji:🧢', true],
    ['EMOJI:cap', true],
    ['https://via.placeholder.com/300x300', true],
    ['https://placeholder.com/400', true],
    ['https://placehold.co/600x400?text=Hoodie', true],
    ['https://dummyimage.com/300x300/000/fff', true],
    ['/api/assets/hoodie-original.jpg', false],
    ['https://cdn.example.no/products/hoodie.jpg', false],
  ])('%j → %s', (url, expected) => {
    expect(isPlaceholderImageUrl(url)).toBe(expected);
  });
});

describe('productIconFor', () => {
  it.each([
    ['Caps med logo', 'tilbehør', 'cap'],
    ['Skyggelue Russ', 'tilbehør', 'cap'],
    ['Gymbag', 'tilbehør', 'bag'],
    ['Klistremerker', 'tilbehør', 'stickers'],
    ['Glitter Uggs', 'tilbehør', 'glitter'],
    ['Hoodie Original', 'overdeler', 'hoodie'],
    ['Ziphoodie Premium', 'overdeler', 'ziphoodie'],
    ['Crewneck', 'overdeler', 'crewneck'],
    ['Sweatshirt Oversized', 'overdeler', 'crewneck'],
    ['Longsleeve', 'overdeler', 'longsleeve'],
    ['Sweatpants', 'underdeler', 'sweatpants'],
    ['Shorts', 'underdeler', 'shorts'],
    ['Bandana', 'tilbehør', 'bandana'],
    ['Lue Klassisk', 'tilbehør', 'beanie'],
    ['Patches Broderte', 'Patches', 'patch'],
    ['Russedress Klassisk', 'underdeler', 'overall'],
    ['Snekker Premium', 'underdeler', 'trousers'],
    ['Solbriller Russ', 'tilbehør', 'sunglasses'],
  ] as const)('%s (%s) → %s', (name, category, icon) => {
    expect(productIconFor(name, category)).toBe(icon);
  });

  it('falls back to the category, then to a plain garment', () => {
    expect(productIconFor('Navnelapp', 'Patches')).toBe('patch');
    expect(productIconFor('Russ 2025', 'overdeler')).toBe('hoodie');
    expect(productIconFor('Russ 2025', 'underdeler')).toBe('trousers');
    expect(productIconFor('Russ 2025', 'tilbehør')).toBe('cap');
    expect(productIconFor('Russ 2025', null)).toBe('garment');
  });

  it('gives every seeded product an icon of its own kind, not the plain garment', () => {
    for (const product of CATALOG_PRODUCTS) {
      expect(productIconFor(product.name, product.category), product.name).not.toBe('garment');
    }
  });
});

describe('fallbackCaption', () => {
  it('is the first two words of the name', () => {
    expect(fallbackCaption('Russedress Premium Rød 2025')).toBe('Russedress Premium');
    expect(fallbackCaption('  Hoodie   Original ')).toBe('Hoodie Original');
    expect(fallbackCaption('Bandana')).toBe('Bandana');
  });
});
