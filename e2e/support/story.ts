import { expect, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../../api/test/support/pdf-text';
import { mailApiUrl, type Mail } from './mail';

// Small helpers the long end-to-end stories share (console widgets, amounts, the invoice PDF from the mailbox).

/** Amounts are written with no-break spaces ('8 143 kr') and sometimes a typographic minus: compare plainly. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

/**
 * An invoice number in a row's text, but not inside an order number: invoice `2026-0008`, not `RK-2026-0008` (both
 * sequences count per year from 1, so one can stand inside the other in the same row).
 */
export const invoiceNumberText = (number: string) =>
  new RegExp(`(?<!RK-)${number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The search form's submit button: named 'Søk' also while the table loads (it never takes the loading state). */
export const searchButton = (page: Page) => page.getByRole('button', { name: 'Søk', exact: true });
export const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/**
 * antd's Select keeps its input out of sight: open it by its box inside the form item, then pick the option. A
 * dialog still animating in (or one closed just before, fading out over it) can take the clicks: each click gets a
 * few seconds and the pick is tried again, instead of one click waiting out the whole test (seen in CI).
 */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  const box = scope
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label) })
    .locator('.ant-select-selector');
  const item = page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await box.click({ timeout: 5_000 });
    await item.click({ timeout: 5_000 });
    // A click during the list's opening animation can land without choosing: the box must show the option.
    await expect(box).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * How far an open popup drifts from the button or field it belongs to while the page scrolls by `by` px (by default
 * until the popup is at the top of the window), measured at once and again two frames later, when antd has aligned
 * its popups anew; the page is scrolled back after. A popup that stays beside its anchor gives `{ scrolled: true,
 * atOnce: 0, later: 0 }`. Issue 22 item 9: a popup that moved while a browser scrolled a click target into view
 * lost the click.
 */
export async function popupDriftOnScroll(popup: Locator, anchor: Locator, by?: number) {
  const anchorElement = await anchor.elementHandle();
  return popup.evaluate(
    async (element, { anchorElement, by }) => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const offset = () => element.getBoundingClientRect().top - anchorElement!.getBoundingClientRect().top;
      const before = offset();
      const top = window.scrollY;
      window.scrollBy(0, by ?? element.getBoundingClientRect().top - 8);
      const scrolled = window.scrollY !== top;
      const atOnce = offset() - before;
      await frames();
      const later = offset() - before;
      window.scrollTo(0, top);
      await frames();
      return { scrolled, atOnce, later };
    },
    { anchorElement, by },
  );
}

/** Clicks a button that asks 'Er du sikker?' and answers 'Ja'. */
export async function confirm(page: Page, button: Locator) {
  await button.click();
  const popconfirm = page.locator('.ant-popconfirm:visible');
  await expect(popconfirm).toContainText('Er du sikker?');
  await popconfirm.getByRole('button', { name: 'Ja' }).click();
}

/** `Fordel faktura på medlemmer` on an order's page, confirmed in its dialog: `count` invoices are issued. */
export async function splitInvoiceByMembers(page: Page, count: number) {
  await page.getByRole('button', { name: 'Fordel faktura på medlemmer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fordel faktura på medlemmer' });
  await dialog.getByRole('button', { name: 'Fordel faktura på medlemmer' }).click();
  await expect(page.getByText(`${count} fakturaer er laget og sendt til medlemmene.`)).toBeVisible();
}

export async function openDialog(page: Page, button: string, title: RegExp): Promise<Locator> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** 'Endre status' on the order page: picks the status (only the allowed ones are offered) and saves. */
export async function changeOrderStatus(page: Page, label: string) {
  const dialog = await openDialog(page, 'Endre status', /Endre status for ordre/);
  await choose(page, dialog, 'Status', label);
  // The option list lies over 'Lagre' until it has closed.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ant-page-header-heading-tags')).toContainText(label);
}

/** Opens 'Endre status' and checks the 'Status' select offers exactly these options; the dialog is left open. */
export async function expectStatusOptions(page: Page, expected: string[]): Promise<Locator> {
  const dialog = await openDialog(page, 'Endre status', /Endre status for ordre/);
  const select = dialog
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('Status') })
    .locator('.ant-select-selector');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // The dialog's opening animation may swallow the first click on the select: open it until the list shows.
  await expect
    .poll(async () => {
      if ((await options.count()) === 0) await select.click();
      return options.allInnerTexts();
    })
    .toEqual(expected);
  return dialog;
}

/**
 * Closes the dialog expectStatusOptions left open, with its option list still open: the list lies over the dialog's
 * buttons (and Escape reaches it only while the select has focus), so a click on the title closes the list first.
 */
export async function cancelStatusDialog(page: Page, dialog: Locator) {
  const list = page.locator('.ant-select-dropdown:visible');
  // The list can still be closing (or open again) when `Avbryt` is clicked: the whole step is retried until the
  // dialog is gone (seen in CI: an option of the closing list took the click).
  await expect(async () => {
    if (await dialog.isHidden()) return;
    if ((await list.count()) > 0) await dialog.locator('.ant-modal-title').click({ timeout: 2_000 });
    await expect(list).toHaveCount(0, { timeout: 2_000 });
    await dialog.getByRole('button', { name: 'Avbryt' }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * The PDF attached to a mail, fetched from the mailbox: checks it is a PDF and returns the text drawn on its pages
 * (api/test/support/pdf-text.ts).
 */
export async function mailedPdf(mail: Mail): Promise<{ bytes: Buffer; text: string }> {
  const attachment = (mail.attachments ?? []).find((a) => a.contentType === 'application/pdf') as
    { generatedFileName?: string; fileName?: string; contentType?: string } | undefined;
  expect(attachment, `a PDF attached to "${mail.subject}"`).toBeTruthy();
  const res = await fetch(
    `${mailApiUrl}/api/email/${mail.id}/attachment/${encodeURIComponent(attachment!.generatedFileName ?? attachment!.fileName!)}`,
  );
  expect(res.ok).toBe(true);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(bytes);
  return { bytes, text };
}
