import { expect, test, type Page } from '@playwright/test';
import { demoMember, followSignInLink, requestSignInLink, signInByMail, uniqueEmail } from './support/auth';

// Customer-area spec §2 (tab messages) and issue 4: a new member signs in through the mailed link, starts a thread,
// replies in it and sees it in the list with the spec's status label; the quick contact options are there.
// (A fresh member rather than the demo member: sign-in links are rate limited per address, and other files sign
// the demo member in.)

async function joinAndSignIn(page: Page): Promise<string> {
  const email = uniqueEmail('messages');
  const joined = await page.request.post('/api/members', {
    data: { firstName: 'Mari', lastName: 'Melding', email, school: '', graduationYear: '' },
  });
  expect(joined.ok()).toBe(true);
  await followSignInLink(page, await requestSignInLink(page, email));
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  return email;
}

async function openMessagesTab(page: Page): Promise<void> {
  await page.goto('/customer-dashboard?tab=messages');
  // The tab's code loads on demand; on a busy machine that can take a while.
  await expect(page.getByRole('heading', { name: 'Meldinger', exact: true })).toBeVisible({ timeout: 30_000 });
}

test('a thread is started, replied to and listed with its status', async ({ page }) => {
  const email = await joinAndSignIn(page);
  await openMessagesTab(page);
  await expect(page.getByText('Du har ingen meldinger ennå')).toBeVisible();

  // Quick contact: e-mail, chat (a new thread here) and the FAQ.
  const contact = page.getByRole('region', { name: 'Hurtigkontakt' });
  await expect(contact.getByRole('link', { name: /E-post/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(contact.getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');
  await contact.getByRole('button', { name: /Chat/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny melding' });
  await expect(dialog).toBeVisible();

  // The server's Norwegian message for a subject of spaces (the browser's own check lets spaces through).
  await dialog.getByRole('textbox', { name: 'Emne' }).fill('   ');
  await dialog.getByRole('textbox', { name: 'Melding' }).fill('Hei!');
  await dialog.getByRole('button', { name: 'Send melding' }).click();
  await expect(dialog.getByText('Emne er påkrevd')).toBeVisible();

  const subject = `Levering før 17. mai ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Emne' }).fill(subject);
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Bestilling' });
  await dialog.getByRole('textbox', { name: 'Melding' }).fill('Rekker dere å levere hettegenserne før 17. mai?');
  await dialog.getByRole('button', { name: 'Send melding' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Meldingen er sendt' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The messages counter follows without a reload.
  await expect(page.getByTestId('counter-messages').locator('dd')).toHaveText('1');

  const row = page.getByTestId('thread-row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Bestilling');
  await expect(row.getByTestId('thread-status')).toHaveText('Åpen');
  await expect(row).toContainText('Siste melding');

  await row.click();
  const thread = page.getByRole('dialog', { name: subject });
  const messages = thread.getByTestId('thread-messages').getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('Rekker dere å levere hettegenserne før 17. mai?');
  await thread.getByRole('textbox', { name: 'Svar' }).fill('Vi er 25 stykker, størrelsene kommer i morgen.');
  await thread.getByRole('button', { name: 'Send svar' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Svaret er sendt' })).toBeVisible();
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText('Vi er 25 stykker, størrelsene kommer i morgen.');
  await expect(messages.nth(1)).toContainText('Du');
  await thread.getByRole('button', { name: 'Lukk' }).click();

  await expect(row.getByTestId('thread-status')).toHaveText('Åpen');

  // The thread is the member's own over REST too, with both messages.
  const list = await page.request.get(`/api/customer/messages/${encodeURIComponent(email)}`);
  const threads = (await list.json()) as { id: number; subject: string; status: string; type: string }[];
  expect(threads).toEqual([expect.objectContaining({ subject, status: 'open', type: 'order' })]);
  const detail = await page.request.get(`/api/customer/message-threads/${threads[0].id}`);
  expect(((await detail.json()) as { messages: unknown[] }).messages).toHaveLength(2);
});

test("the demo member's threads show the spec's status labels: Åpen, Lukket, Venter svar", async ({ page }) => {
  await signInByMail(page, demoMember.email);
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  const res = await page.request.get(`/api/customer/messages/${encodeURIComponent(demoMember.email)}`);
  const threads = (await res.json()) as { subject: string; status: string }[];
  const labels: Record<string, string> = { open: 'Åpen', closed: 'Lukket', waiting: 'Venter svar' };
  expect(new Set(threads.map((t) => t.status))).toEqual(new Set(['open', 'closed', 'waiting']));
  await openMessagesTab(page);
  const rows = page.getByTestId('thread-row');
  await expect(rows).toHaveCount(threads.length);
  for (const thread of threads) {
    await expect(rows.filter({ hasText: thread.subject }).getByTestId('thread-status')).toHaveText(
      labels[thread.status],
    );
  }
});
