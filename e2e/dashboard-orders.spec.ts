import { readFile } from 'node:fs/promises';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { formatNok, NBSP } from '../schema/src/common/money';
import { formatDateNb } from '../schema/src/common/dates';
import { pdfText } from '../api/test/support/pdf-text';
import { expectAccessible } from './support/a11y';
import { demoMember, signInByMail } from './support/auth';
import { editGraphql } from './support/graphql-routes';
import { waitForMail } from './support/mail';
import { invoiceNumberText } from './support/story';

// Customer-area spec §2 (tab orders): every button of the orders tab, end to end, as the seeded demo member
// (orders in every status, invoices, shipments, a return, coupons), signed in once through the mailed link.

interface RestOrder {
  id: number;
  orderNumber: string;
  status: string;
  createdAt: string;
  totalAmount: string;
  itemCount: number;
}
interface RestInvoice {
  id: number;
  orderId: number;
  invoiceNumber: string;
  status: string;
  kind?: string;
}

const test = base.extend<object, { demoSession: string }>({
  // One sign-in for the whole file (sign-in links are rate limited per address): the session is saved and reused.
  demoSession: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signInByMail(page, demoMember.email);
      await expect(page).toHaveURL(/\/customer-dashboard$/);
      const path = workerInfo.project.outputDir + `/demo-session-${workerInfo.workerIndex}.json`;
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ demoSession }, use) => use(demoSession),
});

test.describe.configure({ mode: 'serial' });

const plain = (text: string) => text.replaceAll(NBSP, ' ');
const nok = (amount: string) => plain(formatNok(amount));

async function rest<T>(page: Page, read: string): Promise<T> {
  const res = await page.request.get(`/api/customer/${read}/${encodeURIComponent(demoMember.email)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

async function openDashboard(page: Page): Promise<Locator> {
  await page.goto('/customer-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Velkommen, ${demoMember.firstName}!` })).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: 'Ordrer' });
  await expect(panel.getByTestId('order-card').first()).toBeVisible();
  return panel;
}

const card = (panel: Locator, orderNumber: string) =>
  panel
    .getByTestId('order-card')
    .filter({ has: panel.page().getByRole('heading', { name: `Ordre ${orderNumber}`, exact: true }) });

