import { expect, test, type Page } from '@playwright/test';
import { demoMember, signInByMail } from './support/auth';

// Customer-area spec §2 (tab messages): the demo member's threads show the spec's status labels. Starting a thread,
// replying in it, the quick contact options and the shop's side are e2e/story-messages.spec.ts.

async function openMessagesTab(page: Page): Promise<void> {
  await page.goto('/customer-dashboard?tab=messages');
  // The tab's code loads on demand; on a busy machine that can take a while.
  await expect(page.getByRole('heading', { name: 'Meldinger', exact: true })).toBeVisible({ timeout: 30_000 });
}

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
