import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Storefront spec §2 (unknown path, /404, /500), customer-area spec §8 (unauthorized dashboard), /login.

test('an unknown path shows the English fallback card', async ({ page }) => {
  await page.goto('/denne-siden-finnes-ikke');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('/404 and /500 are Norwegian and not indexed', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Siden ble ikke funnet' })).toBeVisible();
  await expect(page.getByText('Siden du leter etter finnes ikke eller har blitt flyttet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se produkter' })).toHaveAttribute('href', '/products');
  await expect(page.getByRole('link', { name: 'Se ofte stilte spørsmål' })).toHaveAttribute('href', '/faq');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.goto('/500');
  await expect(page.getByRole('heading', { name: 'Noe gikk galt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kontakt support' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
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
  const form = page.getByRole('form', { name: 'Logg inn' });
  await form.getByLabel('E-post').fill(`e2e-sf-nobody-${Date.now()}@example.no`);
  await form.getByRole('button', { name: 'Send innloggingslenke' }).click();
  await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();
});

const A11Y_PATHS = ['/', '/contact', '/community', '/login', '/404', '/denne-siden-finnes-ikke'];

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  for (const path of A11Y_PATHS) {
    test(`no serious or critical accessibility violations on ${path} (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
