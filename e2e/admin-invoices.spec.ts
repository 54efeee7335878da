import { expect as baseExpect, test, type Page } from '@playwright/test';
import { demoMember, signInByMail, signInToAdmin } from './support/auth';
import { mailApiUrl, waitForMail } from './support/mail';

// The console's first visit parses about 1 MB of antd/pro-components: assertions get more time.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Invoices (admin §4), one story: staff sign in through the login form, 'Lag faktura' for the demo member's order
 * that has no invoice yet, 'Send faktura' (the mail arrives with the PDF attached), 'Registrer betaling' (the
 * receipt arrives), and the customer sees the invoice 'Betalt' in the dashboard's 'Mine fakturaer'.
 */

interface RestOrder {
  id: number;
  orderNumber: string;
  status: string;
}
interface RestInvoice {
  orderId: number;
  invoiceNumber: string;
  status: string;
}

async function rest<T>(page: Page, read: string): Promise<T> {
  const res = await page.request.get(`/api/customer/${read}/${encodeURIComponent(demoMember.email)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

test('staff issue, send and register payment of an invoice; the customer sees it paid', async ({ browser }) => {
  test.setTimeout(120_000);
  const customer = await (await browser.newContext()).newPage();
  await signInByMail(customer, demoMember.email);
  const [orders, invoices] = await Promise.all([
    rest<RestOrder[]>(customer, 'orders'),
    rest<RestInvoice[]>(customer, 'invoices'),
  ]);
  // The seeded order without an invoice (RK-2025-…): orders other specs create for the demo member are theirs.
  const order = orders.find(
    (o) =>
      o.orderNumber.startsWith('RK-2025-') && o.status !== 'cancelled' && !invoices.some((i) => i.orderId === o.id),
  );
  expect(order, 'the demo data has an order without an invoice').toBeTruthy();

  const staff = await (await browser.newContext()).newPage();
  await signInToAdmin(staff, '/admin/invoices');
  await expect(staff.getByRole('heading', { name: 'Fakturaer' })).toBeVisible();
  await expect(staff.getByText(/^Totalt \d+ fakturaer?$/)).toBeVisible();
  for (const label of ['Ubetalt', 'Betalt', 'Forfalt', 'Kreditert']) {
    await expect(staff.locator('.ant-tag-checkable', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }

  // Lag faktura: a wrong order number is answered in Norwegian, the right one opens the new invoice.
  await staff.getByRole('button', { name: 'Lag faktura' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Lag faktura' });
  await dialog.getByLabel('Ordrenummer').fill('RK-FINNES-IKKE');
  await dialog.getByRole('button', { name: 'Lag faktura' }).click();
  await expect(dialog.getByText('Fant ikke ordren')).toBeVisible();
  await dialog.getByLabel('Ordrenummer').fill(order!.orderNumber);
  await dialog.getByRole('button', { name: 'Lag faktura' }).click();
  await expect(staff).toHaveURL(/\/admin\/invoices\/\d+$/);
  const heading = staff.locator('.ant-card-head-title').filter({ hasText: /^Faktura \d{4}-\d{4,}/ });
  await expect(heading).toContainText('Ubetalt');
  const invoiceNumber = /(\d{4}-\d{4,})/.exec((await heading.textContent()) ?? '')![1]!;
  await expect(staff.getByText(order!.orderNumber)).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: 'KID' })).toContainText(/\d{16}/);

  // Send faktura: confirmed, then the mail arrives with the invoice PDF attached.
  const sentAt = new Date();
  await staff.getByRole('button', { name: 'Send faktura' }).click();
  await staff.getByRole('button', { name: 'Ja' }).click();
  await expect(staff.getByText(`Faktura ${invoiceNumber} er sendt`)).toBeVisible();
  const mail = await waitForMail({ to: demoMember.email, subject: `Faktura ${invoiceNumber}`, since: sentAt });
  const attachment = (mail.attachments ?? [])[0] as { generatedFileName?: string; contentType?: string } | undefined;
  expect(attachment?.contentType).toBe('application/pdf');
  const pdf = await fetch(`${mailApiUrl}/api/email/${mail.id}/attachment/${attachment!.generatedFileName}`);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Registrer betaling: 'Betalingsdato' defaults to today; 'Referanse'; 'Lagre'. Then the receipt mail.
  const paidAt = new Date();
  await staff.getByRole('button', { name: 'Registrer betaling' }).click();
  const payment = staff.getByRole('dialog', { name: 'Registrer betaling' });
  await expect(payment.getByLabel('Betalingsdato')).toHaveValue(/\d{2}\.\d{2}\.\d{4}/);
  await payment.getByLabel('Referanse').fill('Nettbank e2e');
  await payment.getByRole('button', { name: 'Lagre' }).click();
  await expect(heading).toContainText('Betalt');
  await expect(staff.getByRole('button', { name: 'Registrer betaling' })).toHaveCount(0);
  // The configured user is an administrator: a paid invoice can still be credited.
  await expect(staff.getByRole('button', { name: 'Kreditnota' })).toBeVisible();
  await expect(staff.getByLabel('Historikk')).toContainText('Registrerte betaling');
  await waitForMail({ to: demoMember.email, subject: `faktura ${invoiceNumber} er betalt`, since: paidAt });

  // The customer's dashboard shows the same number, paid.
  await customer.goto('/customer-dashboard');
  const panel = customer.getByRole('tabpanel', { name: 'Ordrer' });
  await panel
    .getByRole('region', { name: 'Hurtigvalg' })
    .getByRole('button', { name: /Mine fakturaer/ })
    .click();
  const row = customer.getByRole('dialog', { name: 'Mine fakturaer' }).getByTestId('invoice-row').filter({
    hasText: invoiceNumber,
  });
  await expect(row).toContainText('Betalt');
  await expect(row).toContainText(order!.orderNumber);
});
