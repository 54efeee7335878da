import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { demoMember, followSignInLink, requestSignInLink, uniqueEmail } from './support/auth';
import { extractLink, waitForMail } from './support/mail';

// Issue 2, "must be shown": the sign-in link flow works in a real browser.
test.describe('sign-in link', () => {
  test('/api/login → mail → /customer-dashboard; the link works only once', async ({ page, browser, baseURL }) => {
    const link = await requestSignInLink(page, demoMember.email);
    expect(link.startsWith(`${baseURL}/api/auth/verify?token=`)).toBe(true);

    // Opening the link shows a page and uses nothing up (a mail scanner fetching it first changes nothing).
    await page.goto(link);
    await expect(page.getByRole('heading', { name: /^Logg inn på/ })).toBeVisible();
    expect((await page.request.get(link, { maxRedirects: 0 })).status()).toBe(200);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await page.reload();
    await page.getByRole('button', { name: 'Logg inn' }).click();
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
    await expect(other.getByRole('alert')).toHaveText('Lenken er utløpt eller allerede brukt. Be om en ny.');
    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    await otherContext.close();

    // Logging out ends the session.
    await page.goto('/api/logout');
    await expect(page).toHaveURL(/\/$/);
    const after = await page.request.get('/api/auth/user');
    expect(after.status()).toBe(401);
  });

  test('/login explains the link; an address without membership gets the same answer and a mail pointing to /community', async ({
    page,
  }) => {
    const email = uniqueEmail('not-member');
    const since = new Date();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('15 minutter');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Also the page a signed-out visitor of /customer-dashboard ends up on (dashboard-shell.spec.ts).
    await expectAccessible(page);
    const form = page.getByRole('form', { name: 'Logg inn' });
    await form.getByLabel('E-post').fill(email);
    await form.getByRole('button', { name: 'Send innloggingslenke' }).click();
    await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();

    const mail = await waitForMail({ to: email, since });
    expect(extractLink(mail, '/community')).toContain('/community');
    expect(() => extractLink(mail, '/api/auth/verify')).toThrow();
  });

  // The customer dashboard without a session sending the visitor to log in: dashboard-shell.spec.ts (with the
  // toast and its 500 ms); /api/auth/user answering 401 without a session: api/test/auth.test.ts.

  test('an invite link opened while signed out keeps its code through the mailed sign-in link', async ({ page }) => {
    const email = uniqueEmail('invite-return');
    const joined = await page.request.post('/api/members', {
      data: { firstName: 'Ingrid', lastName: 'Lie', email, school: '', graduationYear: '' },
    });
    expect(joined.status()).toBe(201);

    const invite = '/customer-dashboard?tab=groups&join=ABCD2345';
    await page.goto(invite, { waitUntil: 'commit' });
    // The Unauthorized redirect carries the page as a return path to the login form.
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(invite);

    const since = new Date();
    const form = page.getByRole('form', { name: 'Logg inn' });
    await form.getByLabel('E-post').fill(email);
    await form.getByRole('button', { name: 'Send innloggingslenke' }).click();
    await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();
    const mail = await waitForMail({ to: email, since, contains: '/api/auth/verify' });

    await followSignInLink(page, extractLink(mail, '/api/auth/verify'));
    await expect(page).toHaveURL(/\/customer-dashboard\?tab=groups&join=ABCD2345$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Ingrid!' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Grupper' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Grupper' }).getByLabel('Invitasjonskode')).toHaveValue('ABCD2345');
  });

  test('a return path to another site or to the API is dropped', async ({ request }) => {
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/api/logout']) {
      const res = await request.get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`, { maxRedirects: 0 });
      expect(res.status(), returnTo).toBe(302);
      expect(res.headers().location, returnTo).toBe('/login');
    }
    const kept = await request.get(`/api/login?returnTo=${encodeURIComponent('/customer-dashboard?tab=groups')}`, {
      maxRedirects: 0,
    });
    expect(kept.headers().location).toBe(`/login?returnTo=${encodeURIComponent('/customer-dashboard?tab=groups')}`);
  });
});
