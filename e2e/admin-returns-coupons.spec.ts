import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatNok, NBSP } from '../schema/src/domain/money';
import { demoMember, followSignInLink, requestSignInLink, signInToAdmin, uniqueEmail } from './support/auth';
import { waitForMail } from './support/mail';

// admin §5 and §10, end to end: staff sign in through the console's login form, approve the seeded return with a
// refund and complete it (a credit note is issued, the customer is mailed each step); then create a coupon with
// 'Ny kupong', assign it to a member with 'Tildel medlemmer', and that member sees it in 'Mine kuponger'.

// The first visit to a console page parses about 1 MB of antd/pro-components JavaScript; give assertions time.
const expect = baseExpect.configure({ timeout: 20_000 });

const plain = (text: string) => text.replaceAll(NBSP, ' ');

/** The search form's submit button (while a request runs, antd names it "loading Søk"). */
const searchButton = (page: Page) => page.getByRole('button', { name: /^(loading )?Søk$/ });
const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function chooseStatus(page: Page, label: string) {
  await page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('Status') })
    .locator('.ant-select-selector')
    .click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
}

test('returns: Godkjenn with a refund, Fullfør with a credit note, mails to the customer; coupons: create and assign', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);

  // --- Returer -------------------------------------------------------------------------------------------
  await signInToAdmin(page, '/admin/returns');
  await expect(page).toHaveTitle('Returer – Russekompaniet – Admin');
  await expect(page.getByRole('menuitem', { name: /Returer/ })).toBeVisible();
  await expect(page.getByText(/^Totalt \d+ retur(er)?$/)).toBeVisible();

  // The seeded return: the demo customer's sweatpants, 'Behandles'.
  await chooseStatus(page, 'Behandles');
  await page.getByPlaceholder('Ordrenummer, kunde, vare eller årsak').fill('Sweatpants Nordmann');
  await searchButton(page).click();
  const row = dataRows(page).filter({ hasText: 'Sweatpants' }).filter({ hasText: demoMember.email }).first();
  await expect(row).toContainText('Behandles');
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  const orderNumber = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^RK-/);

  await row.getByRole('link', { name: /^#\d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/returns\/\d+$/);
  const returnId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: `Retur #${returnId}` })).toBeVisible();
  const priceText =
    (await page.locator('.ant-descriptions-item').filter({ hasText: 'Varens pris' }).textContent()) ?? '';
  const price = Number(
    plain(priceText)
      .replace(/[^\d,]/g, '')
      .replace(',', '.'),
  );
  expect(price).toBeGreaterThan(0);

  // Godkjenn: more than the item's price is refused by the server with a Norwegian message.
  await page.getByRole('button', { name: 'Godkjenn', exact: true }).click();
  const approve = page.getByRole('dialog', { name: 'Godkjenn retur' });
  const refund = approve.getByLabel('Refusjonsbeløp');
  await refund.fill(String(price + 100).replace('.', ','));
  await approve.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(approve).toContainText('Refusjonsbeløpet kan ikke være høyere enn varens pris');

  const refundAmount = Math.min(price, 150);
  const approvedSince = new Date();
  await refund.fill(String(refundAmount));
  await approve.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(approve).toBeHidden();
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: 'Status' }).first()).toContainText('Godkjent');
  const approvedMail = await waitForMail({
    to: demoMember.email,
    subject: `Returen din er godkjent – ordre ${orderNumber}`,
    since: approvedSince,
    timeoutMs: 20_000,
  });
  expect(plain(approvedMail.text ?? '')).toContain(`Refusjonsbeløp: ${plain(formatNok(refundAmount))}`);

  // Fullfør: asks first, then issues the credit note.
  await expect(page.getByRole('button', { name: 'Godkjenn', exact: true })).toHaveCount(0);
  const completedSince = new Date();
  await page.getByRole('button', { name: 'Fullfør' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Ja' }).click();
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: 'Status' }).first()).toContainText('Fullført');
  await expect(page.getByRole('button', { name: 'Fullfør' })).toHaveCount(0);

  const history = page.getByRole('list', { name: 'Historikk' });
  await expect(history).toContainText('Godkjent med refusjon');
  await expect(history).toContainText(/Fullført, kreditnota \d{4}-\d{4}/);
  const creditNote = ((await history.textContent()) ?? '').match(/kreditnota (\d{4}-\d{4})/)![1];

  const completedMail = await waitForMail({
    to: demoMember.email,
    subject: `Refusjonen for returen din er utbetalt – ordre ${orderNumber}`,
    since: completedSince,
    timeoutMs: 20_000,
  });
  expect(completedMail.text ?? '').toContain(`Kreditnota: ${creditNote}`);

  // The list shows it 'Fullført' with the refund.
  await page.getByRole('menuitem', { name: /Returer/ }).click();
  await page.getByPlaceholder('Ordrenummer, kunde, vare eller årsak').fill(orderNumber);
  await searchButton(page).click();
  const done = dataRows(page).filter({ hasText: `#${returnId}` });
  await expect(done).toContainText('Fullført');
  await expect.poll(async () => plain((await done.textContent()) ?? '')).toContain(plain(formatNok(refundAmount)));

  // --- Kuponger ------------------------------------------------------------------------------------------
  const memberEmail = uniqueEmail('kupong');
  const joined = await request.post('/api/members', {
    data: { firstName: 'Kupong', lastName: 'Testesen', email: memberEmail, school: 'Bodø vgs', graduationYear: '2027' },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 32);
  await page.getByRole('menuitem', { name: /Kuponger/ }).click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  await expect(page.getByRole('row').filter({ hasText: 'RUSS25' })).toContainText('Aktiv');

  await page.getByRole('button', { name: 'Ny kupong' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny kupong' });
  // Bad input first: the Norwegian messages of the form.
  await dialog.getByLabel('Kode').fill('a!');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toContainText('Koden må være 3–32 bokstaver (A–Z) eller tall');
  await expect(dialog).toContainText('Tittel er påkrevd');

  await dialog.getByLabel('Kode').fill(code.toLowerCase());
  await dialog.getByLabel('Tittel').fill('15 % for e2e-russen');
  await dialog.getByLabel('Verdi').fill('15');
  await dialog.getByLabel('Minstebeløp').fill('300');
  await dialog.getByLabel('Maks antall bruk').fill('10');
  await dialog.getByLabel('Gyldig til').click();
  await dialog.getByLabel('Gyldig til').fill('31.12.2099');
  // Enter takes the typed date and submits the form ('Lagre').
  await dialog.getByLabel('Gyldig til').press('Enter');

  await expect(page).toHaveURL(/\/admin\/coupons\/\d+$/);
  await expect(page.getByRole('heading', { name: `Kupong ${code}` })).toBeVisible();
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: 'Verdi' })).toContainText('15 %');
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: 'Gyldig til' })).toContainText('31.12.2099');

  // Edit: 'Lagre' and 'Avbryt'.
  await page.getByRole('button', { name: 'Rediger' }).click();
  await page.getByLabel('Tittel').fill('20 % for e2e-russen');
  await page.getByLabel('Verdi').fill('20');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: 'Verdi' })).toContainText('20 %');
  await page.getByRole('button', { name: 'Rediger' }).click();
  await page.getByLabel('Tittel').fill('Skal ikke lagres');
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: 'Tittel' })).toContainText(
    '20 % for e2e-russen',
  );

  // Tildel medlemmer: search by e-mail.
  await page.getByRole('button', { name: 'Tildel medlemmer' }).click();
  const assign = page.getByRole('dialog', { name: `Tildel medlemmer – ${code}` });
  // antd's Select takes typing once opened by its visible box.
  await assign.locator('.ant-select-selector').click();
  await page.keyboard.type(memberEmail);
  await page.locator('.ant-select-dropdown:visible').getByText(`Kupong Testesen <${memberEmail}>`).click();
  // A multiple select keeps its list open: close it by clicking beside it.
  await assign.getByText(`Tildel medlemmer – ${code}`).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await assign.getByRole('button', { name: 'Tildel' }).click();
  await expect(assign).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: memberEmail })).toContainText('Ubrukt');
  const couponHistory = page.getByRole('list', { name: 'Historikk' });
  await expect(couponHistory).toContainText(`Tildelt ${memberEmail}`);
  await expect(couponHistory).toContainText('Opprettet');

  // The member signs in through the mailed link and sees the coupon in 'Mine kuponger'.
  const context = await browser.newContext();
  const member = await context.newPage();
  await followSignInLink(member, await requestSignInLink(member, memberEmail));
  await expect(member).toHaveURL(/\/customer-dashboard$/);
  await member
    .getByRole('region', { name: 'Hurtigvalg' })
    .getByRole('button', { name: /Mine kuponger/ })
    .click();
  const coupons = member.getByRole('dialog', { name: 'Mine kuponger' });
  const couponRow = coupons.getByTestId('coupon-row').filter({ hasText: code });
  await expect(couponRow).toContainText('20 % for e2e-russen');
  await expect(couponRow).toContainText('Ubrukt');
  await context.close();
});
