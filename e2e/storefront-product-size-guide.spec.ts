import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, tabTo } from './support/a11y';

// Storefront spec §2 "Size guide dialog", §3 size chart types, §4 (closed/open, cm/inches), §9 chart values.

const openSizeGuide = async (page: Page) => {
  const button = page.getByRole('main').getByRole('button', { name: 'Størrelsesguide' });
  // Rendered on the server, the button is disabled until the page is hydrated (a click before would be lost).
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Størrelsesguide' });
  await expect(dialog).toBeVisible();
  return { button, dialog };
};

/** The measure cells of one size row. */
const rowCells = (page: Page, size: string) =>
  page
    .getByRole('dialog')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: size, exact: true }) })
    .getByRole('cell');

test('the hoodie chart shows cm by default and inches (cm / 2.54, one decimal) on request', async ({ page }) => {
  await page.goto('/hoodie');
  const { dialog } = await openSizeGuide(page);
  await expect(dialog.getByRole('columnheader')).toHaveText([
    'Størrelse',
    // Plain words: the break opportunities in long headers add no characters (no soft hyphens).
    'Brystvidde (cm)',
    'Lengde (cm)',
    'Ermelengde (cm)',
  ]);
  await expect(dialog.getByRole('rowheader')).toHaveText(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL']);
  await expect(rowCells(page, 'M')).toHaveText(['108', '70', '87']);
  await expect(dialog.getByRole('button', { name: 'cm' })).toHaveAttribute('aria-pressed', 'true');

  await dialog.getByRole('button', { name: 'tommer' }).click();
  await expect(dialog.getByRole('button', { name: 'tommer' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rowCells(page, 'M')).toHaveText(['42.5', '27.6', '34.3']);
  await expect(rowCells(page, 'XXS')).toHaveText(['31.5', '24.4', '30.7']);
  await expect(dialog.getByRole('columnheader').nth(1)).toContainText('(tommer)');

  await dialog.getByRole('button', { name: 'cm' }).click();
  await expect(rowCells(page, 'M')).toHaveText(['108', '70', '87']);
});

test('the size guide gives the notes: approximate ±2 cm, measured flat, choose the larger, free returns', async ({
  page,
}) => {
  await page.goto('/crewneck');
  const { dialog } = await openSizeGuide(page);
  await expect(dialog).toContainText('omtrentlige');
  await expect(dialog).toContainText('±2 cm');
  await expect(dialog).toContainText('liggende flatt');
  await expect(dialog).toContainText('mellom to størrelser');
  await expect(dialog).toContainText('velge den største');
  await expect(dialog).toContainText('Gratis retur og bytte');
});

test('keyboard alone: Tab reaches the guide, Enter opens it, the unit switches, Tab stays inside, Escape closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/zip-hoodie');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('main').getByRole('button', { name: 'Størrelsesguide' });
  await tabTo(page, button, 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Størrelsesguide' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
  // The open dialog is checked here once; the product page under it in storefront-product-pages.spec.ts.
  await expectAccessible(page, { include: 'dialog', label: 'the open size guide' });

  const inches = dialog.getByRole('button', { name: 'tommer' });
  await tabTo(page, inches, 10);
  await page.keyboard.press('Enter');
  await expect(inches).toHaveAttribute('aria-pressed', 'true');
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // The close button does the same.
  await button.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Lukk størrelsesguiden' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('longsleeve has its own chart', async ({ page }) => {
  await page.goto('/longsleeve');
  await openSizeGuide(page);
  await expect(rowCells(page, 'M')).toHaveText(['106', '70', '85']);
  await expect(rowCells(page, 'XXL')).toHaveText(['136', '78', '90']);
});

test('sweatpants and shorts show the unisex and the girl cut with waist, hips and inseam', async ({ page }) => {
  await page.goto('/sweatpants');
  const { dialog } = await openSizeGuide(page);
  await expect(dialog.getByRole('columnheader')).toHaveText([
    'Størrelse',
    'Livvidde (cm)',
    'Hoftevidde (cm)',
    'Innerbenslengde (cm)',
  ]);
  await expect(dialog.getByRole('button', { name: 'Unisex' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rowCells(page, 'XXS')).toHaveText(['72', '93', '69']);
  await dialog.getByRole('button', { name: 'Jente' }).click();
  await expect(rowCells(page, 'XXS')).toHaveText(['60', '82', '71']);
  await dialog.getByRole('button', { name: 'tommer' }).click();
  await expect(rowCells(page, 'XXS')).toHaveText(['23.6', '32.3', '28.0']);

  await page.keyboard.press('Escape');
  await page.goto('/shorts');
  await openSizeGuide(page);
  await expect(rowCells(page, 'XXL')).toHaveText(['94', '125', '18']);
  await page.getByRole('dialog').getByRole('button', { name: 'Jente' }).click();
  await expect(rowCells(page, 'XXL')).toHaveText(['94', '120', '9']);
});

test('dress and snekker (unisex-coverall) have no chart: the guide offers it on request', async ({ page }) => {
  for (const [path, title] of [
    ['/dress', 'Dress Klassisk'],
    ['/snekker', 'Snekker Premium'],
  ]) {
    await page.goto(path);
    const { dialog } = await openSizeGuide(page);
    await expect(dialog.getByRole('table')).toHaveCount(0);
    await expect(dialog).toContainText('XS-3XL');
    await expect(dialog).toContainText('på forespørsel');
    await expect(dialog.getByRole('link', { name: 'Spør om størrelser' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:.+\\?subject=${encodeURIComponent(`${title} størrelser`)}$`),
    );
    await expect(dialog).toContainText('Gratis retur og bytte');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
