import { expect, test } from '@playwright/test';

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
