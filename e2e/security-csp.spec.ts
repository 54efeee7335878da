import { expect, test, type Page } from '@playwright/test';
import { demoMember, signInByMail, signInToAdmin } from './support/auth';

// Issue 8, item 6: every HTML page has a Content-Security-Policy, and the shop's own pages break none of it
// (Chromium reports each blocked script, style or request as a `securitypolicyviolation` event and on the console).

/** Starts recording CSP violations of every document the page loads. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test('storefront pages load without CSP violations', async ({ page }) => {
  const violations = await recordViolations(page);
  for (const path of ['/', '/products', '/hoodie', '/faq', '/contact', '/community', '/blog', '/login', '/404']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await expect(page.locator('main').first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});

test('the sign-in page and the customer dashboard load without CSP violations', async ({ page }) => {
  const violations = await recordViolations(page);
  await signInByMail(page, demoMember.email);
  await expect(page.getByRole('heading', { name: `Velkommen, ${demoMember.firstName}!` })).toBeVisible();
  // The dashboard is served with the policy too (without it there could be no violation to record).
  const dashboard = await page.reload();
  expect(dashboard?.headers()['content-security-policy']).toContain("object-src 'none'");
  await expect(page.getByRole('heading', { name: `Velkommen, ${demoMember.firstName}!` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the admin console loads without CSP violations', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/admin/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await signInToAdmin(page);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
