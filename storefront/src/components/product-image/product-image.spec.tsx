// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const render = (imageUrl: string | null, name = 'Russedress Premium Rød', category = 'underdeler') =>
  act(() => root.render(<ProductImage imageUrl={imageUrl} name={name} category={category} />));

const fallback = () => container.querySelector('[role="img"]');

describe('ProductImage', () => {
  it('shows the picture when the URL is a real one', () => {
    render('/api/assets/russedress-premium.jpg');
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/api/assets/russedress-premium.jpg');
    expect(img?.getAttribute('alt')).toBe('Russedress Premium Rød');
    expect(fallback()).toBeNull();
  });

  it.each([null, '', 'emoji:👗', 'https://via.placeholder.com/300'])(
    'shows the icon and the first two words for %j',
    (url) => {
      render(url);
      expect(container.querySelector('img')).toBeNull();
      expect(fallback()?.getAttribute('aria-label')).toBe('Russedress Premium Rød');
      expect(fallback()?.textContent).toBe('Russedress Premium');
      expect(fallback()?.querySelector('svg')?.getAttribute('data-icon')).toBe('overall');
    },
  );

  it('keeps the fallback out of the accessibility tree when the name is shown beside it (alt="")', () => {
    act(() => root.render(<ProductImage imageUrl="" name="Gymbag" category="tilbehør" alt="" />));
    const box = container.querySelector('[data-testid="product-image-fallback"]');
    expect(box?.getAttribute('aria-hidden')).toBe('true');
    expect(box?.getAttribute('role')).toBeNull();
    expect(box?.textContent).toBe('Gymbag');
  });

  it('switches to the fallback when the picture fails to load', () => {
    render('/api/assets/finnes-ikke.jpg', 'Caps med logo', 'tilbehør');
    const img = container.querySelector('img')!;
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(fallback()?.textContent).toBe('Caps med');
    expect(fallback()?.querySelector('svg')?.getAttribute('data-icon')).toBe('cap');
  });
});
