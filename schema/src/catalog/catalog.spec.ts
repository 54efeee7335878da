import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.js';
import { priceTextToNumber } from '../common/money.js';
import { CATALOG_BLOG_POSTS } from './blog-posts.js';
import { CATALOG_FAQ_ITEMS, FAQ_TOPICS } from './faq.js';
import { PARTNERS } from './partners.js';
import { CATALOG_PRODUCTS } from './products.js';

const byName = new Map(CATALOG_PRODUCTS.map((product) => [product.name, product]));

describe('catalogue products', () => {
  it.each([
    ['Hoodie Original', 'overdeler', 'Fra 499,-'],
    ['Ziphoodie Premium', 'overdeler', 'Fra 799,-'],
    ['Crewneck', 'overdeler', 'Fra 449,-'],
    ['Longsleeve', 'overdeler', 'Fra 349,-'],
    ['Sweatpants', 'underdeler', 'Fra 449,-'],
    ['Shorts', 'underdeler', 'Fra 299,-'],
    ['Bandana', 'tilbehør', 'Fra 149,-'],
    ['Patches Broderte', 'Patches', 'Fra 99,-'],
    ['Lue Klassisk', 'tilbehør', 'Fra 169,-'],
    ['Glitter Uggs', 'tilbehør', 'Fra 499,-'],
    ['Dress Klassisk', 'underdeler', 'Fra 899,-'],
    ['Snekker Premium', 'underdeler', 'Fra 799,-'],
  ])('%s is in %s at %s', (name, category, price) => {
    const product = byName.get(name);
    expect(product?.category).toBe(category);
    expect(product?.price).toBe(price);
    expect(priceTextToNumber(price)).toBe(product?.fromPriceNok);
  });

  it('has names, images and sort orders that are unique, and only known categories', () => {
    expect(byName.size).toBe(CATALOG_PRODUCTS.length);
    expect(new Set(CATALOG_PRODUCTS.map((p) => p.image)).size).toBe(CATALOG_PRODUCTS.length);
    expect(new Set(CATALOG_PRODUCTS.map((p) => p.sortOrder)).size).toBe(CATALOG_PRODUCTS.length);
    for (const product of CATALOG_PRODUCTS) expect(CATEGORIES).toContain(product.category);
  });

  it('puts the popular products first among overdeler', () => {
    const popular = CATALOG_PRODUCTS.filter((p) => p.category === 'overdeler')
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .slice(0, 6)
      .map((p) => p.name);
    expect(popular.slice(0, 4)).toEqual(['Hoodie Original', 'Ziphoodie Premium', 'Crewneck', 'Longsleeve']);
  });

  it('has russedresser in underdeler, accessories and patches', () => {
    const russedresser = CATALOG_PRODUCTS.filter(
      (p) => p.category === 'underdeler' && p.name.toLowerCase().includes('russedress'),
    );
    expect(russedresser.length).toBeGreaterThanOrEqual(3);
    expect(CATALOG_PRODUCTS.filter((p) => p.category === 'tilbehør').length).toBeGreaterThanOrEqual(5);
    expect(CATALOG_PRODUCTS.filter((p) => p.category === 'Patches').length).toBeGreaterThanOrEqual(2);
  });

  it('has descriptions whose first sentence stands alone', () => {
    for (const product of CATALOG_PRODUCTS) {
      const firstSentence = product.description.split(/(?<=\.)\s/)[0] ?? '';
      expect(firstSentence.length).toBeGreaterThan(30);
      expect(firstSentence.endsWith('.')).toBe(true);
    }
  });
});

describe('blog posts, FAQ and partners', () => {
  it('has at least four posts with three featured and unique slugs', () => {
    expect(CATALOG_BLOG_POSTS.length).toBeGreaterThanOrEqual(4);
    expect(CATALOG_BLOG_POSTS.filter((post) => post.featured)).toHaveLength(3);
    expect(new Set(CATALOG_BLOG_POSTS.map((post) => post.slug)).size).toBe(CATALOG_BLOG_POSTS.length);
    for (const post of CATALOG_BLOG_POSTS) expect(post.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('covers every FAQ topic', () => {
    for (const topic of FAQ_TOPICS) expect(CATALOG_FAQ_ITEMS.some((item) => item.topic === topic)).toBe(true);
  });

  it('lists the two partners with the spec price texts', () => {
    expect(PARTNERS.map((partner) => partner.priceText)).toEqual(['Fra 2990 kr', 'Tilpasset']);
    for (const partner of PARTNERS) expect(partner.logoUrl).toMatch(/^\/api\/assets\/.+\.jpg$/);
  });
});
