import { expect, test } from '@playwright/test';
import { signInToAdmin, uniqueEmail } from './support/auth';
import { waitForMail } from './support/mail';

// Issue 2, "must be shown": a contact message sent from the browser appears in the admin contacts list, and its
// confirmation mail is in the dev mailbox within 10 seconds.
test('a contact message from the browser reaches the admin list and the mailbox within 10 s', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('contact');
  const message = `Hei! Vi er 24 elever som vil ha hoodies i marineblå. (e2e ${Date.now()})`;

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Kontaktskjema' });
  await form.getByLabel('Fornavn').fill('Kari');
  await form.getByLabel('Etternavn').fill('Nordmann');
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Emne').selectOption('tilbud');
  await form.getByLabel('Melding').fill(message);

  const sentAt = new Date();
  await form.getByRole('button', { name: 'Send melding' }).click();
  await expect(page.getByText('Melding sendt!')).toBeVisible();
  // The form is cleared after a successful send.
  await expect(form.getByLabel('E-post')).toHaveValue('');

  const confirmation = await waitForMail({ to: email, since: sentAt, timeoutMs: 10_000 });
  expect(new Date(confirmation.time).getTime() - sentAt.getTime()).toBeLessThan(10_000);
  expect(confirmation.html ?? confirmation.text ?? '').toContain('Kari');

  // Staff see it in /admin, in a separate browser context (no customer cookies).
  const staffContext = await browser.newContext();
  const admin = await staffContext.newPage();
  await signInToAdmin(admin, '/admin/contacts');
  await expect(admin).toHaveURL(/\/admin\/contacts/);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Kari Nordmann');
  await expect(row).toContainText('Vi er 24 elever');
  await staffContext.close();
});
