import { HERO_SLIDE_COUNT } from '@russ/schema/common/limits';
import { describe, expect, it } from 'vitest';
import { HERO_SLIDES } from './hero-slides';

describe('HERO_SLIDES', () => {
  it('has five slides with the hero pictures; four lead to /products, the group-discount slide to /contact', () => {
    expect(HERO_SLIDES).toHaveLength(HERO_SLIDE_COUNT);
    expect(HERO_SLIDES.map((slide) => slide.image)).toEqual([1, 2, 3, 4, 5].map((n) => `/api/assets/hero-${n}.jpg`));
    expect(HERO_SLIDES.filter((slide) => slide.cta.to === '/products')).toHaveLength(4);
    const toContact = HERO_SLIDES.filter((slide) => slide.cta.to === '/contact');
    expect(toContact).toHaveLength(1);
    expect(toContact[0].alt).toMatch(/grupperabatt/i);
  });
});
