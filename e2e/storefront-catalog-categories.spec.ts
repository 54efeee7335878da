import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { editGraphql, seededProducts, type ListedProduct } from './support/graphql-routes';

// Storefront spec §2 "Category listing pages": client-side filters, 'Bestill nå' → /contact, the empty text and
// 3 or 6 skeleton cards while loading. One story per page. Each filter's rule on odd names (a hoodie patch, crewneck
// shorts) is storefront/src/features/catalog/utils/category-filters.spec.ts's; here each page shows exactly the
// seeded products its rule keeps.

const PAGES: {
  path: string;
  heading: string;
  keep: (p: ListedProduct) => boolean;
  skeletons: number;
}[] = [
  {
    path: '/products/hoodies',
    heading: 'Hoodies',
    keep: (p) => p.category === 'overdeler' && /hoodie|hood/i.test(p.name),
    skeletons: 3,
  },
  {
    path: '/products/sweatshirts',
    heading: 'Sweatshirts',
    keep: (p) => p.category === 'overdeler' && /sweatshirt|crewneck/i.test(p.name),
    skeletons: 3,
  },
  {
    path: '/products/shorts-bukser',
    heading: 'Shorts og bukser',
    keep: (p) => p.category === 'underdeler',
    skeletons: 6,
  },
  { path: '/products/tilbehor', heading: 'Tilbehør', keep: (p) => p.category === 'tilbehør', skeletons: 6 },
];

const cards = (page: Page) => page.getByTestId('product-card');

for (const listing of PAGES) {
  test(`${listing.path}: its products with 'Bestill nå' to /contact; ${listing.skeletons} skeleton cards while loading, 'Kommer snart!' when empty`, async ({
    page,
    request,
  }) => {
    const expected = (await seededProducts(request)).filter(listing.keep);
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(listing.path);
    await expect(page.getByRole('heading', { level: 1, name: listing.heading })).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText(expected.map((p) => p.name));
    for (const product of expected) {
      const card = cards(page).filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
      await expect(card).toContainText(product.description);
      await expect(card).toContainText(product.price);
      await expect(card.getByRole('link', { name: 'Bestill nå' })).toHaveAttribute('href', '/contact');
    }
    await expectAccessible(page);
    await cards(page).first().getByRole('link', { name: 'Bestill nå' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await editGraphql(page, 'CatalogProducts', () => ({ products: [] }), { delayMs: 1500 });
    await page.goto(listing.path);
    await expect(page.getByTestId('product-skeleton')).toHaveCount(listing.skeletons);
    await expect(page.getByText('Kommer snart! Følg oss for oppdateringer.')).toBeVisible();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
  });
}
