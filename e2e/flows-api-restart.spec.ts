import { expect, test } from '@playwright/test';
import { followSignInLink, requestSignInLink, uniqueEmail } from './support/auth';
import { restartApi } from './support/control';

// Issue 2, "must be shown": the session survives a restart of the API (it is a signed cookie, no server state).
// This file runs as the `api-restart` project, after all other end-to-end tests (see playwright.config.ts).
test('a signed-in customer stays signed in when the api restarts', async ({ page, request }) => {
  // A member of its own, so no other test's mails to the demo member can get in the way.
  const email = uniqueEmail('restart');
  const joined = await request.post('/api/members', {
    data: { firstName: 'Per', lastName: 'Restart', email, school: 'Bergen katedralskole', graduationYear: '2026' },
  });
  expect(joined.status(), await joined.text()).toBeLessThan(300);

  const link = await requestSignInLink(page, email);
  await followSignInLink(page, link);
  await expect(page.getByRole('heading', { name: 'Velkommen, Per!' })).toBeVisible();

  await restartApi();

  const user = await page.request.get('/api/auth/user');
  expect(user.status()).toBe(200);
  expect(await user.json()).toMatchObject({ email });
  await page.reload();
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Velkommen, Per!' })).toBeVisible();
});
