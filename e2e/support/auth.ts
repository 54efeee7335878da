import { expect, type Cookie, type Page } from '@playwright/test';
import { extractLink, waitForMail } from './mail';

/** The seeded demo member (api/src/seeders). */
export const demoMember = { email: 'demo@russekompaniet.no', firstName: 'Ola' } as const;

/** Staff credentials the test shop was started with (scripts/e2e-shop.ts passes the defaults). */
export const staff = {
  username: process.env.ADMIN_USERNAME || 'admin',
  password: process.env.ADMIN_PASSWORD || 'russ-admin-dev',
} as const;

/** A unique, valid address for one test run. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.no`;
}

/** The staff session cookie of this Playwright worker's last sign-in through the console's form. */
let staffSession: Cookie[] = [];

/** Whether the server still takes the staff session of the page's browser context. */
async function staffSignedIn(page: Page): Promise<boolean> {
  const res = await page.request.post('/graphql', { data: { query: '{ staffViewer { username } }' } });
  const body = (await res.json()) as { data?: { staffViewer?: { username: string } | null } };
  return body.data?.staffViewer?.username === staff.username;
}

/**
 * Opens `returnTo` in /admin as the configured admin. The first call in a Playwright worker signs in through the
 * login form; later calls give the page's context that session's cookie, and use the form again only when the
 * server no longer takes it (a test signed out or reset the admin). The form itself is tested in admin-auth.spec.ts.
 */
export async function signInToAdmin(page: Page, returnTo = '/admin/'): Promise<void> {
  if (staffSession.length > 0) {
    await page.context().addCookies(staffSession);
    if (await staffSignedIn(page)) {
      await page.goto(returnTo);
      return;
    }
    await page.context().clearCookies({ name: staffSession[0].name });
  }
  await page.goto(returnTo);
  await page.getByLabel('Brukernavn').fill(staff.username);
  await page.getByLabel('Passord').fill(staff.password);
  await page.getByRole('button', { name: /Logg inn/ }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  staffSession = (await page.context().cookies()).filter((cookie) => cookie.name.endsWith('russ_staff'));
}

/**
 * Asks for a sign-in link on the storefront's /login page (reached through /api/login, as the spec's navigation
 * does) and returns the link from the mail.
 */
export async function requestSignInLink(page: Page, email: string): Promise<string> {
  const since = new Date();
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  const form = page.getByRole('form', { name: 'Logg inn' });
  await form.getByLabel('E-post').fill(email);
  await form.getByRole('button', { name: 'Send innloggingslenke' }).click();
  await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();
  // Other mails to the same address (a welcome mail after joining) may arrive too: wait for the one with the link.
  const mail = await waitForMail({ to: email, since, contains: '/api/auth/verify' });
  return extractLink(mail, '/api/auth/verify');
}

/**
 * Follows a mailed sign-in link like a visitor: the link opens a page (opening it uses nothing up) and the click on
 * 'Logg inn' signs in and lands on the kept page or /customer-dashboard.
 */
export async function followSignInLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).not.toHaveURL(/\/api\/auth\/verify/);
}

/**
 * Signs in by mail as an address that other test files may sign in at the same moment (the seeded demo member): two
 * Playwright workers asking for a link within the same second can both pick the newer mail, and the one that comes
 * second finds its link used (/login?error=expired). Then it asks for a new link, up to three times. Tests of the
 * sign-in itself use requestSignInLink and followSignInLink, which never retry.
 */
export async function signInByMail(page: Page, email: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.goto(await requestSignInLink(page, email));
    const button = page.getByRole('button', { name: 'Logg inn' });
    await expect(button.or(page.getByText(/utløpt|allerede brukt/i).first())).toBeVisible();
    if (await button.isVisible()) {
      await button.click();
      await expect(page).not.toHaveURL(/\/api\/auth\/verify/);
      return;
    }
    if (attempt === 3) throw new Error(`the sign-in link for ${email} was used by someone else three times`);
  }
}
