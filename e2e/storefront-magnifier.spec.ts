import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { appTookOver } from './support/hydration';

// Storefront spec §2 (/magnifier-demo), §4 magnifier and demo gallery, §9 magnifier 2x with a 160 px lens.

const lens = (page: Page) => page.getByTestId('magnifier-lens');

async function box(locator: Locator) {
  const value = await locator.boundingBox();
  if (!value) throw new Error('element has no box');
  return value;
}

test.describe('on a product page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a 160 px lens at 2x follows the pointer over the image and hides when it leaves', async ({ page }) => {
    await page.goto('/hoodie');
    const image = page.getByRole('img', { name: 'Hoodie – produktbilde' });
    await expect(image).toBeVisible();
    await expect(lens(page)).toHaveCount(0);
    // The lens is the app's: until it has taken over the server-rendered page, a pointer moving over the image
    // shows nothing.
    await appTookOver(page);
    const img = await box(image);

    await page.mouse.move(img.x + 150, img.y + 120);
    await expect(lens(page)).toBeVisible();
    const first = await box(lens(page));
    expect(first.width).toBeCloseTo(160, 0);
    expect(first.height).toBeCloseTo(160, 0);
    // Centred on the pointer.
    expect(first.x + first.width / 2).toBeCloseTo(img.x + 150, 0);
    expect(first.y + first.height / 2).toBeCloseTo(img.y + 120, 0);
    // The hi-res image at twice the displayed size, shifted so the point under the pointer is in the middle.
    await expect(lens(page)).toHaveAttribute('data-zoom', '2');
    const style = await lens(page).evaluate((el) => ({
      size: (el as HTMLElement).style.backgroundSize,
      position: (el as HTMLElement).style.backgroundPosition,
      image: (el as HTMLElement).style.backgroundImage,
    }));
    expect(style.image).toContain('/api/assets/hoodie-original.jpg');
    const [bgWidth] = style.size.split(' ').map((v) => Number.parseFloat(v));
    expect(bgWidth).toBeCloseTo(img.width * 2, 0);
    const [bgX, bgY] = style.position.split(' ').map((v) => Number.parseFloat(v));
    expect(bgX).toBeCloseTo(80 - 150 * 2, 0);
    expect(bgY).toBeCloseTo(80 - 120 * 2, 0);

    await page.mouse.move(img.x + 250, img.y + 200, { steps: 4 });
    const moved = await box(lens(page));
    expect(moved.x - first.x).toBeCloseTo(100, 0);
    expect(moved.y - first.y).toBeCloseTo(80, 0);

    // Leaving the image hides the lens.
    await page.mouse.move(img.x + img.width + 40, img.y + 200, { steps: 4 });
    await expect(lens(page)).toHaveCount(0);
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('touching and dragging on the image shows no lens', async ({ page }) => {
    await page.goto('/hoodie');
    const image = page.getByRole('img', { name: 'Hoodie – produktbilde' });
    await expect(image).toBeVisible();
    await image.tap();
    await expect(lens(page)).toHaveCount(0);

    // A finger held down and moved over the image (the lens would follow a mouse here).
    const img = await box(image);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
      });
    await touch('touchStart', img.x + 100, img.y + 100);
    await touch('touchMove', img.x + 140, img.y + 110);
    await touch('touchMove', img.x + 180, img.y + 120);
    await expect(lens(page)).toHaveCount(0);
    await touch('touchEnd', img.x + 180, img.y + 120);
    await expect(lens(page)).toHaveCount(0);
  });
});

test.describe('/magnifier-demo', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is in English and accessible; its thumbnails switch the main image; the example lenses: circle 2x, square 3x, custom 4x', async ({
    page,
  }) => {
    await page.goto('/magnifier-demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image Magnifier Demo');
    await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to test' })).toBeVisible();
    await expect(page.getByRole('main').locator('[lang="en"]')).toBeVisible();
    await expectAccessible(page);

    const thumbnails = page.getByRole('group', { name: 'Choose image' }).getByRole('button');
    await expect(thumbnails).toHaveCount(2);
    await expect(page.getByRole('img', { name: 'Hoodie Original, front view' })).toBeVisible();
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Show Ziphoodie Premium' }).click();
    await expect(page.getByRole('img', { name: 'Ziphoodie Premium, front view' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Hoodie Original, front view' })).toHaveCount(0);
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');

    // The lens of the main image now shows the zip hoodie.
    await page.getByRole('img', { name: 'Ziphoodie Premium, front view' }).hover();
    await expect(lens(page)).toHaveCSS('background-image', /ziphoodie-premium\.jpg/);

    await page.getByRole('button', { name: 'Show Hoodie Original' }).click();
    await expect(page.getByRole('img', { name: 'Hoodie Original, front view' })).toBeVisible();
    await page.mouse.move(0, 0);

    const examples: [string, string, number, string][] = [
      ['Circle lens · 2x example', '2', 160, '50%'],
      ['Square lens · 3x example', '3', 160, '0px'],
      ['Custom lens · 4x example', '4', 200, '16px'],
    ];
    for (const [name, zoom, size, radius] of examples) {
      const image = page.getByRole('img', { name });
      await image.scrollIntoViewIfNeeded();
      const img = await box(image);
      await page.mouse.move(img.x + img.width / 2, img.y + img.height / 2);
      await expect(lens(page)).toHaveAttribute('data-zoom', zoom);
      expect((await box(lens(page))).width).toBeCloseTo(size, 0);
      await expect(lens(page)).toHaveCSS('border-top-left-radius', radius);
      await page.mouse.move(0, 0);
      await expect(lens(page)).toHaveCount(0);
    }
  });
});
