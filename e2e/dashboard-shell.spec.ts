import { expect, test } from '@playwright/test';
import { followSignInLink, requestSignInLink, uniqueEmail } from './support/auth';
import { editGraphql } from './support/graphql-routes';

// Customer-area spec §2, §4, §8: the dashboard shell at /customer-dashboard.

test('without a session: loading text, the Unauthorized toast, then /api/login after 500 ms', async ({ page }) => {
  // The browser notes when the toast appears and when it starts to leave (sessionStorage survives the navigation).
  await page.addInitScript(() => {
    // The moment the alert with the text is put into the page (textContent: it does not wait for layout).
    new MutationObserver(() => {
      const alerts = [...document.querySelectorAll('[role="alert"]')];
      const toast = alerts.find((a) => a.textContent?.includes('You are logged out'));
      if (!sessionStorage.getItem('toastAt') && toast) {
        sessionStorage.setItem('toastAt', String(Date.now()));
        sessionStorage.setItem('toastText', toast.textContent ?? '');
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
    window.addEventListener('beforeunload', () => {
      if (!sessionStorage.getItem('leftAt')) sessionStorage.setItem('leftAt', String(Date.now()));
    });
  });
  // Hold the data request back a moment so the loading state can be seen.
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  // Hold the login page back until the toast has been checked: the page under test stays on screen meanwhile, so
  // a slow machine cannot move past the toast before the assertions see it.
  let releaseLogin!: () => void;
  const loginReleased = new Promise<void>((resolve) => (releaseLogin = resolve));
  await page.route('**/api/login*', async (route) => {
    await loginReleased;
    await route.continue();
  });
  const toLogin = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
  // Only wait for the document: on a busy machine the redirect may start before the load event, which would
  // interrupt a goto that waits for it.
  await page.goto('/customer-dashboard', { waitUntil: 'commit' });
  await expect(page.getByText('Laster kundeområde...')).toBeVisible();

  const request = await toLogin;
  expect(request.isNavigationRequest()).toBe(true);
  // The plain dashboard needs no return path: the spec's bare /api/login.
  expect(new URL(request.url()).search).toBe('');
  // Let the login page through; the notes are read there (same origin, same tab).
  releaseLogin();
  await page.waitForURL(/\/login$/);
  // The toast as it was on screen, noted by the page: once the redirect has started (500 ms later), Playwright's
  // locators wait for that navigation, which is held back above, so a late look at the live toast timed out.
  const [toastAt, leftAt, toastText] = await page.evaluate(() => [
    Number(sessionStorage.getItem('toastAt')),
    Number(sessionStorage.getItem('leftAt')),
    sessionStorage.getItem('toastText') ?? '',
  ]);
  expect(toastText).toMatch(/^\s*Unauthorized\s*You are logged out\. Logging in again\.\.\.\s*$/);
  expect(toastAt).toBeGreaterThan(0);
  // Customer-area §9: the login redirect starts 500 ms after the toast (noted when the page starts to leave, so
  // holding the login page back above does not count).
  expect(leftAt - toastAt).toBeGreaterThanOrEqual(450);
  expect(leftAt - toastAt).toBeLessThan(5_000);
  await expect(page.getByRole('form', { name: 'Logg inn' })).toBeVisible();
});

test('a new member: greeting, six counters at zero, five tabs with orders first, the empty orders state, logout', async ({
  page,
}) => {
  const email = uniqueEmail('dashboard');
  const joined = await page.request.post('/api/members', {
    data: { firstName: 'Sigrid', lastName: 'Dahl', email, school: '', graduationYear: '' },
  });
  expect(joined.status()).toBe(201);

  await followSignInLink(page, await requestSignInLink(page, email));
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Sigrid!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Six counters, all zero for a new member.
  const counters = page.getByRole('region', { name: 'Oversikt' });
  await expect(counters.locator('dt')).toHaveText([
    'Ordrer',
    'Design',
    'Grupper',
    'Meldinger',
    'Adresser',
    'Ubrukte kuponger',
  ]);
  await expect(counters.locator('dd')).toHaveText(['0', '0', '0', '0', '0', '0']);

  // Five tabs, orders first and selected.
  const tabs = page.getByRole('tablist', { name: 'Kundeområde' }).getByRole('tab');
  await expect(tabs).toHaveText(['Ordrer', 'Design', 'Grupper', 'Meldinger', 'Profil']);
  await expect(page.getByRole('tab', { name: 'Ordrer' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Ordrer' });
  await expect(panel).toBeVisible();

  // No orders yet: the empty state points to /products.
  await expect(panel.getByText('Du har ingen ordrer ennå')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Mine returer' })).toHaveCount(0);
  await panel.getByRole('link', { name: 'Se produktene våre' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Ordrer' })).toHaveAttribute('aria-selected', 'true');

  // The selected tab is in the address and survives a reload; arrow keys move between tabs.
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\?tab=designs$/);
  await expect(page.getByRole('tabpanel', { name: 'Design' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Design' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Design' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Grupper' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Grupper' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=groups$/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Ordrer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/customer-dashboard$/);

  // Without a first name the greeting says 'Kunde' (a customer whose membership row is gone).
  await editGraphql(page, 'CustomerDashboard', (data) => ({
    ...data,
    viewer: { ...(data.viewer as object), firstName: null },
  }));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kunde!' })).toBeVisible();

  // Logout is a full-page navigation to /api/logout, which ends the session.
  const logout = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/logout');
  await page.getByRole('button', { name: 'Logg ut' }).click();
  expect((await logout).isNavigationRequest()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
