import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signInByMail, signInToAdmin, uniqueEmail } from './support/auth';
import { arrangeMemberWithOrder } from './support/db';
import { waitForMail } from './support/mail';

// The first visit to a console page parses about 1 MB of antd/pro-components JavaScript; on a busy machine that
// takes seconds, so assertions get more time than the suite's default.
const expect = baseExpect.configure({ timeout: 20_000 });

// Admin §3 as one story: staff sign in through the login form, find an order in 'Ordrer', move it through its
// statuses with a shipment ('Endre status', 'Registrer forsendelse', 'Marker som sendt', 'Marker som levert'), add
// an 'Intern notat', and read the Historikk; the customer gets the mails and sees each step in the dashboard,
// 'Spor forsendelse' with the carrier, tracking number and link, and never the internal note.

const TRACKING = '370722152417281240';
const TRACKING_URL = `https://sporing.bring.no/sporing/${TRACKING}`;

/** antd's Select keeps its input out of sight: open it by its box inside the form item, then pick the option. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label) })
    .locator('.ant-select-selector')
    .click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function openDialog(page: Page, button: string, title: RegExp): Promise<Locator> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function confirm(page: Page, button: Locator) {
  await button.click();
  const popconfirm = page.locator('.ant-popconfirm:visible');
  await expect(popconfirm).toContainText('Er du sikker?');
  await popconfirm.getByRole('button', { name: 'Ja' }).click();
}

test('staff move an order through every status with a shipment; the customer follows it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('orders');
  const order = await arrangeMemberWithOrder({ email, firstName: 'Tiril', lastName: 'Sporing' });
  const since = new Date();

  // The list: search by order number, the row's columns and tags, and the row opens the order's own page.
  await signInToAdmin(page, '/admin/orders');
  await expect(page.getByRole('heading', { name: 'Ordrer' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Ordrer/ })).toBeVisible();
  await page.getByPlaceholder('Ordrenummer, e-post eller navn').fill(order.orderNumber);
  await page.getByRole('button', { name: /^(loading )?Søk$/ }).click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: order.orderNumber });
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(row).toContainText('Tiril Sporing');
  await expect(row).toContainText(email);
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(row).toContainText('1 147 kr');
  await expect(row).toContainText('Behandles');
  await expect(row).toContainText('Betalt');
  await expect(row).toContainText('Ingen forsendelse');
  await row.getByRole('link', { name: order.orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Ordre ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByText('Hoodie Original')).toBeVisible();

  // 'Endre status' offers only the allowed next statuses; cancelling would need a reason.
  let dialog = await openDialog(page, 'Endre status', /Endre status for ordre/);
  await dialog
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('Status') })
    .locator('.ant-select-selector')
    .click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText(['Under behandling', 'Kansellert']);
  await page.locator('.ant-select-dropdown:visible').getByTitle('Kansellert', { exact: true }).click();
  await expect(dialog.getByLabel('Begrunnelse')).toBeVisible();
  await choose(page, dialog, 'Status', 'Under behandling');
  await expect(dialog.getByLabel('Begrunnelse')).toBeHidden();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ant-page-header-heading-tags')).toContainText('Under behandling');
  await waitForMail({ to: email, since, subject: `Ordre ${order.orderNumber} er under behandling` });

  // 'Intern notat': staff only.
  const secret = `Ring kunden før levering ${Date.now()}`;
  dialog = await openDialog(page, 'Intern notat', /Intern notat/);
  await dialog.getByLabel('Notat').fill(secret);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-notes')).toContainText(secret);

  // 'Registrer forsendelse': a bad number is refused in Norwegian, then Bring with a tracking number and a date.
  dialog = await openDialog(page, 'Registrer forsendelse', /Registrer forsendelse for ordre/);
  await choose(page, dialog, 'Transportør', 'Bring');
  await dialog.getByLabel('Sporingsnummer').fill('   ');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toContainText('Skriv inn sporingsnummeret');
  await dialog.getByLabel('Sporingsnummer').fill(TRACKING);
  await dialog.getByLabel('Forventet levering').fill('04.12.2026');
  await dialog.getByLabel('Forventet levering').press('Enter');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  const shipment = page.locator('.ant-pro-card').filter({ hasText: 'Forsendelser' }).locator('tr.ant-table-row');
  await expect(shipment).toContainText('Bring');
  await expect(shipment).toContainText('Klargjøres');
  await expect(shipment).toContainText('04.12.2026');
  await expect(shipment.getByRole('link', { name: TRACKING })).toHaveAttribute('href', TRACKING_URL);

  // 'Marker som sendt' ships the order and mails the carrier, tracking number and link.
  await confirm(page, shipment.getByRole('button', { name: 'Marker som sendt' }));
  await expect(shipment).toContainText('Sendt');
  await expect(page.locator('.ant-page-header-heading-tags')).toContainText('Sendt');
  const shippedMail = await waitForMail({ to: email, since, subject: `Ordre ${order.orderNumber} er sendt` });
  expect(shippedMail.text).toContain('Transportør: Bring');
  expect(shippedMail.text).toContain(`Sporingsnummer: ${TRACKING}`);
  expect(shippedMail.text).toContain(`Spor forsendelse: ${TRACKING_URL}`);
  expect(`${shippedMail.html}\n${shippedMail.text}`).not.toContain(secret);

  // The customer signs in through the mailed link and sees the order shipped, with 'Spor forsendelse'.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInByMail(customer, email);
  await customer.goto('/customer-dashboard');
  const panel = customer.getByRole('tabpanel', { name: 'Ordrer' });
  const card = panel
    .getByTestId('order-card')
    .filter({ has: customer.getByRole('heading', { name: `Ordre ${order.orderNumber}`, exact: true }) });
  await expect(card).toContainText('Sendt');
  await card.getByRole('button', { name: 'Spor forsendelse' }).click();
  const tracking = customer.getByRole('dialog', { name: 'Spor forsendelse' });
  await expect(tracking).toContainText('Bring');
  await expect(tracking).toContainText(TRACKING);
  await expect(tracking.getByRole('link', { name: /Spor pakken hos Bring/ })).toHaveAttribute('href', TRACKING_URL);
  await expect(customer.locator('body')).not.toContainText(secret);
  await tracking.getByRole('button', { name: 'Lukk' }).click();

  // 'Marker som levert' delivers the order; the customer's badge follows.
  await confirm(page, shipment.getByRole('button', { name: 'Marker som levert' }));
  await expect(shipment).toContainText('Levert');
  await expect(page.locator('.ant-page-header-heading-tags')).toContainText('Levert');
  await expect(page.getByRole('button', { name: 'Endre status' })).toBeDisabled();
  await waitForMail({ to: email, since, subject: `Ordre ${order.orderNumber} er levert` });
  await customer.reload();
  await expect(card).toContainText('Levert');
  await expect(card.getByRole('button', { name: 'Returner' })).toBeVisible();
  await expect(customer.locator('body')).not.toContainText(secret);
  await customerContext.close();

  // Historikk: every change, by whom.
  const history = page.locator('[aria-label="Historikk"]');
  await page.reload();
  await expect(history).toContainText('Endret status fra «Behandles» til «Under behandling»');
  await expect(history).toContainText('Registrerte forsendelse med Bring');
  await expect(history).toContainText('Markerte forsendelsen som sendt');
  await expect(history).toContainText('Endret status fra «Sendt» til «Levert»');
  await expect(history).toContainText(`Intern notat: ${secret}`);
  await expect(history).toContainText('admin');
});
