import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { GRAPHQL_URL, graphqlRequestsDone, renderInBrowser } from './support/graphql-routes';

// Storefront spec §2 "/faq": accordion grouped by topic, one item open at a time, collapsible; the size guide
// (the FAQ's own second table, §9) and the size chart image.

const questions = (page: Page) => page.getByRole('main').locator('button[aria-controls]');

test('/faq: questions grouped by topic, one answer open at a time, by mouse and by keyboard; the size guide table and image', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofte stilte spørsmål' })).toBeVisible();
  for (const topic of ['Bestilling', 'Levering', 'Størrelser', 'Betaling', 'Retur og reklamasjon', 'Design']) {
    await expect(page.getByRole('heading', { level: 2, name: topic, exact: true })).toBeVisible();
  }

  await expectAccessible(page);
  const delivery = page.getByRole('button', { name: 'Hvor lang er leveringstiden?' });
  const shipping = page.getByRole('button', { name: 'Hva koster frakten?' });
  await expect(delivery).toHaveAttribute('aria-expanded', 'false');
  // Every answer starts closed.
  await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(0);

  await delivery.click();
  await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  const deliveryAnswer = page.locator(`#${await delivery.getAttribute('aria-controls')}`);
  await expect(deliveryAnswer).toBeVisible();
  await expect(deliveryAnswer).toContainText('2-4 uker');
  await expect(deliveryAnswer).toHaveAttribute('role', 'region');

  // Opening another closes the first.
  await shipping.click();
  await expect(shipping).toHaveAttribute('aria-expanded', 'true');
  await expect(delivery).toHaveAttribute('aria-expanded', 'false');
  await expect(deliveryAnswer).toBeHidden();
  await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(1);

  // Clicking the open one closes it.
  await shipping.click();
  await expect(shipping).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(0);

  // The accordion works with the keyboard.
  const all = questions(page);
  await expect(all.first()).toBeVisible();
  const first = all.nth(0);
  const second = all.nth(1);

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press(' ');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('End');
  await expect(all.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(all.last()).toBeFocused();

  // The size guide shows the FAQ table (tops and bottoms, XXS-XXL) and the size chart image.
  await expect(page.getByRole('heading', { level: 2, name: 'Størrelsesguide' })).toBeVisible();

  const tops = page.getByRole('table', { name: /Overdeler/ });
  const bottoms = page.getByRole('table', { name: /Underdeler/ });
  await expect(tops.getByRole('columnheader')).toHaveText(['Størrelse', 'Brystvidde', 'Lengde', 'Ermelengde']);
  await expect(bottoms.getByRole('columnheader')).toHaveText([
    'Størrelse',
    'Livvidde',
    'Innerben (sweatpants)',
    'Innerben (shorts)',
  ]);
  const rowCells = (table: typeof tops, size: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: size, exact: true }) })
      .locator('td');
  await expect(tops.getByRole('rowheader')).toHaveText(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL']);
  await expect(rowCells(tops, 'XXS')).toHaveText(['47', '62', '57']);
  await expect(rowCells(tops, 'M')).toHaveText(['56', '68', '63']);
  await expect(rowCells(tops, 'XXL')).toHaveText(['65', '74', '69']);
  await expect(rowCells(bottoms, 'XXS')).toHaveText(['64', '74', '17']);
  await expect(rowCells(bottoms, 'M')).toHaveText(['76', '80', '20']);
  await expect(rowCells(bottoms, 'XXL')).toHaveText(['88', '86', '23']);

  const image = page.locator('img[src="/api/assets/sizechart.jpeg"]');
  await expect(image).toHaveAttribute('alt', /Størrelsestabell/);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

// The next three load the FAQ in the browser (renderInBrowser), as after a client-side navigation: the server's
// render has the questions in the page already and asks for nothing.

test('the FAQ still answers when the questions cannot be loaded', async ({ page }) => {
  await renderInBrowser(page);
  await page.route(GRAPHQL_URL, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.goto('/faq');
  await expect(page.getByRole('button', { name: 'Hvordan bestiller jeg?' })).toBeVisible();
});

test('nothing on the page moves while the questions load (no layout shift above the size guide)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The question list is held back until the page has rendered, as on a slow connection.
  await renderInBrowser(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(GRAPHQL_URL, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/faq');
  await expect(page.getByRole('button', { name: 'Hvordan bestiller jeg?' })).toBeVisible();
  release();
  await expect.poll(() => graphqlRequestsDone(page)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Tilbyr dere brodering?' })).toBeVisible();
  const image = page.locator('img[src="/api/assets/sizechart.jpeg"]');
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const total = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(total).toBeLessThan(0.05);
});

test('an answer opened while the list loads stays open when it arrives', async ({ page }) => {
  await renderInBrowser(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(GRAPHQL_URL, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/faq');
  const question = page.getByRole('button', { name: 'Hva koster frakten?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  release();
  await expect.poll(() => graphqlRequestsDone(page)).toBeGreaterThan(0);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(1);
});
