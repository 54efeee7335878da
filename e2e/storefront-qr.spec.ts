import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import jsQR from 'jsqr';

// Storefront spec §2 "Tools" and §9 (QR: 200 px on the generator, 160 px on the overview, margin 2, black on white).

const GENERATOR_CARDS: [string, string][] = [
  ['Hoodie', '/hoodie'],
  ['Crewneck', '/crewneck'],
  ['Longsleeve', '/longsleeve'],
  ['Sweatpants', '/sweatpants'],
  ['Shorts', '/shorts'],
  ['Zip-hoodie', '/zip-hoodie'],
  ['Sertifisering', '/oeko-tex'],
];

/** Reads the QR code drawn on a canvas. */
async function decodeCanvas(canvas: Locator): Promise<string | undefined> {
  const { width, height, pixels } = await canvas.evaluate((element: HTMLCanvasElement) => {
    const data = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
    return { width: element.width, height: element.height, pixels: Array.from(data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data;
}

async function waitForDrawn(canvas: Locator) {
  // A drawn code has dark modules; a blank canvas is all transparent or white.
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const data = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
        for (let i = 0; i < data.length; i += 4) if (data[i + 3] === 255 && data[i] === 0) return true;
        return false;
      }),
    )
    .toBe(true);
}

test('/qr-generator: a 200 px code per category that leads to its page on this shop', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/qr-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'QR-kode generator' })).toBeVisible();

  const cards = page.getByTestId('qr-card');
  await expect(cards).toHaveCount(GENERATOR_CARDS.length);
  for (const [index, [title, path]] of GENERATOR_CARDS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.getByRole('link', { name: `${origin}${path}` })).toHaveAttribute('href', `${origin}${path}`);
    const canvas = card.locator('canvas');
    await expect(canvas).toHaveAttribute('width', '200');
    await expect(canvas).toHaveAttribute('height', '200');
    const box = await canvas.boundingBox();
    expect(box?.width).toBe(200);
    expect(box?.height).toBe(200);
  }

  await expectAccessible(page);
  const hoodie = cards.first().locator('canvas');
  await waitForDrawn(hoodie);
  expect(await decodeCanvas(hoodie)).toBe(`${origin}/hoodie`);
  // Black modules on a white background with a 2-module quiet zone: the corner pixel is white.
  const corner = await hoodie.evaluate((el: HTMLCanvasElement) =>
    Array.from(el.getContext('2d')!.getImageData(1, 1, 1, 1).data),
  );
  expect(corner).toEqual([255, 255, 255, 255]);
  const certification = cards.last().locator('canvas');
  await waitForDrawn(certification);
  expect(await decodeCanvas(certification)).toBe(`${origin}/oeko-tex`);
});

test('/qr-generator: "Skriv ut alle" opens the print dialog; the print layout has one card per row', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/qr-generator');
  await page.getByRole('button', { name: 'Skriv ut alle' }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

  const cards = page.getByTestId('qr-card');
  // On screen the cards sit side by side.
  const screenBoxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
  expect(new Set(screenBoxes).size).toBeLessThan(screenBoxes.length);
  await expect(page.getByRole('banner')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Skriv ut alle' })).toBeHidden();
  const printBoxes = await cards.evaluateAll((els) =>
    els.map((el) => {
      const rect = el.getBoundingClientRect();
      return { left: rect.left, top: rect.top, bottom: rect.bottom };
    }),
  );
  for (let i = 1; i < printBoxes.length; i++) {
    expect(printBoxes[i].left).toBe(printBoxes[0].left);
    expect(printBoxes[i].top).toBeGreaterThanOrEqual(printBoxes[i - 1].bottom);
  }
  await expect(cards.first().locator('canvas')).toBeVisible();

  // The print rules belong to this page: after moving on inside the app, another page prints with its header.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ofte stilte spørsmål' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('/qr-pages: three 160 px codes to this origin and "Se QR-side" links', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/qr-pages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByTestId('qr-page-card');
  await expect(cards).toHaveCount(3);
  const expected: [string, string][] = [
    ['Russedresser', '/qr/russedresser'],
    ['Parkas', '/qr/parkas'],
    ['Tilbehør', '/qr/tilbehor'],
  ];
  for (const [index, [title, path]] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Se QR-side', exact: true })).toHaveAttribute('href', path);
    const canvas = card.locator('canvas');
    await expect(canvas).toHaveAttribute('width', '160');
    expect((await canvas.boundingBox())?.width).toBe(160);
    await waitForDrawn(canvas);
    expect(await decodeCanvas(canvas)).toBe(`${origin}${path}`);
  }
  await expectAccessible(page);
  await cards.last().getByRole('link', { name: 'Se QR-side' }).click();
  await expect(page).toHaveURL(/\/qr\/tilbehor$/);
});

test('the QR library is only loaded by the QR tools', async ({ page }) => {
  // Chunk names differ between the dev server and a build, so look for the library's code in what was loaded.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const loadedQrLibrary = async () => (await Promise.all(scripts)).some((source) => source.includes('toCanvas'));

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vilkår' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kjøpsvilkår' })).toBeVisible();
  expect(await loadedQrLibrary()).toBe(false);

  await page.goto('/qr-pages');
  await expect(page.getByTestId('qr-page-card').first().locator('canvas')).toBeVisible();
  expect(await loadedQrLibrary()).toBe(true);
});
