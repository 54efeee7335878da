import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';

// Storefront spec §2 (unknown path), customer-area spec §8 (unauthorized dashboard), /login. The texts of /404 and
// /500 and their noindex are in storefront-info-pages.spec.ts; the server-sent head of /404 in storefront-seo.spec.ts.

test('an unknown path shows the English fallback card', async ({ page }) => {
  await page.goto('/denne-siden-finnes-ikke');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page);
});

test('the customer dashboard without a session: loading text, "Unauthorized" toast, then /api/login → /login', async ({
  page,
}) => {
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  // The redirect follows 500 ms after the toast; hold the login request back so the toast can be read meanwhile.
  await page.route('**/api/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/customer-dashboard');
  await expect(page.getByText('Laster kundeområde...')).toBeVisible();
  const toast = page.getByRole('alert').filter({ hasText: 'Unauthorized' });
  await expect(toast).toContainText('You are logged out. Logging in again...');
  await page.waitForURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
});

test('/login explains the link, never says whether the address is a member, and shows the expired message', async ({
  page,
}) => {
  await page.goto('/login?error=expired');
  await expect(page.getByRole('alert')).toHaveText('Lenken er utløpt eller allerede brukt. Be om en ny.');
  await expect(page.getByRole('main')).toContainText('15 minutter');

  await page.goto('/login');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Also the page a signed-out visitor of /customer-dashboard ends up on (the test above).
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Logg inn' });
  await form.getByLabel('E-post').fill(`e2e-sf-nobody-${Date.now()}@example.no`);
  await form.getByRole('button', { name: 'Send innloggingslenke' }).click();
  await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();
});
