import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { GRAPHQL_URL, graphqlOperation, renderInBrowser } from './support/graphql-routes';

// Storefront spec §2 "Product detail pages", §3 colour options, §8 missing product image, §9 from-prices. The first
// story visits every product page once, checks its texts and runs axe on it (e2e/support/a11y.ts).

const PAGES: { path: string; title: string; price: string; subject: string; sizeGuide: boolean }[] = [
  { path: '/hoodie', title: 'Hoodie', price: 'Fra 499,-', subject: 'Hoodie bestilling', sizeGuide: true },
  { path: '/zip-hoodie', title: 'Zip Hoodie', price: 'Fra 799,-', subject: 'Zip Hoodie bestilling', sizeGuide: true },
  { path: '/crewneck', title: 'Crewneck', price: 'Fra 449,-', subject: 'Crewneck bestilling', sizeGuide: true },
  { path: '/longsleeve', title: 'Longsleeve', price: 'Fra 349,-', subject: 'Longsleeve bestilling', sizeGuide: true },
  { path: '/shorts', title: 'Shorts', price: 'Fra 299,-', subject: 'Shorts bestilling', sizeGuide: true },
  { path: '/sweatpants', title: 'Sweatpants', price: 'Fra 449,-', subject: 'Sweatpants bestilling', sizeGuide: true },
  { path: '/bandana', title: 'Bandana', price: 'Fra 149,-', subject: 'Bandana bestilling', sizeGuide: false },
  { path: '/patches', title: 'Patches', price: 'Fra 99,-', subject: 'Patches bestilling', sizeGuide: false },
  { path: '/lue', title: 'Lue Klassisk', price: 'Fra 169,-', subject: 'Lue Klassisk bestilling', sizeGuide: false },
  {
    path: '/glitter-uggs',
    title: 'Glitter Uggs',
    price: 'Fra 499,-',
    subject: 'Glitter Uggs bestilling',
    sizeGuide: false,
  },
  {
    path: '/dress',
    title: 'Dress Klassisk',
    price: 'Fra 899,-',
    subject: 'Dress Klassisk bestilling',
    sizeGuide: true,
  },
  {
    path: '/snekker',
    title: 'Snekker Premium',
    price: 'Fra 799,-',
    subject: 'Snekker Premium bestilling',
    sizeGuide: true,
  },
];

const main = (page: Page) => page.getByRole('main');

