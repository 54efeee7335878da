import { expect as baseExpect, test } from '@playwright/test';
import { followSignInLink, requestSignInLink, signInToAdmin, uniqueEmail } from './support/auth';

// admin §10, end to end: staff sign in through the console's login form, create a coupon with 'Ny kupong' (bad
// input first), edit it, assign it to a member with 'Tildel medlemmer', and that member sees it in 'Mine kuponger'.
// (Returns, admin §5, are part of story-quote-to-cash.spec.ts.)

// The first visit to a console page parses about 1 MB of antd/pro-components JavaScript; give assertions time.
const expect = baseExpect.configure({ timeout: 20_000 });

test('coupons: create, edit and assign; the member sees the coupon', async ({ page, browser, request }) => {
  test.setTimeout(150_000);

  await signInToAdmin(page, '/admin/coupons');
  const memberEmail = uniqueEmail('kupong');
  const joined = await request.post('/api/members', {
    data: { firstName: 'Kupong', lastName: 'Testesen', email: memberEmail, school: 'Bodø vgs', graduationYear: '2027' },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 32);
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  await expect(page.getByRole('menuitem', { name: /Kuponger/ })).toBeVisible();
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
