import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Storefront spec §2 "Every page": each page's head (title, description, canonical, social tags, structured
// data) is in the HTML the server sends and stays the same after a client-side navigation; navigation scrolls
// to the top unless the URL has a hash.

interface HeadSnapshot {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  meta: Record<string, string>;
  jsonLd: unknown[];
}

/** The page-specific part of a <head>, read the same way from a live document and from an HTML string. */
function readHead(source: Document | string): HeadSnapshot {
  const doc = typeof source === 'string' ? new DOMParser().parseFromString(source, 'text/html') : source;
  const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null;
  const meta: Record<string, string> = {};
  doc.head
    .querySelectorAll('meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"]')
    .forEach((m) => {
      meta[m.getAttribute('property') ?? m.getAttribute('name') ?? ''] = m.getAttribute('content') ?? '';
    });
  return {
    title: doc.title,
    description: content('meta[name="description"]'),
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: content('meta[name="robots"]'),
    meta,
    jsonLd: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((s) =>
      JSON.parse(s.textContent ?? 'null'),
    ),
  };
}

async function serverHead(page: Page, request: APIRequestContext, path: string): Promise<HeadSnapshot> {
  const html = await (await request.get(path)).text();
  return page.evaluate(`(${readHead.toString()})(${JSON.stringify(html)})`);
}

const liveHead = (page: Page): Promise<HeadSnapshot> => page.evaluate(`(${readHead.toString()})(document)`);

/** Waits until the live head is the server's head for `path` (it is applied after the navigation). */
async function expectHeadOf(page: Page, request: APIRequestContext, path: string) {
  const expected = await serverHead(page, request, path);
  expect(expected.jsonLd, `${path}: the server sends JSON-LD`).toHaveLength(1);
  await expect(page).toHaveTitle(expected.title);
  await expect.poll(() => liveHead(page), { message: `head after navigating to ${path}` }).toEqual(expected);
  // Exactly one of each: nothing of the previous page is left behind.
  for (const selector of [
    'title',
    'meta[name="description"]',
    'meta[property="og:title"]',
    'script[type="application/ld+json"]',
  ]) {
    await expect(page.locator(`head ${selector}`), `${path}: one ${selector}`).toHaveCount(1);
  }
}

test('the server sends each page with its own head; /404 is not indexed', async ({ page, request }) => {
  await page.goto('/');
  const home = await serverHead(page, request, '/');
  const faq = await serverHead(page, request, '/faq');
  const hoodie = await serverHead(page, request, '/hoodie');
  expect(home.title).toBe('Russekompaniet – russeklær, hoodies og russedresser for hele gjengen');
  expect(faq.title).toBe('Ofte stilte spørsmål | Russekompaniet');
  expect(hoodie.title).toBe('Hoodie | Russekompaniet');
  expect(faq.canonical).toMatch(/\/faq$/);
  expect(hoodie.meta['og:type']).toBe('product');
  expect(JSON.stringify(faq.jsonLd)).toContain('"FAQPage"');
  expect(JSON.stringify(hoodie.jsonLd)).toContain('"price":"399"');
  expect(new Set([home.description, faq.description, hoodie.description]).size).toBe(3);

  const notFound = await serverHead(page, request, '/404');
  expect(notFound.robots).toBe('noindex, nofollow');
  expect(notFound.canonical).toMatch(/\/404$/);
});

test('after client-side navigation the head is the one the server sends for that page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expectHeadOf(page, request, '/');
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });

  await nav.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expectHeadOf(page, request, '/faq');

  await nav.getByRole('button', { name: 'Produkter' }).click();
  await nav.getByRole('link', { name: 'Hoodies', exact: true }).click();
  await expect(page).toHaveURL(/\/hoodie$/);
  await expectHeadOf(page, request, '/hoodie');

  const [post] = (await (await request.get('/api/blog')).json()) as { slug: string }[];
  await nav.getByRole('link', { name: 'Blogg', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expectHeadOf(page, request, '/blog');
  await page.locator(`main a[href="/blog/${post.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expectHeadOf(page, request, `/blog/${post.slug}`);

  // Back to a page the server rendered first: its head comes back too.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expectHeadOf(page, request, '/');
});

test('navigation scrolls to the top; a URL with a hash goes to its anchor instead', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await footer.getByRole('link', { name: 'Personvern' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // A hash in the URL: the page opens at that element (it appears only after the page's code and data).
  await page.goto('/faq#storrelsesguide');
  const target = page.locator('#storrelsesguide');
  await expect(target).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect.poll(() => target.evaluate((el) => Math.abs(el.getBoundingClientRect().top))).toBeLessThan(250);

  // A client-side navigation to a path with a hash does not jump to the top either.
  await page.evaluate(() => window.scrollTo(0, 0));
  await footer.getByRole('link', { name: 'Personvern' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.evaluate(() => {
    window.history.pushState({ idx: window.history.state?.idx + 1 }, '', '/faq#storrelsesguide');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page).toHaveURL(/\/faq#storrelsesguide$/);
  await expect(target).toBeVisible();
  await expect.poll(() => target.evaluate((el) => Math.abs(el.getBoundingClientRect().top))).toBeLessThan(250);
});