test('counters and order cards: number, date, amount, item count, status with the spec labels', async ({ page }) => {
  const orders = await rest<RestOrder[]>(page, 'orders');
  // The shell and the orders tab load in one GraphQL request.
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') operations.push(request.postDataJSON()?.operationName);
  });
  const panel = await openDashboard(page);
  await expect(panel.getByTestId('order-card')).toHaveCount(orders.length);
  expect(operations).toEqual(['CustomerDashboard']);

  // The six counters agree with what the REST reads of §7 list right now.
  await expect(async () => {
    const [coupons, designs, threads, addresses, groups, memberships] = await Promise.all([
      rest<{ isUsed: boolean }[]>(page, 'coupons'),
      rest<unknown[]>(page, 'designs'),
      rest<unknown[]>(page, 'messages'),
      rest<unknown[]>(page, 'addresses'),
      rest<unknown[]>(page, 'groups'),
      page.request.post('/graphql', {
        data: { query: '{ customerArea { email memberOfGroups { id } } }' },
      }),
    ]);
    const memberOf = ((await memberships.json()).data.customerArea.memberOfGroups as unknown[]).length;
    await page.reload();
    const values = page.getByRole('region', { name: 'Oversikt' }).locator('dd');
    await expect(values).toHaveText(
      [
        orders.length,
        designs.length,
        groups.length + memberOf,
        threads.length,
        addresses.length,
        coupons.filter((c) => !c.isUsed).length,
      ].map(String),
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 30_000 });

  await expect(panel.getByTestId('order-card')).toHaveCount(orders.length);
  const labels: Record<string, string> = {
    pending: 'Behandles',
    processing: 'Under behandling',
    shipped: 'Sendt',
    delivered: 'Levert',
    paid: 'Betalt',
    overdue: 'Forfalt',
  };
  for (const order of orders) {
    const row = card(panel, order.orderNumber);
    await expect(row).toContainText(formatDateNb(order.createdAt));
    await expect(row.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(row).toContainText(nok(order.totalAmount));
    // '{amount} kr': Norwegian digit groups, a decimal comma only when there are øre, then ' kr'.
    const amount = plain((await row.getByTestId('order-amount').textContent()) ?? '');
    const parts = /^(\d{1,3}(?: \d{3})*)(?:,(\d{2}))? kr$/.exec(amount);
    expect(parts, amount).not.toBeNull();
    expect(Number(`${parts![1].replaceAll(' ', '')}.${parts![2] ?? '00'}`)).toBe(Number(order.totalAmount));
    await expect(row).toContainText(`${order.itemCount} ${order.itemCount === 1 ? 'vare' : 'varer'}`);
    await expect(row).toContainText(labels[order.status]);
    await expect(row.locator('svg').first()).toBeVisible();
    await expect(row.getByRole('button', { name: 'Vis detaljer' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Spor forsendelse' })).toBeVisible();
    await expect(row.getByText('Last ned faktura')).toBeVisible();
    // 'Returner' only on a delivered order.
    await expect(row.getByRole('button', { name: 'Returner' })).toHaveCount(order.status === 'delivered' ? 1 : 0);
  }
});

test("'Vis detaljer' shows the lines: product, variant, size, colour, quantity, unit price, design", async ({
  page,
}) => {
  const orders = await rest<RestOrder[]>(page, 'orders');
  const delivered = orders.find((o) => o.status === 'delivered')!;
  const panel = await openDashboard(page);
  await card(panel, delivered.orderNumber).getByRole('button', { name: 'Vis detaljer' }).click();

  const dialog = page.getByRole('dialog', { name: `Ordre ${delivered.orderNumber}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveText([
    'Produkt',
    'Variant',
    'Størrelse',
    'Farge',
    'Antall',
    'Pris',
    'Design',
  ]);
  const hoodie = dialog.getByRole('row').filter({ hasText: 'Hoodie Original' });
  await expect(hoodie.getByRole('cell')).toHaveText(['–', 'L', 'Navy', '1', nok('499'), 'Russelogo Nattravnene']);
  await expect(dialog.getByRole('row').filter({ hasText: 'Bandana' })).toContainText('Rød');
  await expect(dialog).toContainText(nok(delivered.totalAmount));
  await expect(dialog).toContainText('Thereses gate 14');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card(panel, delivered.orderNumber).getByRole('button', { name: 'Vis detaljer' })).toBeFocused();
});

test("'Spor forsendelse' shows carrier, tracking number and link, status and estimated delivery", async ({ page }) => {
  const orders = await rest<RestOrder[]>(page, 'orders');
  const shipped = orders.find((o) => o.status === 'shipped')!;
  const pending = orders.find((o) => o.status === 'pending')!;
  const panel = await openDashboard(page);

  await card(panel, shipped.orderNumber).getByRole('button', { name: 'Spor forsendelse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spor forsendelse' });
  await expect(dialog).toContainText(`Ordre ${shipped.orderNumber}`);
  await expect(dialog).toContainText('Posten');
  await expect(dialog).toContainText('70722150087654321');
  await expect(dialog).toContainText('Underveis');
  await expect(dialog).toContainText('Forventet levering');
  await expect(dialog.getByRole('link', { name: /Spor pakken hos Posten/ })).toHaveAttribute(
    'href',
    'https://sporing.posten.no/sporing/70722150087654321',
  );
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(dialog).toBeHidden();

  await card(panel, pending.orderNumber).getByRole('button', { name: 'Spor forsendelse' }).click();
  await expect(page.getByRole('dialog', { name: 'Spor forsendelse' })).toContainText('Ordren er ikke sendt ennå');
});

test("'Last ned faktura' downloads the order's invoice as a PDF that names it", async ({ page }) => {
  const orders = await rest<RestOrder[]>(page, 'orders');
  const invoices = await rest<RestInvoice[]>(page, 'invoices');
  const delivered = orders.find((o) => o.status === 'delivered')!;
  // The order's invoice, not a credit note against it (staff may have completed a return against it).
  const invoice = invoices.find((i) => i.orderId === delivered.id && i.kind !== 'credit_note')!;
  const panel = await openDashboard(page);

  const downloading = page.waitForEvent('download');
  await card(panel, delivered.orderNumber).getByText('Last ned faktura').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`faktura-${invoice.invoiceNumber}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = plain(pdfText(pdf)).replace(/\s+/g, ' ');
  expect(text).toContain('FAKTURA');
  expect(text).toContain(invoice.invoiceNumber);
  expect(text).toContain(delivered.orderNumber);
  expect(text).toContain('MVA 25 %');
  expect(text).toContain(nok(delivered.totalAmount));
});

test("'Returner' files a return for chosen items with a reason; it shows in the returns list", async ({ page }) => {
  const orders = await rest<RestOrder[]>(page, 'orders');
  const delivered = orders.find((o) => o.status === 'delivered')!;
  const returnsBefore = await rest<unknown[]>(page, 'returns');
  const panel = await openDashboard(page);

  // The seeded return is listed: order id as its last 8 characters, with a label of the spec (staff may have
  // moved it on meanwhile).
  const returns = panel.getByRole('region', { name: 'Mine returer' });
  await expect(returns.getByTestId('return-row')).toHaveCount(returnsBefore.length);
  await expect(returns).toContainText(`Ordre #${String(delivered.id).slice(-8)}`);
  await expect(returns).toContainText(/Behandles|Godkjent|Fullført/);

  await card(panel, delivered.orderNumber).getByRole('button', { name: 'Returner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Returner varer' });
  // The sweatpants already have a return: shown, not selectable.
  const sweatpants = dialog.getByRole('checkbox', { name: /Sweatpants/ });
  await expect(sweatpants).toBeDisabled();
  await expect(dialog).toContainText(/Retur allerede meldt: (Behandles|Godkjent|Fullført)/);

  // Nothing chosen: the schema's Norwegian messages.
  await dialog.getByRole('button', { name: 'Send returforespørsel' }).click();
  await expect(dialog).toContainText('Velg minst én vare');
  await expect(dialog).toContainText('Velg en årsak');

  // The hoodie carries a design: a custom item, returned only as a complaint about a defect (the terms).
  const hoodie = dialog.getByRole('checkbox', { name: /Hoodie/ });
  await hoodie.check();
  await expect(dialog.getByLabel('Årsak').locator('option:not([disabled])')).toHaveText(['Skadet eller defekt vare']);
  await hoodie.uncheck();

  const choice = dialog.getByRole('checkbox', { name: /Bandana/ });
  const itemName = 'Bandana';
  await choice.check();
  await dialog.getByLabel('Årsak').selectOption('Feil størrelse');
  await dialog.getByLabel('Beskrivelse (valgfritt)').fill('For liten, ønsker en størrelse større.');
  const since = new Date();
  await dialog.getByRole('button', { name: 'Send returforespørsel' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Returen er meldt' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(returns.getByTestId('return-row')).toHaveCount(returnsBefore.length + 1);
  const filed = returns.getByTestId('return-row').filter({ hasText: itemName }).filter({ hasText: 'Behandles' });
  await expect(filed).toContainText(`Ordre #${String(delivered.id).slice(-8)}`);
  await expect(filed).toContainText('Feil størrelse');

  // The shop is told by mail.
  const mail = await waitForMail({
    to: 'post@russekompaniet.no',
    subject: `Ny returforespørsel for ordre ${delivered.orderNumber}`,
    since,
  });
  expect(mail.text).toContain(itemName);
  expect(mail.text).toContain('For liten, ønsker en størrelse større.');
});

test("returns list: the spec's labels for pending, approved and completed", async ({ page }) => {
  // Only the shop moves a return on, and it has no screen for that yet: the real answer gets the three statuses.
  await editGraphql(page, 'CustomerDashboard', (data) => {
    const area = data.customerArea as { returns: Array<Record<string, unknown>> };
    const first = area.returns[0];
    const returns = ['pending', 'approved', 'completed'].map((status, i) => ({
      ...first,
      id: `${String(first.id)}${i}`,
      status,
      reason: `Årsak ${status}`,
    }));
    return { ...data, customerArea: { ...area, returns } };
  });
  const panel = await openDashboard(page);
  const rows = panel.getByRole('region', { name: 'Mine returer' }).getByTestId('return-row');
  await expect(rows.filter({ hasText: 'Årsak pending' })).toContainText('Behandles');
  await expect(rows.filter({ hasText: 'Årsak approved' })).toContainText('Godkjent');
  await expect(rows.filter({ hasText: 'Årsak completed' })).toContainText('Fullført');
});

test('quick actions: coupons (used and unused), invoices (status and PDF), new order (prefilled quote request)', async ({
  page,
}) => {
  const coupons = await rest<{ code: string; isUsed: boolean }[]>(page, 'coupons');
  const invoices = await rest<RestInvoice[]>(page, 'invoices');
  const panel = await openDashboard(page);
  const quick = panel.getByRole('region', { name: 'Hurtigvalg' });

  await quick.getByRole('button', { name: /Mine kuponger/ }).click();
  const couponDialog = page.getByRole('dialog', { name: 'Mine kuponger' });
  await expect(couponDialog.getByTestId('coupon-row')).toHaveCount(coupons.length);
  for (const coupon of coupons) {
    await expect(couponDialog.getByTestId('coupon-row').filter({ hasText: coupon.code })).toContainText(
      coupon.isUsed ? 'Brukt' : 'Ubrukt',
    );
  }
  await page.keyboard.press('Escape');

  await quick.getByRole('button', { name: /Mine fakturaer/ }).click();
  const invoiceDialog = page.getByRole('dialog', { name: 'Mine fakturaer' });
  await expect(invoiceDialog.getByTestId('invoice-row')).toHaveCount(invoices.length);
  const statusLabels: Record<string, string> = {
    pending: 'Ubetalt',
    paid: 'Betalt',
    overdue: 'Forfalt',
    // A return completed by staff issues a credit note.
    credited: 'Kreditert',
  };
  for (const invoice of invoices) {
    await expect(
      invoiceDialog.getByTestId('invoice-row').filter({ hasText: invoiceNumberText(invoice.invoiceNumber) }),
    ).toContainText(statusLabels[invoice.status]);
  }
  const overdue = invoices.find((i) => i.status === 'overdue')!;
  const downloading = page.waitForEvent('download');
  await invoiceDialog.getByRole('link', { name: `Last ned faktura ${overdue.invoiceNumber} (PDF)` }).click();
  const pdf = await readFile(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfText(pdf)).toContain(overdue.invoiceNumber);
  await page.keyboard.press('Escape');

  await quick.getByRole('link', { name: /Ny bestilling/ }).click();
  await expect(page).toHaveURL(/\/contact\?subject=tilbud&message=/);
  const form = page.getByRole('form', { name: 'Kontaktskjema' });
  await expect(form.getByLabel('Emne')).toHaveValue('tilbud');
  await expect(form.getByLabel('Melding')).toHaveValue(/^Hei! Jeg ønsker tilbud på en ny bestilling\./);
});

test('axe: no serious or critical violations on the orders tab (desktop and 390 px) and in its dialogs', async ({
  page,
}) => {
  // The dialogs are checked once, at desktop width; the tab itself also at 390 px (the dashboard's mobile layout).
  await page.setViewportSize({ width: 1440, height: 900 });
  const panel = await openDashboard(page);
  await expectAccessible(page, { label: 'the orders tab' });
  await panel.getByRole('button', { name: 'Returner' }).click();
  await expect(page.getByRole('dialog', { name: 'Returner varer' })).toBeVisible();
  await expectAccessible(page, { label: 'the return dialog' });
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Vis detaljer' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, { label: 'the order details dialog' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByRole('button', { name: 'Returner' }).first()).toBeVisible();
  await expectAccessible(page, { label: 'the orders tab' });
});
