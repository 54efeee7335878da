import { describe, expect, it } from 'vitest';
import { renderedUrl } from './rendered-pages.js';

describe('renderedUrl', () => {
  it('keeps the path and the parameters a page reads, in a fixed order, and drops the rest', () => {
    expect(renderedUrl('/products')).toBe('/products');
    expect(renderedUrl('/products?utm_source=nyhetsbrev&fbclid=x')).toBe('/products');
    expect(renderedUrl('/products?utm_source=a&kategori=underdeler#topp')).toBe('/products?kategori=underdeler');
    expect(renderedUrl('/contact?message=Hei%20der&subject=produkter')).toBe(
      '/contact?subject=produkter&message=Hei+der',
    );
  });
});
