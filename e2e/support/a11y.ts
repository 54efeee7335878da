import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// The one accessibility check of the end-to-end suite: axe-core finds no serious or critical violation on the page
// as it stands. Each public route is checked once, inside the spec that already visits it (at desktop width unless
// the test runs at another one); call it after the test has seen the page's content, so the check reads the page a
// visitor reads and not a loading state.

/** Fails with one 'rule (impact): selector, selector' line per serious or critical axe violation. */
export async function expectAccessible(page: Page, options: { include?: string; label?: string } = {}): Promise<void> {
  // Nothing still loading in the main content (the storefront's loading spinner).
  await expect(page.locator('main [role="status"] .spinner')).toHaveCount(0);
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const viewport = page.viewportSize();
  const at = viewport ? ` at ${viewport.width} px` : '';
  expect(serious, `axe on ${options.label ?? new URL(page.url()).pathname}${at}`).toEqual([]);
}

/**
 * Presses Tab until `target` has focus (a real keyboard path to it), at most `max` times. It first waits, as a
 * visitor would, for the target to be enabled: a page rendered on the server keeps its script-only controls
 * disabled until it is hydrated (storefront/src/lib/hydrated.ts), and Tab passes over a disabled control.
 */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  await expect(target).toBeEnabled();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
