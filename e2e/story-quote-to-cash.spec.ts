import { expect as baseExpect, test, type Page } from '@playwright/test';
import { followSignInLink, signInToAdmin, uniqueEmail } from './support/auth';
import { arrangeUnpaidOrderInProduction } from './support/db';
import { extractLink, waitForMail } from './support/mail';
import {
  cancelStatusDialog,
  changeOrderStatus,
  choose,
  confirm,
  dataRows,
  mailedPdf,
  openDialog,
  plain,
  popupDriftOnScroll,
  searchButton,
  expectStatusOptions,
  invoiceNumberText,
} from './support/story';

// Issue 9, "what must be shown", as one story in Chromium: a visitor asks for a quote through the contact form (its
// confirmation mail within 10 s and the message in the console's list are issue 2's "must be shown");
// staff sign in through the console's login form and answer it with `Lag tilbud` (bad input first) and
// `Send tilbud`; the customer follows the mailed link, accepts under 'Tilbud', gets the order confirmation; staff
// take the order through every status with an invoice (PDF attached), a payment (receipt) and a shipment
// (tracking link), the customer sees each step in the dashboard and the mailbox; then a return is filed, approved
// with a refund and completed with a credit note that shows negative everywhere.

// The first visit to a console page parses about 1 MB of antd/pro-components JavaScript: assertions get more time.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The quote form's messages (schema/src/quotes/quote-rules.ts). */
const MESSAGES = {
  quantity: 'Antall må være et helt tall fra 1 til 10 000',
  unitPrice: 'Enhetspris må være et beløp fra 0 til 100 000 kr med høyst to desimaler',
  productNotFound: 'Produktet finnes ikke i katalogen',
  paymentBeforeProduction: 'Ordrer med tilpassede varer kan ikke settes i produksjon før fakturaen er betalt',
};
const TRACKING = '370722152417281240';
const TRACKING_URL = `https://sporing.bring.no/sporing/${TRACKING}`;

const line = (page: Page, index: number) => page.getByTestId(`quote-line-${index}`);

async function chooseProduct(page: Page, index: number, name: string) {
  // The product list is virtual (only what is in view exists): type to search, then pick.
  await line(page, index)
    .locator('.ant-form-item')
    .filter({ hasText: 'Produkt' })
    .locator('.ant-select-selector')
    .click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
}

async function fillLine(page: Page, index: number, product: string, quantity: number, unitPrice: number) {
  const row = line(page, index);
  await chooseProduct(page, index, product);
  await row.getByLabel('Størrelse').fill('M');
  await row.getByLabel('Farge').fill('Svart');
  await row.getByLabel('Antall').fill(String(quantity));
  await row.getByLabel('Enhetspris').fill(String(unitPrice));
}

