import { expect, test } from '@playwright/test';
import { appTookOver } from './support/hydration';

// Storefront spec §2, "Shared footer" and "Every page".

test('the footer shows the shop identity, social links and the required links', async ({ page }) => {
  await page.goto('/contact');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('+47 22 12 34 56');
  await expect(footer).toContainText('post@russekompaniet.no');
  await expect(footer).toContainText('Karl Johans gate 12, 0154 Oslo');
  await expect(footer).toContainText('© 2024 Russekompaniet');
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/);

  const products = footer.getByRole('navigation', { name: 'Produkter' }).getByRole('link');
  expect(await products.count()).toBeGreaterThan(1);
  for (const href of await products.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toBe('/products');
  }
  const services = footer.getByRole('navigation', { name: 'Tjenester' });
  for (const name of ['Gruppe-rabatter', 'Tilbudsforespørsel', 'Designhjelp']) {
    await expect(services.getByRole('link', { name })).toHaveAttribute('href', '/contact');
  }
  const info = footer.getByRole('navigation', { name: 'Informasjon' });
  await expect(info.getByRole('link', { name: 'Personvern' })).toHaveAttribute('href', '/privacy');
  await expect(info.getByRole('link', { name: 'Vilkår' })).toHaveAttribute('href', '/terms');
  await expect(info.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies');
});

test('navigating scrolls to the top, and each page sets its own title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Russekompaniet/);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gruppe-rabatter' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle('Kontakt oss | Russekompaniet');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
});

test('a page scrolled before the app takes over stays where the visitor is, and its links work', async ({ page }) => {
  // The app's code is held back until the visitor has scrolled the server-rendered page to its footer.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/about');
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Vilkår' });
  await terms.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  release();
  await appTookOver(page);
  // Taken over by the app, the page has not jumped to the top under the visitor's finger.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await terms.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kjøpsvilkår' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
