// @vitest-environment jsdom
import type { HeadTag } from '@russ/schema/seo/head';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const tags = (title: string, description: string): HeadTag[] => [
  { tag: 'title', text: title },
  { tag: 'meta', attrs: { name: 'description', content: description } },
  { tag: 'link', attrs: { rel: 'canonical', href: `https://x.no/${title}` } },
  { tag: 'script', attrs: { type: 'application/ld+json' }, json: { '@graph': [{ name: `</script>${title}` }] } },
];

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('head sync', () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.innerHTML = `
      <meta charset="utf-8" />
      <title data-seo data-seo-path="/">Forside</title>
      <meta data-seo name="description" content="Om forsiden" />
      <script data-seo type="application/ld+json">{}</script>
      <link rel="stylesheet" href="/assets/index.css" />`;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the page the server rendered alone, and replaces the head after a navigation', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toBe('/api/seo/head?path=%2Ffaq');
      return new Response(JSON.stringify({ path: '/faq', status: 200, tags: tags('FAQ', 'Svar') }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const { syncHead } = await import('./head-sync');

    syncHead('/', { title: 'x', description: 'y', noIndex: false });
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Forside');

    syncHead('/faq', { title: 'x', description: 'y', noIndex: false });
    await vi.waitFor(() => expect(document.title).toBe('FAQ'));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Svar');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://x.no/FAQ');
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual({ '@graph': [{ name: '</script>FAQ' }] });
    // what is not the page's own stays
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it("uses the page's own title and description when the head cannot be fetched", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    );
    const { syncHead } = await import('./head-sync');
    syncHead('/500', { title: 'Noe gikk galt | Butikk', description: 'Feil', noIndex: true });
    await vi.waitFor(() => expect(document.title).toBe('Noe gikk galt | Butikk'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Feil');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/500`,
    );
  });
});
