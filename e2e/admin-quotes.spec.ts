import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signInToAdmin, uniqueEmail } from './support/auth';
import { waitForMail } from './support/mail';

// The console's `Tilbud` (admin §2, §16): a contact message with subject tilbud becomes a quote through
// `Lag tilbud`, the form shows the server's totals live, 'Lagre' keeps a draft, `Send tilbud` mails it with the
// right total, and `Ny versjon` copies a sent quote into a new draft. Bad input gives the Norwegian messages.

// The first visit to a console page parses about 1 MB of antd/pro-components JavaScript.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The form's messages (schema/src/quotes/quote-rules.ts), as staff read them. */
const MESSAGES = {
  quantity: 'Antall må være et helt tall fra 1 til 10 000',
  unitPrice: 'Enhetspris må være et beløp fra 0 til 100 000 kr med høyst to desimaler',
  productNotFound: 'Produktet finnes ikke i katalogen',
};

/** Amounts are written with no-break spaces ('8 143 kr'); compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const line = (page: Page, index: number) => page.getByTestId(`quote-line-${index}`);

async function chooseProduct(page: Page, row: Locator, name: string) {
  // antd's Select keeps its input out of sight; open it by its visible box and pick from the open list.
  // The list is virtual (only what is in view exists): search for the product first.
  await row.locator('.ant-form-item').filter({ hasText: 'Produkt' }).locator('.ant-select-selector').click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
}

async function fillLine(page: Page, index: number, product: string, quantity: number, unitPrice: number) {
  const row = line(page, index);
  await chooseProduct(page, row, product);
  await row.getByLabel('Størrelse').fill('M');
  await row.getByLabel('Farge').fill('Svart');
  await row.getByLabel('Antall').fill(String(quantity));
  await row.getByLabel('Enhetspris').fill(String(unitPrice));
}

const totals = (page: Page) => page.getByTestId('quote-totals').first();

test('a quote request becomes a quote that is sent by mail, then gets a new version', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('quote');
  const message = `Hei! Vi er 20 russ som vil ha tilbud på hoodies og bukser. ${Date.now()}`;
  const contact = await request.post('/api/contact', {
    data: { firstName: 'Tiril', lastName: 'Tilbud', email, subject: 'tilbud', message },
  });
  expect(contact.status(), await contact.text()).toBeLessThan(300);

  // Henvendelser → the message → `Lag tilbud`.
  await signInToAdmin(page, '/admin/contacts');
  await page.getByPlaceholder('Søk i navn, e-post og melding').fill(email);
  await page.getByRole('button', { name: /^(loading )?Søk$/ }).click();
  const contactRow = page.getByRole('row').filter({ hasText: email });
  await contactRow.getByText('Vis', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lag tilbud' }).click();

  await expect(page).toHaveURL(/\/admin\/quotes\/new\?contact=\d+$/);
  await expect(page).toHaveTitle('Nytt tilbud – Russekompaniet – Admin');
  await expect(page.getByLabel('Kunde (e-post)')).toHaveValue(email);
  await expect(page.getByTestId('quote-context')).toContainText(message);

  // Bad input: quantity 0 and an empty price give the validators' messages on their fields.
  await chooseProduct(page, line(page, 0), 'Hoodie Original');
  await line(page, 0).getByLabel('Antall').fill('0');
  await line(page, 0).getByLabel('Enhetspris').fill('');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(line(page, 0).getByText(MESSAGES.quantity)).toBeVisible();
  await expect(line(page, 0).getByText(MESSAGES.unitPrice)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/quotes\/new/);

  // Two lines, 20 pieces: 15 % group discount under the terms, free shipping.
  await fillLine(page, 0, 'Hoodie Original', 12, 499);
  await page.getByRole('button', { name: 'Legg til linje' }).click();
  await fillLine(page, 1, 'Sweatpants', 8, 449);
  await line(page, 1).getByLabel('Trykknavn').fill('TIRIL');
  await expect(line(page, 0).getByText(MESSAGES.quantity)).toBeHidden();

  // 12 × 499 + 8 × 449 = 9 580; 15 % = 1 437; total 8 143 kr incl. 1 628,60 kr MVA.
  await expect.poll(async () => plain(await totals(page).innerText())).toContain('8 143 kr');
  const summary = plain(await totals(page).innerText());
  expect(summary).toContain('Varer (20 stk.)');
  expect(summary).toContain('9 580 kr');
  expect(summary).toContain('Grupperabatt 15 % (vilkår)');
  expect(summary).toContain('-1 437 kr');
  expect(summary).toContain('Frakt');
  expect(summary).toContain('1 628,60 kr');

  // The service page's reading is shown when chosen, and changes the totals.
  await page.getByLabel(/Grupperabatt etter tjenestesiden/).check();
  await expect.poll(async () => plain(await totals(page).innerText())).toContain('Grupperabatt 10 % (tjenestesiden)');
  await expect(totals(page)).toContainText(/8\s622\skr/);
  await page.getByLabel(/Grupperabatt etter vilkår/).check();
  await expect.poll(async () => plain(await totals(page).innerText())).toContain('Grupperabatt 15 % (vilkår)');

  // A product that is gone by the time the form is saved: the server's message shows on 'Produkt'.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> };
    if (body?.operationName !== 'CreateQuote') return route.continue();
    const input = body.variables?.input as { lines: { productId: number }[] };
    input.lines[0]!.productId = 987654;
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(line(page, 0).getByText(MESSAGES.productNotFound)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/quotes\/new/);
  await page.unroute('**/graphql');

  // 'Lagre' keeps the draft and opens it.
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/\d+$/);
  const quoteUrl = page.url();
  await expect(page.getByTestId('quote-status')).toHaveText('Utkast');
  const heading = await page.getByRole('heading', { level: 2 }).first().innerText();
  const quoteNumber = /T-\d{4}-\d+/.exec(heading)?.[0];
  expect(quoteNumber, heading).toBeTruthy();
  await expect(page.getByTestId('quote-lines')).toContainText('Hoodie Original');
  await expect(page.getByTestId('quote-lines')).toContainText('TIRIL');
  await expect(page.getByTestId('quote-total').first()).toHaveText(/8\s143\skr/);
  await expect(page.getByLabel('Historikk')).toContainText('Tilbud opprettet');

  // `Send tilbud` asks first, then mails the quote with the right total.
  const since = new Date();
  await page.getByRole('button', { name: 'Send tilbud' }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: 'Er du sikker?' });
  await confirm.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByTestId('quote-status')).toHaveText('Sendt');
  await expect(page.getByRole('button', { name: 'Send tilbud' })).toBeHidden();
  await expect(page.getByLabel('Historikk')).toContainText('Tilbud sendt');
  const mail = await waitForMail({ to: email, since, timeoutMs: 20_000 });
  expect(plain(`${mail.text ?? ''}`)).toContain('8 143 kr');
  expect(plain(`${mail.subject} ${mail.text ?? ''}`)).toContain(quoteNumber!);

  // The list finds it by the customer's e-mail, with its status tag.
  await page.goto('/admin/quotes');
  await expect(page).toHaveTitle('Tilbud – Russekompaniet – Admin');
  await page.getByPlaceholder('Søk i tilbudsnummer, e-post og navn').fill(email);
  await page.getByRole('button', { name: /^(loading )?Søk$/ }).click();
  const quoteRow = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: quoteNumber! });
  await expect(quoteRow).toHaveCount(1);
  await expect(quoteRow).toContainText('Sendt');
  await expect(quoteRow).toContainText(/8\s143\skr/);
  await expect(quoteRow).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await quoteRow.click();
  await expect(page).toHaveURL(quoteUrl);

  // `Ny versjon`: a new draft (version 2) opens in the form; more pieces give the 25 % tier.
  await page.getByRole('button', { name: 'Ny versjon' }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('versjon 2');
  await line(page, 1).getByLabel('Antall').fill('38');
  await expect.poll(async () => plain(await totals(page).innerText())).toContain('Grupperabatt 25 % (vilkår)');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/\d+$/);
  expect(page.url()).not.toBe(quoteUrl);
  await expect(page.getByTestId('quote-status')).toHaveText('Utkast');
  await expect(page.getByTestId('quote-facts')).toContainText('forrige versjon');
  await expect(page.getByRole('button', { name: 'Send tilbud' })).toBeVisible();
  await expect(page.getByLabel('Historikk')).toContainText(/Ny versjon laget|Tilbud opprettet/);
});