test('quote to cash: contact form, quote, acceptance, every order status with invoice and shipment, return', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('story');
  const staff = await (await browser.newContext()).newPage();
  const customer = await (await browser.newContext()).newPage();

  // --- A visitor asks for a quote through the storefront's contact form -------------------------------------
  const message = `Hei! Vi er 20 russ som vil ha tilbud på hoodies og bukser. ${Date.now()}`;
  await customer.goto('/contact');
  const contactForm = customer.getByRole('form', { name: 'Kontaktskjema' });
  await contactForm.getByLabel('Fornavn').fill('Tiril');
  await contactForm.getByLabel('Etternavn').fill('Tilbud');
  await contactForm.getByLabel('E-post').fill(email);
  await contactForm.getByLabel('Emne').selectOption('tilbud');
  await contactForm.getByLabel('Melding').fill(message);
  const contactSent = new Date();
  await contactForm.getByRole('button', { name: 'Send melding' }).click();
  await expect(customer.getByText('Melding sendt!')).toBeVisible();
  // The form is cleared after a successful send, and the confirmation mail arrives within 10 seconds.
  await expect(contactForm.getByLabel('E-post')).toHaveValue('');
  const contactConfirmation = await waitForMail({ to: email, since: contactSent, timeoutMs: 10_000 });
  expect(new Date(contactConfirmation.time).getTime() - contactSent.getTime()).toBeLessThan(10_000);
  // To an address nobody verified, the confirmation echoes nothing the visitor typed (security review).
  expect(contactConfirmation.text ?? '').toContain('Takk for din henvendelse!');
  expect(contactConfirmation.html ?? '').not.toContain('Tiril');

  // --- Staff: Henvendelser → the message → `Lag tilbud` ------------------------------------------------------
  await signInToAdmin(staff, '/admin/contacts');
  await staff.getByPlaceholder('Søk i navn, e-post og melding').fill(email);
  await searchButton(staff).click();
  const contactRow = staff.getByRole('row').filter({ hasText: email });
  await expect(contactRow).toContainText('Tiril Tilbud');
  await expect(contactRow).toContainText('Vi er 20 russ');
  await contactRow.getByText('Vis', { exact: true }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Lag tilbud' }).click();
  await expect(staff).toHaveURL(/\/admin\/quotes\/new\?contact=\d+$/);
  await expect(staff).toHaveTitle('Nytt tilbud – Russekompaniet – Admin');
  await expect(staff.getByLabel('Kunde (e-post)')).toHaveValue(email);
  await expect(staff.getByTestId('quote-context')).toContainText(message);

  // Bad input: quantity 0 and an empty price give the validators' Norwegian messages; nothing is saved.
  await chooseProduct(staff, 0, 'Hoodie Original');
  await line(staff, 0).getByLabel('Antall').fill('0');
  await line(staff, 0).getByLabel('Enhetspris').fill('');
  await staff.getByRole('button', { name: 'Lagre' }).click();
  await expect(line(staff, 0).getByText(MESSAGES.quantity)).toBeVisible();
  await expect(line(staff, 0).getByText(MESSAGES.unitPrice)).toBeVisible();
  await expect(staff).toHaveURL(/\/admin\/quotes\/new/);

  // Two lines, 20 pieces, the hoodies with a print name (custom items): 15 % group discount, free shipping.
  await fillLine(staff, 0, 'Hoodie Original', 12, 499);
  await line(staff, 0).getByLabel('Trykknavn').fill('TIRIL');
  await staff.getByRole('button', { name: 'Legg til linje' }).click();
  await fillLine(staff, 1, 'Sweatpants', 8, 449);
  await expect(line(staff, 0).getByText(MESSAGES.quantity)).toBeHidden();
  const totals = staff.getByTestId('quote-totals').first();
  // 12 × 499 + 8 × 449 = 9 580; 15 % = 1 437; total 8 143 kr incl. 1 628,60 kr MVA.
  await expect.poll(async () => plain(await totals.innerText())).toContain('8 143 kr');
  const summary = plain(await totals.innerText());
  expect(summary).toContain('Varer (20 stk.)');
  expect(summary).toContain('9 580 kr');
  expect(summary).toContain('Grupperabatt 15 % (vilkår)');
  expect(summary).toContain('-1 437 kr');
  expect(summary).toContain('1 628,60 kr');
  // The service page's reading is shown when chosen and changes the totals; back to the terms.
  await staff.getByLabel(/Grupperabatt etter tjenestesiden/).check();
  await expect.poll(async () => plain(await totals.innerText())).toContain('Grupperabatt 10 % (tjenestesiden)');
  await expect.poll(async () => plain(await totals.innerText())).toContain('8 622 kr');
  await staff.getByLabel(/Grupperabatt etter vilkår/).check();
  await expect.poll(async () => plain(await totals.innerText())).toContain('Grupperabatt 15 % (vilkår)');

  // A product that is gone by the time the form is saved: the server's message shows on 'Produkt'.
  await staff.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> };
    if (body?.operationName !== 'CreateQuote') return route.continue();
    (body.variables!.input as { lines: { productId: number }[] }).lines[0]!.productId = 987654;
    return route.continue({ postData: JSON.stringify(body) });
  });
  await staff.getByRole('button', { name: 'Lagre' }).click();
  await expect(line(staff, 0).getByText(MESSAGES.productNotFound)).toBeVisible();
  await expect(staff).toHaveURL(/\/admin\/quotes\/new/);
  await staff.unroute('**/graphql');

  // 'Lagre' keeps the draft; `Send tilbud` asks first, then mails it.
  await staff.getByRole('button', { name: 'Lagre' }).click();
  await expect(staff).toHaveURL(/\/admin\/quotes\/\d+$/);
  await expect(staff.getByTestId('quote-status')).toHaveText('Utkast');
  const quoteNumber = /T-\d{4}-\d+/.exec(await staff.getByRole('heading', { level: 2 }).first().innerText())?.[0];
  expect(quoteNumber).toBeTruthy();
  await expect(staff.getByTestId('quote-total').first()).toHaveText(/8\s143\skr/);
  await expect(staff.getByTestId('quote-lines')).toContainText('TIRIL');
  await expect(staff.getByLabel('Historikk')).toContainText('Tilbud opprettet');
  const quoteSent = new Date();
  await staff.getByRole('button', { name: 'Send tilbud' }).click();
  await staff.getByRole('tooltip').filter({ hasText: 'Er du sikker?' }).getByRole('button', { name: 'Ja' }).click();
  await expect(staff.getByTestId('quote-status')).toHaveText('Sendt');
  await expect(staff.getByRole('button', { name: 'Send tilbud' })).toBeHidden();
  await expect(staff.getByLabel('Historikk')).toContainText('Tilbud sendt');

  // --- The quote mail: the right total; its link opens the quote after the usual sign-in ----------------------
  const quoteMail = await waitForMail({ to: email, subject: `Tilbud ${quoteNumber}`, since: quoteSent });
  expect(plain(quoteMail.text ?? '')).toMatch(/Totalt: 8 143 kr/);
  expect(plain(quoteMail.text ?? '')).toContain('Grupperabatt 15 % (vilkår): -1 437 kr');
  expect(quoteMail.text).toMatch(/gyldig til og med \d{2}\.\d{2}\.\d{4}/);
  // Not a member yet: accepting through the link makes them one.
  expect(quoteMail.text).toContain('blir du medlem (gratis)');
  // Security review finding 4: the mail signs nobody in (it may be forwarded); the link leads through /login and
  // the sign-in link mailed from there comes back to the quote.
  expect(() => extractLink(quoteMail, '/api/auth/verify')).toThrow();
  const signInRequested = new Date();
  await customer.goto(extractLink(quoteMail, '/api/login?returnTo='));
  await expect(customer).toHaveURL(/\/login\?returnTo=/);
  const signInForm = customer.getByRole('form', { name: 'Logg inn' });
  await signInForm.getByLabel('E-post').fill(email);
  await signInForm.getByRole('button', { name: 'Send innloggingslenke' }).click();
  await expect(customer.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();
  const signInMail = await waitForMail({ to: email, since: signInRequested, contains: '/api/auth/verify' });
  await followSignInLink(customer, extractLink(signInMail, '/api/auth/verify'));
  await expect(customer).toHaveURL(/\/customer-dashboard\?tab=orders/);
  const quoteDialog = customer.getByRole('dialog', { name: `Tilbud ${quoteNumber}` });
  await expect(quoteDialog.getByTestId('quote-row-total')).toContainText(/8\s143\skr/);
  await expect(quoteDialog.getByRole('rowheader', { name: /Hoodie Original.*trykk: TIRIL/ })).toBeVisible();
  await quoteDialog.getByRole('button', { name: 'Lukk' }).click();
  const quoteCard = customer.getByRole('region', { name: 'Tilbud' }).getByTestId('quote-card').filter({
    hasText: quoteNumber!,
  });
  await expect(quoteCard).toContainText('Sendt');
  // A new member: no orders yet; the counter follows the acceptance without a reload.
  const ordersCounter = customer.getByTestId('counter-orders').locator('dd');
  await expect(ordersCounter).toHaveText('0');
  await quoteCard.getByRole('button', { name: 'Vis tilbud' }).click();
  await quoteDialog.getByRole('button', { name: 'Godta tilbud' }).click();
  const accepted = new Date();
  await quoteDialog.getByRole('button', { name: 'Ja' }).click();
  await expect(customer.getByText('Tilbudet er godtatt')).toBeVisible();
  await expect(quoteCard).toContainText('Godtatt');
  await expect(ordersCounter).toHaveText('1');
  // An answered quote cannot be answered again.
  await quoteCard.getByRole('button', { name: 'Vis tilbud' }).click();
  await expect(quoteDialog.getByRole('button', { name: 'Godta tilbud' })).toHaveCount(0);
  await quoteDialog.getByRole('button', { name: 'Lukk' }).click();
  const orderCard = customer.getByTestId('order-card').first();
  await expect(orderCard).toContainText('Behandles');
  const orderNumber = (await orderCard.getByRole('heading').textContent())!.replace('Ordre ', '').trim();
  expect(orderNumber).toMatch(/^RK-\d{4}-\d{4}$/);
  const confirmation = await waitForMail({ to: email, subject: `Ordrebekreftelse ${orderNumber}`, since: accepted });
  expect(plain(confirmation.text ?? '')).toMatch(/Totalt: 8 143 kr/);
  expect(confirmation.text).toContain('Bestillingen er bindende');
  const card = customer.getByTestId('order-card').filter({
    has: customer.getByRole('heading', { name: `Ordre ${orderNumber}`, exact: true }),
  });
  const customerSees = async (label: string) => {
    await customer.reload();
    await expect(card).toContainText(label);
  };

  // --- Staff find the order in 'Ordrer' ----------------------------------------------------------------------
  await staff.getByRole('menuitem', { name: /Ordrer/ }).click();
  await staff.getByPlaceholder('Ordrenummer, e-post eller navn').fill(orderNumber);
  await searchButton(staff).click();
  const orderRow = dataRows(staff).filter({ hasText: orderNumber });
  await expect(orderRow).toContainText('Behandles');
  await expect(orderRow).toContainText(/8\s143\skr/);
  await expect(orderRow).toContainText('Tiril Tilbud');
  await expect(orderRow).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(orderRow).toContainText('Ikke fakturert');
  await expect(orderRow).toContainText('Ingen forsendelse');
  await orderRow.getByRole('link', { name: orderNumber }).click();
  await expect(staff).toHaveURL(/\/admin\/orders\/\d+$/);
  const orderUrl = staff.url();
  await expect(staff.getByRole('heading', { name: `Ordre ${orderNumber}` })).toBeVisible();

  // A refused move: custom items are not produced before the invoice is paid. 'Endre status' offers only the
  // allowed next statuses; 'Under behandling' is an administrator's override that names the rule.
  let dialog = await expectStatusOptions(staff, ['Under behandling (overstyr)', 'Kansellert']);
  // Cancelling asks for a reason.
  await staff.locator('.ant-select-dropdown:visible').getByTitle('Kansellert', { exact: true }).click();
  await expect(dialog.getByLabel('Begrunnelse')).toBeVisible();
  await choose(staff, dialog, 'Status', 'Under behandling (overstyr)');
  await expect(dialog).toContainText(MESSAGES.paymentBeforeProduction);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toContainText('Skriv en begrunnelse');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(staff.locator('.ant-page-header-heading-tags')).toContainText('Behandles');

  // --- Lag faktura → Send faktura: the mail carries the PDF with the number and KID ---------------------------
  await staff.getByRole('button', { name: 'Lag faktura', exact: true }).click();
  await staff.getByRole('dialog', { name: 'Lag faktura' }).getByRole('button', { name: 'Lag faktura' }).click();
  await expect(staff).toHaveURL(/\/admin\/invoices\/\d+$/);
  const invoiceHeading = staff.locator('.ant-card-head-title').filter({ hasText: /^Faktura \d{4}-\d{4,}/ });
  await expect(invoiceHeading).toContainText('Ubetalt');
  const invoiceNumber = /(\d{4}-\d{4,})/.exec((await invoiceHeading.textContent()) ?? '')![1]!;
  const kid = /\d{8,25}/.exec((await staff.getByRole('row').filter({ hasText: 'KID' }).textContent()) ?? '')![0];
  const invoiceSent = new Date();
  await staff.getByRole('button', { name: 'Send faktura' }).click();
  await staff.getByRole('button', { name: 'Ja' }).click();
  await expect(staff.getByText(`Faktura ${invoiceNumber} er sendt`)).toBeVisible();
  const invoiceMail = await waitForMail({ to: email, subject: `Faktura ${invoiceNumber}`, since: invoiceSent });
  const pdf = await mailedPdf(invoiceMail);
  // The PDF's text: the number, the KID, the shop's organisation number, the total.
  expect(pdf.text).toContain(invoiceNumber);
  expect(pdf.text).toContain(kid);
  expect(pdf.text).toMatch(/Org\.nr\. \d{3} \d{3} \d{3}/);
  expect(plain(pdf.text)).toContain('8 143 kr');
  // A question is asked afresh each time: sent again, its answer is named 'Ja' again (an answered one kept antd's
  // loading icon and was named 'loading Ja').
  await staff.getByRole('button', { name: 'Send faktura' }).click();
  await staff.getByRole('button', { name: 'Ja', exact: true }).click();
  await expect(staff.getByLabel('Historikk').getByText(/Sendte fakturaen/)).toHaveCount(2);
  // --- Registrer betaling: receipt mail, 'Betalt' for the customer --------------------------------------------
  const paid = new Date();
  await staff.getByRole('button', { name: 'Registrer betaling' }).click();
  const payment = staff.getByRole('dialog', { name: 'Registrer betaling' });
  await expect(payment.getByLabel('Betalingsdato')).toHaveValue(/\d{2}\.\d{2}\.\d{4}/);
  // The calendar is in bokmål and starts on Monday. It opens inside the dialog, so it stays by its field when the
  // page behind the dialog scrolls (in <body> it moved with the page until antd aligned it again).
  await payment.getByLabel('Betalingsdato').click();
  const calendar = staff.locator('.ant-picker-dropdown:visible');
  await expect(calendar.locator('thead th')).toHaveText(['ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø']);
  expect(await popupDriftOnScroll(calendar, payment.getByLabel('Betalingsdato'), 100)).toEqual({
    scrolled: true,
    atOnce: 0,
    later: 0,
  });
  await payment.locator('.ant-modal-title').click();
  await expect(calendar).toHaveCount(0);
  await payment.getByLabel('Referanse').fill('Nettbank story');
  await payment.getByRole('button', { name: 'Lagre' }).click();
  await expect(invoiceHeading).toContainText('Betalt');
  await expect(staff.getByRole('button', { name: 'Registrer betaling' })).toHaveCount(0);
  // The configured user is an administrator: a paid invoice can still be credited.
  await expect(staff.getByRole('button', { name: 'Kreditnota' })).toBeVisible();
  await expect(staff.getByLabel('Historikk')).toContainText('Registrerte betaling');
  await waitForMail({ to: email, subject: `faktura ${invoiceNumber} er betalt`, since: paid });
  // The customer's invoice list shows the same number, paid.
  await customer.reload();
  const invoicesButton = customer.getByRole('region', { name: 'Hurtigvalg' }).getByRole('button', {
    name: /Mine fakturaer/,
  });
  await invoicesButton.click();
  const invoicesDialog = customer.getByRole('dialog', { name: 'Mine fakturaer' });
  const invoiceRow = invoicesDialog.getByTestId('invoice-row').filter({ hasText: invoiceNumberText(invoiceNumber) });
  await expect(invoiceRow).toContainText('Betalt');
  await invoicesDialog.getByRole('button', { name: 'Lukk' }).click();

  // --- Under behandling: now allowed without override -----------------------------------------------------------
  await staff.goBack();
  await expect(staff).toHaveURL(orderUrl);
  dialog = await expectStatusOptions(staff, ['Under behandling', 'Kansellert']);
  await cancelStatusDialog(staff, dialog);
  const processing = new Date();
  await changeOrderStatus(staff, 'Under behandling');
  await waitForMail({ to: email, since: processing, subject: `Ordre ${orderNumber} er under behandling` });
  await customerSees('Under behandling');

  // 'Intern notat': staff only, never in a mail or the customer's dashboard.
  const secret = `Ring kunden før levering ${Date.now()}`;
  dialog = await openDialog(staff, 'Intern notat', /Intern notat/);
  await dialog.getByLabel('Notat').fill(secret);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByTestId('order-notes')).toContainText(secret);

  // --- Registrer forsendelse, Marker som sendt: carrier, tracking number and link ------------------------------
  dialog = await openDialog(staff, 'Registrer forsendelse', /Registrer forsendelse for ordre/);
  await choose(staff, dialog, 'Transportør', 'Bring');
  await dialog.getByLabel('Sporingsnummer').fill('   ');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toContainText('Skriv inn sporingsnummeret');
  await dialog.getByLabel('Sporingsnummer').fill(TRACKING);
  await dialog.getByLabel('Forventet levering').fill('04.12.2026');
  await dialog.getByLabel('Forventet levering').press('Enter');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  const shipment = staff.locator('.ant-pro-card').filter({ hasText: 'Forsendelser' }).locator('tr.ant-table-row');
  await expect(shipment).toContainText('Klargjøres');
  await expect(shipment).toContainText('04.12.2026');
  await expect(shipment.getByRole('link', { name: TRACKING })).toHaveAttribute('href', TRACKING_URL);
  const shipped = new Date();
  await confirm(staff, shipment.getByRole('button', { name: 'Marker som sendt' }));
  await expect(staff.locator('.ant-page-header-heading-tags')).toContainText('Sendt');
  const shippedMail = await waitForMail({ to: email, since: shipped, subject: `Ordre ${orderNumber} er sendt` });
  expect(shippedMail.text).toContain('Transportør: Bring');
  expect(shippedMail.text).toContain(`Sporingsnummer: ${TRACKING}`);
  expect(shippedMail.text).toContain(`Spor forsendelse: ${TRACKING_URL}`);
  expect(`${shippedMail.html}\n${shippedMail.text}`).not.toContain(secret);
  await customerSees('Sendt');
  await card.getByRole('button', { name: 'Spor forsendelse' }).click();
  const tracking = customer.getByRole('dialog', { name: 'Spor forsendelse' });
  await expect(tracking).toContainText(TRACKING);
  await expect(tracking.getByRole('link', { name: /Spor pakken hos Bring/ })).toHaveAttribute('href', TRACKING_URL);
  await expect(customer.locator('body')).not.toContainText(secret);
  await tracking.getByRole('button', { name: 'Lukk' }).click();

  // --- Marker som levert ---------------------------------------------------------------------------------------
  const delivered = new Date();
  await confirm(staff, shipment.getByRole('button', { name: 'Marker som levert' }));
  await expect(staff.locator('.ant-page-header-heading-tags')).toContainText('Levert');
  await expect(staff.getByRole('button', { name: 'Endre status' })).toBeDisabled();
  await waitForMail({ to: email, since: delivered, subject: `Ordre ${orderNumber} er levert` });
  await customerSees('Levert');
  const history = staff.locator('[aria-label="Historikk"]');
  await expect(history).toContainText('Endret status fra «Behandles» til «Under behandling»');
  await expect(history).toContainText('Registrerte forsendelse med Bring');
  await expect(history).toContainText('Markerte forsendelsen som sendt');
  await expect(history).toContainText('Endret status fra «Sendt» til «Levert»');
  await expect(history).toContainText(`Intern notat: ${secret}`);
  await expect(history).toContainText('admin');

  // --- The customer files a return of the custom hoodies: only a defect complaint is offered ------------------
  await card.getByRole('button', { name: 'Returner' }).click();
  const returnForm = customer.getByRole('form', { name: 'Returner varer' });
  await returnForm.getByRole('checkbox', { name: /Hoodie Original/ }).check();
  await expect(returnForm.getByLabel('Årsak').locator('option:not([disabled])')).toHaveText([
    'Skadet eller defekt vare',
  ]);
  await returnForm.getByLabel('Årsak').selectOption('Skadet eller defekt vare');
  await returnForm.getByLabel('Beskrivelse (valgfritt)').fill('Trykket flasser av etter første vask.');
  await returnForm.getByRole('button', { name: 'Send returforespørsel' }).click();
  await expect(customer.getByText('Returen er meldt')).toBeVisible();

  // Staff: Returer → the return → Godkjenn (too much is refused) → Fullfør with a credit note.
  await staff.getByRole('menuitem', { name: /Returer/ }).click();
  await expect(staff).toHaveTitle('Returer – Russekompaniet – Admin');
  await expect(staff.getByText(/^Totalt \d+ retur(er)?$/)).toBeVisible();
  await staff.getByPlaceholder('Ordrenummer, kunde, vare eller årsak').fill(orderNumber);
  await searchButton(staff).click();
  const returnRow = dataRows(staff).filter({ hasText: orderNumber });
  await expect(returnRow).toContainText('Behandles');
  await returnRow.getByRole('link', { name: /^#\d+$/ }).click();
  await expect(staff).toHaveURL(/\/admin\/returns\/\d+$/);
  const returnId = staff.url().split('/').pop()!;
  await expect(staff.getByRole('heading', { name: `Retur #${returnId}` })).toBeVisible();
  await expect(staff.locator('.ant-descriptions-item').filter({ hasText: 'Varens pris' })).toContainText(/\d\s?kr/);
  await staff.getByRole('button', { name: 'Godkjenn', exact: true }).click();
  const approve = staff.getByRole('dialog', { name: 'Godkjenn retur' });
  await approve.getByLabel('Refusjonsbeløp').fill('100000');
  await approve.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(approve).toContainText('Refusjonsbeløpet kan ikke være høyere enn varens pris');
  const approved = new Date();
  await approve.getByLabel('Refusjonsbeløp').fill('450');
  await approve.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(approve).toBeHidden();
  const returnStatus = staff.locator('.ant-descriptions-item').filter({ hasText: 'Status' }).first();
  await expect(returnStatus).toContainText('Godkjent');
  const approvedMail = await waitForMail({
    to: email,
    subject: `Returen din er godkjent – ordre ${orderNumber}`,
    since: approved,
  });
  expect(plain(approvedMail.text ?? '')).toContain('Refusjonsbeløp: 450 kr');
  const completed = new Date();
  await confirm(staff, staff.getByRole('button', { name: 'Fullfør' }));
  await expect(returnStatus).toContainText('Fullført');
  const returnHistory = staff.getByRole('list', { name: 'Historikk' });
  await expect(returnHistory).toContainText(/Fullført, kreditnota \d{4}-\d{4}/);
  const creditNote = /kreditnota (\d{4}-\d{4,})/.exec((await returnHistory.textContent()) ?? '')![1]!;
  const completedMail = await waitForMail({
    to: email,
    subject: `Refusjonen for returen din er utbetalt – ordre ${orderNumber}`,
    since: completed,
  });
  expect(completedMail.text ?? '').toContain(`Kreditnota: ${creditNote}`);
  // The list shows the return 'Fullført' with the refund.
  await staff.getByRole('menuitem', { name: /Returer/ }).click();
  await staff.getByPlaceholder('Ordrenummer, kunde, vare eller årsak').fill(orderNumber);
  await searchButton(staff).click();
  const done = dataRows(staff).filter({ hasText: `#${returnId}` });
  await expect(done).toContainText('Fullført');
  await expect.poll(async () => plain((await done.textContent()) ?? '')).toContain('450 kr');

  // The credit note is negative in the console's 'Fakturaer' and in the customer's invoice list.
  await staff.getByRole('menuitem', { name: /Fakturaer/ }).click();
  await expect(staff.getByRole('heading', { name: 'Fakturaer' })).toBeVisible();
  await expect(staff.getByText(/^Totalt \d+ fakturaer?$/)).toBeVisible();
  for (const label of ['Ubetalt', 'Betalt', 'Forfalt', 'Kreditert']) {
    await expect(staff.locator('.ant-tag-checkable', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await staff.getByPlaceholder('Fakturanummer, ordrenummer, kunde eller KID').fill(creditNote);
  await searchButton(staff).click();
  const creditRow = dataRows(staff).filter({ hasText: invoiceNumberText(creditNote) });
  await expect.poll(async () => plain((await creditRow.textContent()) ?? '')).toMatch(/-450 kr/);
  await customer.reload();
  await invoicesButton.click();
  const creditCustomerRow = invoicesDialog
    .getByTestId('invoice-row')
    .filter({ hasText: invoiceNumberText(creditNote) });
  await expect.poll(async () => plain((await creditCustomerRow.textContent()) ?? '')).toMatch(/-450 kr/);

  // --- An unpaid order that must ship: 'Marker som sendt' asks for the administrator's 'Begrunnelse' ------------
  const rush = await arrangeUnpaidOrderInProduction(email);
  await staff.goto(`/admin/orders/${rush.id}`);
  dialog = await openDialog(staff, 'Registrer forsendelse', /Registrer forsendelse for ordre/);
  await choose(staff, dialog, 'Transportør', 'Bring');
  await dialog.getByLabel('Sporingsnummer').fill(`${TRACKING.slice(0, -1)}9`);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  const rushShipment = staff.locator('.ant-pro-card').filter({ hasText: 'Forsendelser' }).locator('tr.ant-table-row');
  await rushShipment.getByRole('button', { name: 'Marker som sendt' }).click();
  const override = staff.getByRole('dialog', { name: 'Marker som sendt' });
  await expect(override).toContainText('Ordren kan ikke sendes før fakturaen er betalt');
  await override.getByRole('button', { name: 'Marker som sendt' }).click();
  await expect(override).toContainText('Skriv en begrunnelse');
  await expect(staff.locator('.ant-page-header-heading-tags')).toContainText('Under behandling');
  await override.getByLabel('Begrunnelse').fill('Skolen betaler ved levering, avtalt med rektor');
  await override.getByRole('button', { name: 'Marker som sendt' }).click();
  await expect(override).toBeHidden();
  await expect(staff.locator('.ant-page-header-heading-tags')).toContainText('Sendt');
  await expect(staff.getByLabel('Historikk')).toContainText(
    'Begrunnelse: Skolen betaler ved levering, avtalt med rektor',
  );
  // A long page: the grey page background goes all the way down under the cards, not one window high.
  const backdrop = await staff.evaluate(() => {
    const layout = document.querySelector('[data-testid="console-layout"]')!;
    const { height } = layout.getBoundingClientRect();
    return { colour: getComputedStyle(layout).backgroundColor, height, page: document.documentElement.scrollHeight };
  });
  expect(backdrop.page).toBeGreaterThan(await staff.evaluate(() => window.innerHeight));
  expect(backdrop.colour).toBe('rgb(245, 245, 245)');
  expect(backdrop.height).toBeGreaterThanOrEqual(backdrop.page - 1);

  await staff.context().close();
  await customer.context().close();
});
