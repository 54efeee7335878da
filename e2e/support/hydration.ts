import { expect, type Page } from '@playwright/test';

/**
 * Waits until the storefront's app has taken over the page (React's keys on `#root`). A server-rendered page is on
 * screen before that, its script-only parts (dropdowns, the magnifier) idle, and the app's code is fetched only
 * after the first paint: a test that hovers or moves the pointer once must wait for this first.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
}
