import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HERO_IMAGE_SIZES } from '@russ/schema/catalog/assets';
import { HERO_SLIDES } from './hero-slides';

// storefront/index.html paints the front page's hero as plain HTML before the app has loaded (the largest
// contentful paint); it must show what the app then renders in its place.
const indexHtml = readFileSync(fileURLToPath(new URL('../../../../index.html', import.meta.url)), 'utf8');
const homeRoute = readFileSync(fileURLToPath(new URL('../../../app/routes/home.tsx', import.meta.url)), 'utf8');
const shell = indexHtml.slice(indexHtml.indexOf('<template id="home-shell">'), indexHtml.indexOf('</template>'));
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the static home hero in index.html', () => {
  it('is only put in place on the front page, and only when the server did not render the page', () => {
    expect(shell).not.toBe('');
    expect(indexHtml).toMatch(
      /if \(location\.pathname === '\/' && !document\.getElementById\('root'\)\.hasAttribute\('data-ssr'\)\)/,
    );
  });

  it('shows the first slide: its picture, text and button', () => {
    const [first] = HERO_SLIDES;
    expect(shell).toContain(`src="${first.image}"`);
    // Prettier lines the srcset's candidates up: compare them one by one.
    const candidates = (srcset: string) => srcset.split(',').map((candidate) => squash(candidate).trim());
    expect(candidates(/srcset="([^"]+)"/.exec(shell)?.[1] ?? '')).toEqual(candidates(first.srcSet));
    expect(shell).toContain(`sizes="${HERO_IMAGE_SIZES}"`);
    expect(squash(shell)).toContain(first.text);
    expect(shell).toContain(`>${first.cta.label}<`);
  });

  it('has the same heading, eyebrow and lead as the home route', () => {
    for (const className of ['hs-eyebrow', 'hs-title', 'hs-lead']) {
      const match = new RegExp(`class="${className}">([^<]+)<`).exec(shell);
      expect(match, className).not.toBeNull();
      expect(squash(homeRoute)).toContain(squash(match![1]).trim());
    }
  });
});