/** What every order e-mail should hold (storefront §1): counts, sizes, colour, design files, names, address, date. */
const ORDER_CHECKLIST = [
  'Antall',
  'Størrelser',
  'Farge',
  'Designfiler',
  'Navn som skal trykkes',
  'Leveringsadresse',
  'Ønsket leveringsdato',
];
const COLOURS = ['Lys Grå', 'Navy', 'Granitt', 'Bellini', 'Limón', 'Breeze', 'Rosé'];
const mailtoWithSubject = (subject: string) =>
  new RegExp(`^mailto:[^?@]+@[^?]+\\?subject=${encodeURIComponent(subject).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('every product page: title, from-price, order mail, colours, facts, its size guide or none, accessible', async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const { path, title, price, subject, sizeGuide } of PAGES) {
    await test.step(`${path}: ${sizeGuide ? 'a' : 'no'} size guide`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('from-price')).toHaveText(price);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      for (const name of ['Bestill på e-post', 'Send bestilling på e-post']) {
        await expect(main(page).getByRole('link', { name })).toHaveAttribute('href', mailtoWithSubject(subject));
      }
      await expect(main(page).getByRole('link', { name: 'Tilbake til produkter' })).toHaveAttribute(
        'href',
        '/products',
      );
      await expect(main(page).getByRole('heading', { name: 'Tilpasset Design' })).toBeVisible();
      await expect(main(page).getByRole('img', { name: 'Russekompaniet logo' })).toBeVisible();
      await expect(main(page).getByRole('list', { name: 'Egenskaper' }).getByRole('listitem').first()).toBeVisible();
      await expect(main(page).getByRole('radio')).toHaveCount(7);
      const swatches = main(page).getByRole('group', { name: /Farge/ });
      for (const colour of COLOURS) await expect(swatches.getByText(colour, { exact: true })).toBeVisible();
      const order = main(page).getByRole('region', { name: 'Slik bestiller du' });
      await expect(order).toContainText('post@russekompaniet.no');
      await expect(order.getByRole('listitem')).toContainText(ORDER_CHECKLIST);
      await expect(
        main(page).getByRole('region', { name: 'Produktinformasjon' }).getByRole('term').first(),
      ).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Størrelsesguide' })).toHaveCount(sizeGuide ? 1 : 0);
      // The seeded products all have a picture; it shows with the magnifier.
      await expect(main(page).getByRole('img', { name: `${title} – produktbilde` })).toBeVisible();
      if (path === '/hoodie') await hoodieOrderAndFacts(page);
      await expectAccessible(page);
    });
  }
});

/** The hoodie page lists what to send, the mock-up, payment and the product facts. */
async function hoodieOrderAndFacts(page: Page) {
  const order = main(page).getByRole('region', { name: 'Slik bestiller du' });
  await expect(order).toContainText('digitalt utkast (mock-up)');
  await expect(order).toContainText('Betaling med kort, eller faktura etter avtale for skoler, lag og store grupper.');
  const info = main(page).getByRole('region', { name: 'Produktinformasjon' });
  for (const fact of [
    '80% bomull og 20% akryl',
    'OEKO-TEX Standard 100',
    'XS-XL',
    '2-4 uker',
    'Vask på 30°C med vrangen ut',
    '24 timer',
  ]) {
    await expect(info).toContainText(fact);
  }
}

test('the hoodie shows 499 kr; the 399 kr reading is only in the structured data for search engines', async ({
  page,
}) => {
  await page.goto('/hoodie');
  await expect(page.getByTestId('from-price')).toHaveText('Fra 499,-');
  type JsonLdNode = { '@type'?: string; offers?: unknown };
  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => {
    const data = JSON.parse(text) as JsonLdNode & { '@graph'?: JsonLdNode[] };
    return data['@graph'] ?? [data];
  });
  const offers = JSON.stringify(nodes.find((node) => node['@type'] === 'Product')?.offers);
  expect(offers).toContain('"price":"399"');
  expect(offers).toContain('"priceCurrency":"NOK"');
  await expect(main(page)).not.toContainText('399');
});

test('the size guide code loads only when asked for', async ({ page }) => {
  // Chunk names differ between builds, so look for the code itself.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const loaded = async (text: string) => (await Promise.all(scripts)).some((source) => source.includes(text));

  await page.goto('/hoodie');
  await expect(main(page).getByRole('img', { name: 'Hoodie – produktbilde' })).toBeVisible();
  await expect(page.getByTestId('from-price')).toHaveText('Fra 499,-');
  expect(await loaded('Lukk størrelsesguiden')).toBe(false);

  await main(page).getByRole('button', { name: 'Størrelsesguide' }).click();
  await expect(page.getByRole('dialog', { name: 'Størrelsesguide' })).toBeVisible();
  expect(await loaded('Lukk størrelsesguiden')).toBe(true);
});

test('dress, snekker and bandana state their own sizes', async ({ page }) => {
  await page.goto('/dress');
  await expect(main(page).getByRole('region', { name: 'Produktinformasjon' })).toContainText('XS-3XL');
  await page.goto('/snekker');
  await expect(main(page).getByRole('region', { name: 'Produktinformasjon' })).toContainText('XS-3XL');
  await page.goto('/bandana');
  await expect(main(page).getByRole('region', { name: 'Produktinformasjon' })).toContainText('55x55 cm');
  await expect(main(page)).toContainText('Grupperabatt fra 10 stk.');
});

test('choosing a colour marks it as selected and only logs it to the console', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/crewneck');
  const swatches = main(page).getByRole('group', { name: /Farge/ });
  const names = ['Lys Grå', 'Navy', 'Granitt', 'Bellini', 'Limón', 'Breeze', 'Rosé'];
  for (const name of names) await expect(swatches.getByRole('radio', { name, exact: true })).not.toBeChecked();

  await swatches.getByText('Navy', { exact: true }).click();
  await expect(swatches.getByRole('radio', { name: 'Navy' })).toBeChecked();
  await expect.poll(() => logged.some((text) => text.includes('Navy') && text.includes('navy'))).toBe(true);

  // Arrow keys move the choice like any radio group.
  await page.keyboard.press('ArrowRight');
  await expect(swatches.getByRole('radio', { name: 'Granitt' })).toBeChecked();
  await expect(swatches.getByRole('radio', { name: 'Navy' })).not.toBeChecked();
  await expect.poll(() => logged.some((text) => text.includes('Granitt'))).toBe(true);
  await expect(page).toHaveURL(/\/crewneck$/);
});

test('the back button goes to /products', async ({ page }) => {
  await page.goto('/longsleeve');
  await main(page).getByRole('link', { name: 'Tilbake til produkter' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

/** Serves the product list with one product's imageUrl replaced (to a page rendered in the browser). */
async function withImageUrl(page: Page, productName: string, imageUrl: string | null) {
  await renderInBrowser(page);
  await page.route(GRAPHQL_URL, async (route) => {
    const operation = graphqlOperation(route.request());
    if (!operation?.operationName?.endsWith('Products')) return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { products?: { name: string; imageUrl: string | null }[] } };
    for (const product of json.data?.products ?? []) {
      if (product.name === productName) product.imageUrl = imageUrl;
    }
    await route.fulfill({ response, json });
  });
}

for (const [path, productName] of [
  ['/dress', 'Dress Klassisk'],
  ['/snekker', 'Snekker Premium'],
  ['/glitter-uggs', 'Glitter Uggs'],
] as const) {
  test(`${path} says 'Produktbilde kommer snart' when the image is missing`, async ({ page }) => {
    await withImageUrl(page, productName, null);
    await page.goto(path);
    await expect(main(page).getByText('Produktbilde kommer snart')).toBeVisible();
    await expect(main(page).getByRole('img', { name: /produktbilde/ })).toHaveCount(0);
  });
}

test('an image that fails to load also shows the coming-soon text on /snekker', async ({ page }) => {
  await page.route('**/api/assets/snekker-premium.jpg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/snekker');
  await expect(main(page).getByText('Produktbilde kommer snart')).toBeVisible();
});

test('other pages fall back to the product icon and name when the image is missing', async ({ page }) => {
  await withImageUrl(page, 'Hoodie Original', 'emoji:🧥');
  await page.goto('/hoodie');
  await expect(main(page).getByTestId('product-image-fallback')).toBeVisible();
  await expect(main(page).getByText('Produktbilde kommer snart')).toHaveCount(0);
  await expect(page.getByTestId('from-price')).toHaveText('Fra 499,-');
});

test('the page works from its own figures when the product list cannot be read', async ({ page }) => {
  await renderInBrowser(page);
  await page.route(GRAPHQL_URL, (route) => route.fulfill({ status: 500, body: 'feil' }));
  await page.goto('/dress');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dress Klassisk');
  await expect(page.getByTestId('from-price')).toHaveText('Fra 899,-');
  await expect(main(page).getByText('Produktbilde kommer snart')).toBeVisible();
});
