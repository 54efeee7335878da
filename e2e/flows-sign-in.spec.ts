import { expect, test } from '@playwright/test';
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
    // Wait only for the document: the redirect may start before the load event on a busy machine, and a goto
    // waiting for that event would then be interrupted.
    await page.goto('/customer-dashboard', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: 'Logg inn' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

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
