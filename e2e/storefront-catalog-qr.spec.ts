import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { productPagePath } from '../schema/src/catalog/product-pages';
import { editGraphql, seededProducts } from './support/graphql-routes';

// Storefront spec §2 "QR catalogue pages" and §9 (skeleton counts 6/6/3).

const cards = (page: Page) => page.getByTestId('product-card');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

test('/qr/overdeler: overdeler cards ordering on the mapped page, a contact-all button', async ({ page, request }) => {
  const overdeler = await seededProducts(request, 'overdeler');
  await page.goto('/qr/overdeler');
  await expect(page.getByRole('heading', { level: 1, name: 'Overdeler' })).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText(overdeler.map((p) => p.name));
  for (const product of overdeler) {
    await expect(card(page, product.name).getByRole('link', { name: 'Bestill nå' })).toHaveAttribute(
      'href',
      productPagePath(product.name),
    );
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Kontakt oss om alle overdeler' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('/qr/underdeler: title, 6 placeholders, mail order per product and the contact button', async ({
  page,
  request,
}) => {
  const underdeler = await seededProducts(request, 'underdeler');
  await editGraphql(page, 'CatalogProducts', undefined, { delayMs: 1500 });
  await page.goto('/qr/underdeler');
  await expect(page.getByRole('heading', { level: 1, name: 'Underdeler' })).toBeVisible();
  await expect(page.getByText(/shorts og sweatpants/i).first()).toBeVisible();
  await expect(page.getByTestId('product-skeleton')).toHaveCount(6);
  await expect(cards(page).getByRole('heading')).toHaveText(underdeler.map((p) => p.name));

  const sweatpants = card(page, 'Sweatpants');
  await expect(sweatpants).toContainText(underdeler.find((p) => p.name === 'Sweatpants')!.description);
  const href = await sweatpants.getByRole('link', { name: 'Bestill nå' }).getAttribute('href');
  const mail = new URL(href!);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.searchParams.get('subject')).toBe('Sweatpants bestilling');

  await expect(page.getByText(/e-post.*riktig underdel/i)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Kontakt oss for bestilling' }).click();
  await expect(page).toHaveURL(/\/contact\?subject=produkter$/);
  await expect(page.getByLabel('Emne')).toHaveValue('produkter');
});

test('/qr/tilbehor: accessories and patches in one list, clamped descriptions, mapped order links; the empty state reloads the page', async ({
  page,
  request,
}) => {
  const merged = [...(await seededProducts(request, 'tilbehør')), ...(await seededProducts(request, 'Patches'))];
  await editGraphql(page, 'CatalogProducts', undefined, { delayMs: 1500 });
  await page.goto('/qr/tilbehor');
  await expect(page.getByRole('heading', { level: 1, name: 'Tilbehør' })).toBeVisible();
  await expect(page.getByText(/caps, solbriller, bager og annet tilbehør/i)).toBeVisible();
  await expect(page.getByTestId('product-skeleton')).toHaveCount(6);
  await expect(cards(page).getByRole('heading')).toHaveText(merged.map((p) => p.name));
  await expect(card(page, 'Patches Broderte').getByRole('link', { name: 'Bestill nå' })).toHaveAttribute(
    'href',
    '/patches',
  );
  await expect(card(page, 'Lue Klassisk').getByRole('link', { name: 'Bestill nå' })).toHaveAttribute('href', '/lue');
  const description = card(page, 'Bandana').locator('p').first();
  await expect(description).toHaveCSS('-webkit-line-clamp', '3');
  await expectAccessible(page);
  await expect(page).toHaveTitle(/Tilbehør/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /tilbehør/i);

  // With nothing to list, the empty state's button reloads the page.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await editGraphql(page, 'CatalogProducts', () => ({ products: [] }));
  await page.goto('/qr/tilbehor');
  await expect(page.getByText('Ingen tilbehør funnet. Prøv igjen senere.')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Last inn på nytt' }).click()]);
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  await expect(page.getByText('Ingen tilbehør funnet. Prøv igjen senere.')).toBeVisible();
});

test('/qr/russedresser: only russedress products, 3 placeholders, lazy images, nothing when none match', async ({
  page,
  request,
}) => {
  const dresses = (await seededProducts(request, 'underdeler')).filter((p) => /russedress/i.test(p.name));
  expect(dresses.length).toBeGreaterThan(0);
  await editGraphql(page, 'CatalogProducts', undefined, { delayMs: 1500 });
  await page.goto('/qr/russedresser');
  await expect(page.getByRole('heading', { level: 1, name: 'Russedresser' })).toBeVisible();
  await expect(page.getByText(/egen logo og brodering/i)).toBeVisible();
  await expect(page.getByTestId('product-skeleton')).toHaveCount(3);
  await expect(cards(page).getByRole('heading')).toHaveText(dresses.map((p) => p.name));
  for (const img of await cards(page).locator('img').all()) await expect(img).toHaveAttribute('loading', 'lazy');

  await expectAccessible(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await editGraphql(page, 'CatalogProducts', (data) => ({
    products: (data.products as { name: string }[]).filter((p) => !/russedress/i.test(p.name)),
  }));
  await page.goto('/qr/russedresser');
  await expect(page.getByRole('heading', { level: 1, name: 'Russedresser' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
  await expect(page.getByText('Kommer snart!')).toHaveCount(0);
});
