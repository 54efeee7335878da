import { expect, test } from '@playwright/test';
import { signInToAdmin, uniqueEmail } from './support/auth';
import { findMails, waitForMail } from './support/mail';
import { dataRows, popupDriftOnScroll, searchButton } from './support/story';

// Admin §12 (`E-postlogg`) and §14 ('Feilede e-poster'): a mail a storefront action just sent is in the log with
// its kind, status and record; staff open it as sent, `Send på nytt`, and the mailbox gets it again.

test('staff find a mail the storefront just sent, open it as sent and send it again', async ({ page }) => {
  // A storefront form, the console's sign-in, two lists and a resend: over a minute on a slow 2-core machine.
  test.setTimeout(120_000);
  const email = uniqueEmail('maillog');
  const since = new Date();

  // A visitor writes through the contact form: a confirmation goes to them.
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Kontaktskjema' });
  await form.getByLabel('Fornavn').fill('Logg');
  await form.getByLabel('Etternavn').fill('Leser');
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Emne').selectOption('annet');
  await form.getByLabel('Melding').fill('Hei! Kommer e-posten fram?');
  await form.getByRole('button', { name: 'Send melding' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Melding sendt!' })).toBeVisible();
  const first = await waitForMail({ to: email, subject: 'Vi har mottatt henvendelsen din', since });

  // Oversikt shows the failed mails figure, linked to the log filtered by 'Feilet'.
  await signInToAdmin(page, '/admin/');
  const figure = page.getByRole('link', { name: /^Feilede e-poster: \d+$/ });
  await expect(figure).toBeVisible();
  await figure.click();
  await expect(page).toHaveURL(/\/admin\/mail\?status=failed&period=\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { name: 'E-postlogg' })).toBeVisible();

  // The log, searched for the address, without the status filter.
  await page.goto('/admin/mail');
  await page.getByLabel('Søk').fill(email);
  await searchButton(page).click();
  const row = dataRows(page).filter({ hasText: 'Kvittering for henvendelse' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Vi har mottatt henvendelsen din');
  await expect(row).toContainText('Sendt');
  await expect(row.getByTestId('mail-record-link')).toHaveText(/^Henvendelse \d+$/);

  // Opened: the mail as sent, the text the mailbox got and the HTML in a frame that runs no scripts.
  await row.getByRole('link', { name: 'Vi har mottatt henvendelsen din' }).click();
  await expect(page).toHaveURL(/\/admin\/mail\/\d+$/);
  const originalUrl = page.url();
  await expect(page.getByTestId('mail-status')).toHaveText('Sendt');
  const frame = page.getByTestId('mail-html');
  await expect(frame).toHaveAttribute('sandbox', '');
  // The confirmation to an unverified address does not echo the visitor's message (security review).
  const body = page.frameLocator('[data-testid="mail-html"]').locator('body');
  await expect(body).toContainText('Takk for din henvendelse!');
  await expect(body).not.toContainText('Hei! Kommer e-posten fram?');
  await page.getByRole('tab', { name: 'Tekst' }).click();
  await expect(page.getByTestId('mail-text')).toContainText(first.text!.split('\n')[0]!.trim());

  // The question stays beside its button when the page scrolls: antd turned it to the other side of the button once
  // the scroll took its place out of the window.
  const resend = page.getByRole('button', { name: 'Send på nytt' });
  await resend.click();
  const question = page.locator('.ant-popconfirm:visible');
  await expect(question).toContainText('Er du sikker?');
  await expect(question).not.toHaveClass(/ant-zoom-big/); // opened: the zoom has ended
  const yes = question.getByRole('button', { name: 'Ja' });
  expect(await popupDriftOnScroll(yes, resend)).toEqual({ scrolled: true, atOnce: 0, later: 0 });

  // Send på nytt: a new delivery, linked to the original, and the mailbox gets the mail again.
  await yes.click();
  await expect(page.getByText('E-posten er lagt i kø for å sendes på nytt.')).toBeVisible();
  await expect(page).not.toHaveURL(originalUrl);
  await expect(page.getByTestId('mail-original-link')).toBeVisible();
  await expect
    .poll(async () => (await findMails({ to: email, subject: 'Vi har mottatt henvendelsen din' })).length, {
      timeout: 15_000,
    })
    .toBe(2);
  // The page does not poll: reload until the worker has recorded the resend (a console page's first render can
  // take seconds on a busy machine).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('mail-status')).toHaveText('Sendt', { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByTestId('mail-original-link').click();
  await expect(page).toHaveURL(originalUrl);
  await expect(page.getByTestId('mail-resend-link')).toHaveCount(1);
  // The original's Historikk names who resent it.
  const history = page.locator('.ant-pro-card').filter({ has: page.getByText('Historikk', { exact: true }) });
  await expect(history.getByText('Sendt på nytt')).toBeVisible();
});
