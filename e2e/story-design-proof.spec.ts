import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { pngBytes } from '../api/test/support/multipart';
import { followSignInLink, requestSignInLink, signInToAdmin, uniqueEmail } from './support/auth';
import { extractLink, waitForMail } from './support/mail';
import { confirm, dataRows, openDialog, searchButton } from './support/story';

// Issue 10, item 1, "what must be shown", as one story in Chromium: a customer (real mailed sign-in) uploads a
// design and submits it; staff (real login form) find it under 'Venter' and upload a proof; the proof mail
// arrives; the customer asks for changes with a note; staff see the note (and the shop's notice mail arrives) and
// upload a second proof; the customer approves it; staff set it in production; the customer's dashboard and
// mailbox show each step. Then a second design is rejected and the customer sees staff's note.

// The first visit to a console page parses about 1 MB of antd/pro-components JavaScript: assertions get more time.
const expect = baseExpect.configure({ timeout: 20_000 });

const SHOP_EMAIL = 'post@russekompaniet.no';
const run = Date.now().toString(36);

const card = (page: Page, name: string): Locator =>
  page.getByTestId('design-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openDesignsTab(page: Page): Promise<void> {
  await page.goto('/customer-dashboard?tab=designs');
  await expect(page.getByRole('heading', { name: 'Last opp design' })).toBeVisible({ timeout: 30_000 });
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible();
}

/** The customer uploads a PNG as a new design and sends it to review ('Venter'). */
async function uploadAndSubmit(page: Page, name: string, buffer: Buffer) {
  await openDesignsTab(page);
  await page.getByLabel('Velg designfil').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer });
  const form = page.getByRole('form', { name: 'Nytt design' });
  await form.getByRole('textbox', { name: 'Navn på designet' }).fill(name);
  await form.getByRole('button', { name: 'Last opp design' }).click();
  await expectToast(page, 'Designet er lastet opp');
  const mine = card(page, name);
  await expect(mine.getByTestId('design-status')).toHaveText('Utkast');
  await mine.getByRole('button', { name: 'Send til godkjenning' }).click();
  await expectToast(page, 'Sendt til godkjenning');
  await expect(mine.getByTestId('design-status')).toHaveText('Venter');
}

/** Staff open the design from the console's list; 'Venter' is the list's default view. */
async function openInConsole(staff: Page, name: string) {
  await staff.goto('/admin/designs');
  await expect(staff.getByRole('heading', { name: 'Design', level: 2 })).toBeVisible();
  // The status filter starts on 'Venter': what waits for staff.
  await expect(staff.locator('.ant-pro-query-filter .ant-select-selection-item')).toHaveText('Venter');
  await staff.getByLabel('Søk').fill(name);
  await searchButton(staff).click();
  const row = dataRows(staff).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Venter');
  await row.getByRole('link', { name }).click();
  await expect(staff.getByRole('heading', { name: `Design: ${name}` })).toBeVisible();
}

