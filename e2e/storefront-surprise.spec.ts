import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';

// Storefront spec §2 "Hidden discount page", §4 copy state, §9 RUSS25 and the 2000 ms copy confirmation.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('announces 25% with RUSS25, steps, a link to the products and a mail about the discount', async ({ page }) => {
  await page.goto('/surprise');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText('RUSS25', { exact: true })).toBeVisible();
  await expect(main).toContainText('25% rabatt på hele bestillingen');
  await expect(main).toContainText('kan ikke kombineres med andre tilbud');
  await expect(main).toContainText('e-postbestilling');
  await expect(main.getByRole('heading', { name: 'Slik bruker du koden' })).toBeVisible();
  await expect(main.locator('ol > li')).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'Se produkter' })).toHaveAttribute('href', '/products');
  await expect(main.getByRole('link', { name: 'Spørsmål om rabatten?' })).toHaveAttribute(
    'href',
    /^mailto:[^?]+\?subject=Sp%C3%B8rsm%C3%A5l%20om%20rabattkoden%20RUSS25$/,
  );
  // The hidden page does not name its own address.
  await expect(main).not.toContainText('/surprise');
  await expect(main).not.toContainText('surprise');
  await expectAccessible(page);
});

test("copying writes RUSS25 to the clipboard and says 'Kopiert!' for 2 seconds", async ({ page }) => {
  await page.clock.install();
  await page.goto('/surprise');
  await page.clock.pauseAt(Date.now() + 1000);
  const button = page.getByRole('main').getByRole('button', { name: 'Kopier kode' });
  await button.click();

  const copied = page.getByRole('main').getByRole('button', { name: 'Kopiert!' });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('RUSS25');

  await page.clock.runFor(1900);
  await expect(copied).toBeVisible();
  await page.clock.runFor(100);
  await expect(button).toBeVisible();
  await expect(copied).toHaveCount(0);
});
