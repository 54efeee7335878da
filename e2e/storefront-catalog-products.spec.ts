import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { productPagePath } from '../schema/src/catalog/product-pages';
import { editGraphql, graphqlOperation, seededProducts } from './support/graphql-routes';

// Storefront spec §2 (/products, product name → page mapping), §3 (image fallback), §9 (6 skeleton cards).

const cards = (page: Page) => page.getByTestId('product-card');

test('the category tabs filter the list on the client, one tab per category', async ({ page, request }) => {
  const all = await seededProducts(request);
  // Answers to the list query (a persisted-query GET the server did not know yet, answered "not found" and sent
  // again with the document, is one request for the list).
  let productRequests = 0;
  page.on('response', async (r) => {
    if (graphqlOperation(r.request())?.operationName !== 'CatalogProducts') return;
    if (!(await r.text()).includes('PERSISTED_QUERY_NOT_FOUND')) productRequests += 1;
  });
  await page.goto('/products');
  const tabs = page.getByRole('tablist', { name: 'Produktkategorier' }).getByRole('tab');
  await expect(tabs).toHaveText(['Alle produkter', 'overdeler', 'underdeler', 'tilbehør', 'Patches']);
  await expect(page.getByRole('tab', { name: 'Alle produkter' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(all.length);

  for (const category of ['overdeler', 'underdeler', 'tilbehør', 'Patches']) {
    const expected = all.filter((p) => p.category === category);
    expect(expected.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: category, exact: true }).click();
    await expect(page.getByRole('tab', { name: category, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(cards(page).getByRole('heading')).toHaveText(expected.map((p) => p.name));
    await expect(page.getByRole('tabpanel')).toContainText(`${expected.length} produkter`);
  }
  await page.getByRole('tab', { name: 'Alle produkter' }).click();
  await expect(cards(page)).toHaveCount(all.length);
  await expectAccessible(page);
  // The page came with its products (rendered on the server, the data handed to the browser's client): the tabs
  // filter them without asking again.
  expect(productRequests).toBe(0);
});

test('the tabs work with the arrow keys, Home and End', async ({ page }) => {
  await page.goto('/products');
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  // Disabled until the page is hydrated: a disabled tab cannot take focus.
  await expect(tab('Alle produkter')).toBeEnabled();
  await tab('Alle produkter').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('overdeler')).toBeFocused();
  await expect(tab('overdeler')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab('Patches')).toBeFocused();
  await expect(tab('Patches')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Alle produkter')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Patches')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Alle produkter')).toBeFocused();
  // Only the selected tab is in the tab order.
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
});

test('a card shows picture, name, first sentence, price and "Bestill nå"; a click opens the product page', async ({
  page,
  request,
}) => {
  const [hoodie] = (await seededProducts(request, 'overdeler')).filter((p) => p.name === 'Hoodie Original');
  await page.goto('/products');
  // The card names are the level under the page's heading (no skipped heading level).
  const card = cards(page).filter({ has: page.getByRole('heading', { level: 2, name: 'Hoodie Original' }) });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/assets\/.+\.jpg$/);
  const firstSentence = hoodie.description.slice(0, hoodie.description.indexOf('.') + 1);
  await expect(card.locator('p').first()).toHaveText(firstSentence);
  await expect(card).not.toContainText(hoodie.description.slice(firstSentence.length).trim());
  await expect(card).toContainText(hoodie.price);
  await expect(card.getByRole('link', { name: 'Bestill nå' })).toHaveAttribute('href', '/hoodie');

  // A click anywhere on the card (here: on its picture) opens the mapped product page.
  await card.click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(/\/hoodie$/);

  await page.goto('/products');
  const zip = cards(page).filter({ has: page.getByRole('heading', { name: 'Ziphoodie Premium' }) });
  await zip.getByRole('link', { name: 'Bestill nå' }).click();
  await expect(page).toHaveURL(/\/zip-hoodie$/);
});

test('every card links by the name mapping, other names go to /products', async ({ page, request }) => {
  const all = await seededProducts(request);
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(all.length);
  for (const product of all) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    await expect(card.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
      'href',
      productPagePath(product.name),
    );
  }
  expect(productPagePath('Crewneck')).toBe('/products');
});

test('six skeleton cards show while the products load', async ({ page }) => {
  await editGraphql(page, 'CatalogProducts', undefined, { delayMs: 1500 });
  await page.goto('/products');
  await expect(page.getByTestId('product-skeleton')).toHaveCount(6);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
});

test('a product without a usable picture shows its icon and the first two words of its name', async ({ page }) => {
  // Sweatpants is renamed to a long name with no picture: its caption is cut to two words.
  const broken: Record<string, string> = {
    'Hoodie Original': '/api/assets/finnes-ikke.jpg',
    'Ziphoodie Premium': 'https://via.placeholder.com/300x300',
    Crewneck: 'emoji:👕',
    Longsleeve: '',
  };
  await editGraphql(page, 'CatalogProducts', (data) => ({
    products: (data.products as { name: string; imageUrl: string }[]).map((p) =>
      p.name === 'Sweatpants'
        ? { ...p, name: 'Russedress Premium Rød Utgave', imageUrl: '' }
        : p.name in broken
          ? { ...p, imageUrl: broken[p.name] }
          : p,
    ),
  }));
  await page.goto('/products');
  const card = (name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

  const hoodie = card('Hoodie Original');
  await expect(hoodie.getByTestId('product-image-fallback')).toHaveText('Hoodie Original');
  await expect(hoodie.locator('[data-icon="hoodie"]')).toBeVisible();
  await expect(hoodie.locator('img')).toHaveCount(0);

  await expect(card('Ziphoodie Premium').getByTestId('product-image-fallback')).toHaveText('Ziphoodie Premium');
  await expect(card('Ziphoodie Premium').locator('[data-icon="ziphoodie"]')).toBeVisible();
  await expect(card('Crewneck').locator('[data-icon="crewneck"]')).toBeVisible();
  await expect(card('Longsleeve').locator('[data-icon="longsleeve"]')).toBeVisible();

  const long = card('Russedress Premium Rød Utgave');
  await expect(long.getByTestId('product-image-fallback')).toHaveText('Russedress Premium');
  await expect(long.locator('[data-icon="overall"]')).toBeVisible();

  // A product with a real picture keeps it.
  await expect(card('Hoodie Jente').locator('img')).toHaveAttribute('src', /hoodie-jente\.jpg$/);
});

// The caption rule and the icon of each product name: fallbackCaption and productIconFor in
// storefront/src/components/product-image/image-fallback.spec.ts; the test above shows them on the cards.