async function uploadProof(staff: Page, fileName: string, buffer: Buffer, message: string) {
  const dialog = await openDialog(staff, 'Last opp korrektur', /Last opp korrektur/);
  await dialog.getByLabel('Fil').setInputFiles({ name: fileName, mimeType: 'image/png', buffer });
  await dialog.getByLabel('Melding til kunden').fill(message);
  await dialog.getByRole('button', { name: 'Last opp' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText('Korrekturen er lastet opp, og kunden har fått e-post.')).toBeVisible();
}

const statusTag = (staff: Page) =>
  staff.locator('.ant-descriptions-item').filter({ hasText: 'Status' }).locator('.ant-tag');

test('design proof: submit, proof, changes requested, second proof, approved, in production; a rejection', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('proof');
  const joined = await request.post('/api/members', {
    data: { firstName: 'Kari', lastName: 'Korrektur', email, school: 'Bodø vgs', graduationYear: '2027' },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  const customer = await (await browser.newContext()).newPage();
  const staff = await (await browser.newContext()).newPage();
  await followSignInLink(customer, await requestSignInLink(customer, email));
  await expect(customer).toHaveURL(/\/customer-dashboard$/);

  // --- The customer uploads a design and submits it ------------------------------------------------------------
  const name = `Russelogo ${run}`;
  await uploadAndSubmit(customer, name, pngBytes(4, 4, [200, 16, 46]));

  // --- Staff find it under 'Venter' and upload a proof ---------------------------------------------------------
  await signInToAdmin(staff, '/admin/designs');
  await expect(staff.getByRole('menuitem', { name: /Design/ })).toBeVisible();
  await openInConsole(staff, name);
  const versions = staff.getByTestId('design-version');
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText('Fra kunden');
  await expect(versions.first()).toContainText('logo.png');
  await expect(versions.first()).toContainText('lastet opp av kunden');
  // Only what the status allows is offered: a waiting design cannot go to production yet.
  await expect(staff.getByRole('button', { name: 'Sett i produksjon' })).toHaveCount(0);

  const proofSent = new Date();
  await uploadProof(
    staff,
    'korrektur-1.png',
    pngBytes(8, 8, [16, 26, 58]),
    'Her er første forslag med logoen på brystet.',
  );
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Versjon 2');
  await expect(versions.first()).toContainText('Korrektur fra oss');
  await expect(versions.first()).toContainText('lastet opp av butikken (admin)');
  await expect(versions.first().getByRole('img', { name: 'Forhåndsvisning av versjon 2' })).toBeVisible();

  // --- The proof mail arrives; the customer sees the proof and asks for changes -------------------------------
  const proofMail = await waitForMail({
    to: email,
    subject: `Ny korrektur til godkjenning – ${name}`,
    since: proofSent,
  });
  expect(proofMail.text).toContain('Her er første forslag med logoen på brystet.');
  await customer.goto(extractLink(proofMail, '/customer-dashboard?tab=designs'));
  await expect(customer.getByRole('heading', { name: 'Last opp design' })).toBeVisible({ timeout: 30_000 });
  const mine = card(customer, name);
  const proof = mine.getByTestId('design-proof');
  await expect(proof).toContainText('Korrektur fra oss – venter på svar fra deg');
  await expect(proof).toContainText('Her er første forslag med logoen på brystet.');
  await expect(mine).toContainText('Versjon 2 · korrektur-1.png');
  await mine.getByRole('button', { name: 'Vis' }).click();
  const preview = customer.getByRole('dialog', { name });
  await expect
    .poll(() =>
      preview
        .getByRole('img', { name: `Forhåndsvisning av ${name}` })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(8);
  await preview.getByRole('button', { name: 'Lukk' }).first().click();

  const changesSent = new Date();
  await proof.getByRole('button', { name: 'Be om endringer' }).click();
  const ask = customer.getByRole('dialog', { name: `Be om endringer i ${name}` });
  await ask.getByRole('button', { name: 'Send endringsønsker' }).click();
  await expect(ask.getByLabel('Hva vil du endre?')).toBeFocused();
  await ask.getByLabel('Hva vil du endre?').fill('Gjør logoen større og bruk mørkeblått.');
  await ask.getByRole('button', { name: 'Send endringsønsker' }).click();
  await expectToast(customer, 'Endringsønsket er sendt');
  await expect(mine.getByTestId('design-status')).toHaveText('Venter');
  await expect(proof).toContainText('Dine endringsønsker: Gjør logoen større og bruk mørkeblått.');
  await expect(proof.getByRole('button', { name: 'Godkjenn korrektur' })).toHaveCount(0);

  // --- The shop is told; staff see the note and upload a second proof -----------------------------------------
  const notice = await waitForMail({
    to: SHOP_EMAIL,
    subject: `Kunden ber om endringer i korrekturen – ${name}`,
    since: changesSent,
  });
  expect(notice.text).toContain('Gjør logoen større og bruk mørkeblått.');
  await openInConsole(staff, name);
  await expect(staff.getByTestId('change-request')).toContainText('Gjør logoen større og bruk mørkeblått.');
  const history = staff.getByRole('list', { name: 'Historikk' });
  await expect(history).toContainText('Kunden ba om endringer: «Gjør logoen større og bruk mørkeblått.»');
  await expect(history).toContainText('Korrektur lastet opp (versjon 2)');

  const secondSent = new Date();
  await uploadProof(staff, 'korrektur-2.png', pngBytes(12, 12, [16, 26, 90]), 'Større logo i mørkeblått.');
  await expect(staff.getByTestId('change-request')).toHaveCount(0);
  await waitForMail({
    to: email,
    subject: `Ny korrektur til godkjenning – ${name}`,
    since: secondSent,
    contains: 'Større logo i mørkeblått.',
  });

  // --- The customer approves the second proof ------------------------------------------------------------------
  await openDesignsTab(customer);
  await expect(proof).toContainText('Større logo i mørkeblått.');
  await expect(mine).toContainText('Versjon 3 · korrektur-2.png');
  await proof.getByRole('button', { name: 'Godkjenn korrektur' }).click();
  await expectToast(customer, 'Korrekturen er godkjent');
  await expect(mine.getByTestId('design-status')).toHaveText('Godkjent');
  await expect(proof.getByRole('button', { name: 'Be om endringer' })).toHaveCount(0);

  // --- Staff set it in production; the customer's dashboard and mailbox show it --------------------------------
  await staff.reload();
  await expect(statusTag(staff)).toHaveText('Godkjent');
  await expect(history).toContainText('Kunden godkjente korrekturen');
  await expect(staff.getByRole('button', { name: 'Godkjenn', exact: true })).toHaveCount(0);
  const producedAt = new Date();
  await confirm(staff, staff.getByRole('button', { name: 'Sett i produksjon' }));
  await expect(statusTag(staff)).toHaveText('I produksjon');
  await expect(history).toContainText('Satt i produksjon');
  await expect(staff.getByRole('button', { name: 'Last opp korrektur' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Avvis' })).toHaveCount(0);
  await waitForMail({ to: email, subject: `Designet ditt er satt i produksjon – ${name}`, since: producedAt });
  await openDesignsTab(customer);
  await expect(mine.getByTestId('design-status')).toHaveText('I produksjon');

  // --- A second design is rejected: the customer sees staff's note -------------------------------------------
  const rejectedName = `Ryggtrykk ${run}`;
  await uploadAndSubmit(customer, rejectedName, pngBytes(3, 3, [10, 10, 10]));
  await openInConsole(staff, rejectedName);
  const reject = await openDialog(staff, 'Avvis', /Avvis design/);
  await reject.getByRole('button', { name: 'Avvis' }).click();
  await expect(reject.getByText('Skriv en begrunnelse til kunden')).toBeVisible();
  await reject.getByLabel('Begrunnelse').fill('Oppløsningen er for lav. Send logoen i minst 300 DPI.');
  const rejectedAt = new Date();
  await reject.getByRole('button', { name: 'Avvis' }).click();
  await expect(reject).toBeHidden();
  await expect(statusTag(staff)).toHaveText('Avvist');
  await expect(staff.getByRole('list', { name: 'Historikk' })).toContainText(
    'Avvist: Oppløsningen er for lav. Send logoen i minst 300 DPI.',
  );
  const rejectedMail = await waitForMail({
    to: email,
    subject: `Designet ditt trenger endringer – ${rejectedName}`,
    since: rejectedAt,
  });
  expect(rejectedMail.text).toContain('Oppløsningen er for lav. Send logoen i minst 300 DPI.');
  await openDesignsTab(customer);
  const rejected = card(customer, rejectedName);
  await expect(rejected.getByTestId('design-status')).toHaveText('Avvist');
  await expect(rejected).toContainText('Merknad fra oss: Oppløsningen er for lav. Send logoen i minst 300 DPI.');
});
