import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/auth';

// Issue 8, item 6: an address nobody has verified gets at most UNVERIFIED_MAILS_PER_RECIPIENT mails an hour (5, as
// in production, also in the e2e shop); past it the form says so in Norwegian and keeps what was typed.
test('the newsletter form past the per-recipient mail limit shows the reason and keeps the address', async ({
  page,
}) => {
  const address = uniqueEmail('mail-limit');
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post('/api/newsletter', { data: { email: address } });
    expect(response.status()).toBe(200);
  }
  const refused = await page.request.post('/api/newsletter', { data: { email: address } });
  expect(refused.status()).toBe(429);
  expect((await refused.json()).message).toMatch(/denne adressen/);

  await page.goto('/');
  const form = page.getByRole('form', { name: 'Påmelding til nyhetsbrev' });
  const email = form.getByRole('textbox', { name: 'E-postadresse' });
  await email.fill(address);
  await form.getByRole('button', { name: 'Meld meg på' }).click();
  await expect(
    page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'denne adressen' }).first(),
  ).toBeVisible();
  await expect(email).toHaveValue(address);
});
