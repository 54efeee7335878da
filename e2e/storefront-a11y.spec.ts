import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Accessibility of every public route of storefront §2: axe-core finds no serious or critical violation at
// desktop width and at 390 px, and the header dropdowns, the mobile side menu and the size-guide dialog work with
// the keyboard alone.

const ROUTES = [
  '/',
  '/products',
  '/products/hoodies',
  '/products/sweatshirts',
  '/products/shorts-bukser',
  '/products/tilbehor',
  '/hoodie',
  '/zip-hoodie',
  '/crewneck',
  '/longsleeve',
  '/shorts',
  '/sweatpants',
  '/bandana',
  '/patches',
  '/lue',
  '/glitter-uggs',
  '/dress',
  '/snekker',
  '/surprise',
  '/about',
  '/history',
  '/partners',
  '/faq',
  '/contact',
  '/blog',
  '/blog/{slug}',
  '/community',
  '/customer-dashboard',
  '/services/custom-design',
  '/services/design-help',
  '/services/group-discounts',
  '/services/quote-request',
  '/terms',
  '/privacy',
  '/cookies',
  '/oeko-tex',
  '/qr/overdeler',
  '/qr/underdeler',
  '/qr/tilbehor',
  '/qr/russedresser',
  '/qr-generator',
  '/qr-pages',
  '/magnifier-demo',
  '/404',
  '/500',
  '/denne-siden-finnes-ikke',
];

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: '390 px', width: 390, height: 844 },
];

let blogSlug: string | undefined;

async function resolvePath(page: Page, route: string): Promise<string> {
  if (!route.includes('{slug}')) return route;
  if (!blogSlug) {
    const posts = (await (await page.request.get('/api/blog')).json()) as { slug: string }[];
    blogSlug = posts[0]?.slug;
  }
  expect(blogSlug, 'a published blog post').toBeTruthy();
  return route.replace('{slug}', blogSlug!);
}

/** Serious and critical axe violations as 'rule: selector, selector' lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const route of ROUTES) {
  test(`axe: no serious or critical violations on ${route} (desktop and 390 px)`, async ({ page }) => {
    const path = await resolvePath(page, route);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      // Signed out, the customer area sends the visitor on to log in: check the page they end up on.
      if (route === '/customer-dashboard') await page.waitForURL(/\/login(\?|$)/);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main [role="status"] .spinner')).toHaveCount(0);
      expect(await seriousViolations(page), `${path} at ${viewport.name}`).toEqual([]);
    }
  });
}

/** Presses Tab until `target` has focus (a real keyboard path to it), at most `max` times. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard: the header dropdowns open, move and follow a link without a mouse', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });

  const products = nav.getByRole('button', { name: 'Produkter' });
  await tabTo(page, products);
  await page.keyboard.press('Enter');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const list = page.locator(`#${await products.getAttribute('aria-controls')}`);
  await expect(list.getByRole('link', { name: 'Alle produkter' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('link', { name: 'Hoodies', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hoodie$/);
  await expect(products).toHaveAttribute('aria-expanded', 'false');

  const services = nav.getByRole('button', { name: 'Tjenester' });
  await tabTo(page, services);
  await page.keyboard.press('Space');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeFocused();
});

test('keyboard: the mobile side menu opens, keeps focus inside, closes and follows a link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const openMenu = page.getByRole('button', { name: 'Åpne meny' });
  await tabTo(page, openMenu);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(openMenu).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await tabTo(page, menu.getByRole('link', { name: 'Om oss', exact: true }), 15);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
});

test('keyboard: the size guide on /hoodie opens, switches unit, keeps focus inside and closes', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/hoodie');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const open = page.getByRole('button', { name: 'Størrelsesguide' });
  await tabTo(page, open, 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Størrelsesguide' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  const inches = dialog.getByRole('button', { name: /tommer|inches/i });
  await tabTo(page, inches, 10);
  await page.keyboard.press('Enter');
  await expect(inches).toHaveAttribute('aria-pressed', 'true');
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
