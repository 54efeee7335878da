import { expect, test } from '@playwright/test';
import { demoMember, requestSignInLink, uniqueEmail } from './support/auth';
import { extractLink, waitForMail } from './support/mail';

// Issue 2, "must be shown": the sign-in link flow works in a real browser.
test.describe('sign-in link', () => {
  test('/api/login → mail → /customer-dashboard; the link works only once', async ({ page, browser, baseURL }) => {
    const link = await requestSignInLink(page, demoMember.email);
    expect(link.startsWith(`${baseURL}/api/auth/verify?token=`)).toBe(true);

    await page.goto(link);
    await expect(page).toHaveURL(/\/customer-dashboard$/);
    await expect(page.getByRole('heading', { name: `Velkommen, ${demoMember.firstName}!` })).toBeVisible();

    const user = await page.request.get('/api/auth/user');
    expect(user.status()).toBe(200);
    expect(await user.json()).toMatchObject({ email: demoMember.email });

    const session = (await page.context().cookies()).find((c) => c.name === 'russ_session');
    expect(session, 'the session cookie').toBeDefined();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    // The same link a second time, from another browser: refused, and no session.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/login\?error=expired/);
    await expect(other.getByRole('alert')).toContainText('Lenken er utløpt eller allerede brukt');
    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    await otherContext.close();

    // Logging out ends the session.
    await page.goto('/api/logout');
    await expect(page).toHaveURL(/\/$/);
    const after = await page.request.get('/api/auth/user');
    expect(after.status()).toBe(401);
  });

  test('an address without membership gets the same answer and a mail pointing to /community', async ({ page }) => {
    const email = uniqueEmail('not-member');
    const since = new Date();
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Logg inn' });
    await form.getByLabel('E-post').fill(email);
    await form.getByRole('button', { name: 'Send innloggingslenke' }).click();
    await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();

    const mail = await waitForMail({ to: email, since });
    expect(extractLink(mail, '/community')).toContain('/community');
    expect(() => extractLink(mail, '/api/auth/verify')).toThrow();
  });

  test('the customer dashboard without a session sends the visitor to log in', async ({ page }) => {
    await page.goto('/customer-dashboard');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });
});
