import { describe, expect, it } from 'vitest';
import {
  blogPostFormInput,
  CATALOG_MESSAGES as M,
  faqItemFormInput,
  productFormInput,
  slugify,
} from './catalog-admin.validators.js';
import { catalogImageSrcSet, uploadedImageSrcSet } from './uploaded-images.js';

describe('slugify', () => {
  it('makes URL-safe identifiers from Norwegian names', () => {
    expect(slugify('Hoodie Original')).toBe('hoodie-original');
    expect(slugify('  Tilbehør & Blå Bær ')).toBe('tilbehor-bla-baer');
    expect(slugify('Crème brûlée!!')).toBe('creme-brulee');
    expect(slugify('«»')).toBe('');
  });
});

const product = {
  name: ' Hoodie Nordlys ',
  description: 'Myk.',
  category: 'overdeler',
  price: 'Fra 549,-',
  fromPrice: '549,50',
  color: '',
  imageUrl: '/api/assets/uploads/abc-800.jpg',
};

describe('productFormInput', () => {
  it('trims, reads a Norwegian decimal and empties optional fields', () => {
    expect(productFormInput.parse(product)).toEqual({
      name: 'Hoodie Nordlys',
      description: 'Myk.',
      category: 'overdeler',
      price: 'Fra 549,-',
      fromPrice: 549.5,
      color: null,
      imageUrl: '/api/assets/uploads/abc-800.jpg',
    });
  });

  it('refuses an unknown category, a foreign image and a name without letters, in Norwegian', () => {
    const result = productFormInput.safeParse({
      ...product,
      name: '!!',
      category: 'sko',
      imageUrl: 'https://example.com/a.png',
      fromPrice: '-1',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ name: M.name, category: M.category, imageUrl: M.imageUrl, fromPrice: M.fromPrice });
  });
});

describe('blogPostFormInput and faqItemFormInput', () => {
  const post = { title: 'T', slug: 'min-post-2', excerpt: 'U', content: '# Hei', category: 'russetips' };
  it('accepts a lower-case hyphenated slug and de-duplicates tags', () => {
    expect(blogPostFormInput.parse({ ...post, tags: ['vask', 'vask', 'tips'] })).toMatchObject({
      slug: 'min-post-2',
      tags: ['vask', 'tips'],
      featured: false,
      imageUrl: null,
    });
  });
  it('refuses slugs with spaces, leading hyphens or other letters', () => {
    for (const slug of ['min post', '-min', 'blå-bær', 'a--b', '']) {
      expect(blogPostFormInput.safeParse({ ...post, slug }).error?.issues[0]?.message).toBe(M.slug);
    }
  });
  it('requires question and answer', () => {
    expect(
      faqItemFormInput.safeParse({ topic: 'Levering', question: ' ', answer: 'Ja' }).error?.issues[0]?.message,
    ).toBe(M.question);
  });
});

describe('uploadedImageSrcSet', () => {
  it('lists both stored sizes of an uploaded image and nothing for other images', () => {
    const id = '81599da5-7ea2-43bf-8fb5-18bdfc2c4ebd';
    expect(uploadedImageSrcSet(`/api/assets/uploads/${id}-800.jpg`)).toBe(
      `/api/assets/uploads/${id}-400.jpg 400w, /api/assets/uploads/${id}-800.jpg 800w`,
    );
    expect(uploadedImageSrcSet(`/api/assets/uploads/${id}-1200.jpg`)).toBe(
      `/api/assets/uploads/${id}-600.jpg 600w, /api/assets/uploads/${id}-1200.jpg 1200w`,
    );
    expect(uploadedImageSrcSet('/api/assets/hoodie-original.jpg')).toBeUndefined();
    expect(uploadedImageSrcSet(null)).toBeUndefined();
  });
});

describe('catalogImageSrcSet', () => {
  it("an uploaded image's stored sizes, a shipped picture's WebP copies, nothing for any other URL", () => {
    const id = '81599da5-7ea2-43bf-8fb5-18bdfc2c4ebd';
    expect(catalogImageSrcSet(`/api/assets/uploads/${id}-800.jpg`)).toBe(
      uploadedImageSrcSet(`/api/assets/uploads/${id}-800.jpg`),
    );
    expect(catalogImageSrcSet('/api/assets/hoodie-original.jpg')).toBe(
      '/api/assets/hoodie-original-400.webp 400w, /api/assets/hoodie-original-800.webp 800w',
    );
    expect(catalogImageSrcSet('/api/assets/blog-vask.jpg')).toBe(
      '/api/assets/blog-vask-600.webp 600w, /api/assets/blog-vask-1200.webp 1200w',
    );
    // A picture without copies (or one that does not exist) is shown as it is.
    expect(catalogImageSrcSet('/api/assets/finnes-ikke.jpg')).toBeUndefined();
    expect(catalogImageSrcSet('https://example.com/hoodie-original.jpg')).toBeUndefined();
    expect(catalogImageSrcSet('')).toBeUndefined();
  });
});
