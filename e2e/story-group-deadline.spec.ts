import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { followSignInLink, requestSignInLink, signInToAdmin, uniqueEmail } from './support/auth';
import { arrangeGroupWithSizes } from './support/db';
import { extractLink, findMails, waitForMail } from './support/mail';
import { confirm, dataRows, searchButton } from './support/story';

// Issue 10, groups (admin §7): a group whose deadline has passed. Staff find it in `Grupper` (real login form),
// see its members and size matrix, and `Forleng frist`: the members are mailed, and a member who could not submit
// (real mailed sign-in) now can. `Send påminnelse` then reaches only the member still without sizes. The group
// page shows the matrix (and its CSV), offers `Lag tilbud fra gruppen`, records each step in `Historikk`, and
// after `Arkiver` offers none of the actions. (The daily reminder job is covered by worker/test/group-reminders.)

const osloDay = (offsetDays: number) => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' })
    .format(new Date(Date.now() + offsetDays * 86_400_000))
    .split('-');
  return `${d}.${m}.${y}`;
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await followSignInLink(page, await requestSignInLink(page, email));
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  return page;
}

test('a passed group deadline extended in the console lets a member submit; the reminder reaches only those without sizes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const groupName = `Frist 3STB ${stamp}`;
  const coordinator = { email: uniqueEmail('frist-koord'), firstName: 'Kari' };
  const done = { email: uniqueEmail('frist-ferdig'), firstName: 'Anne' };
  const late = { email: uniqueEmail('frist-sen'), firstName: 'Bjørn' };
  const silent = { email: uniqueEmail('frist-stille'), firstName: 'Cato' };
  const group = await arrangeGroupWithSizes({
    name: groupName,
    coordinator,
    deadlineDays: -1,
    members: [
      { ...done, lines: [{ product: 'Hoodie Original', size: 'M', color: 'navy', quantity: 1, printName: 'ANNE' }] },
      { ...late, lines: [] },
      { ...silent, lines: [] },
    ],
  });

  // Bjørn signs in by mail: the deadline has passed, so the group takes no sizes.
  const member = await signedInPage(browser, late.email);
  await member.goto('/customer-dashboard?tab=groups');
  const memberCard = member.getByRole('article', { name: groupName });
  await expect(memberCard.getByText('Innsending stengt', { exact: true })).toBeVisible();
  await memberCard.getByRole('button', { name: 'Send inn størrelser' }).click();
  await expect(memberCard.getByRole('group', { name: 'Produkt 1' }).getByLabel('Størrelse')).toBeDisabled();

  // Staff find the group in `Grupper` with the search box.
  const staff = await (await browser.newContext()).newPage();
  await signInToAdmin(staff, '/admin/');
  await expect(staff.getByRole('menuitem', { name: 'Grupper' })).toBeVisible();
  // Menu order of admin §1: ... Returer, Design, Grupper, Meldinger, Henvendelser ...
  const menu = (await staff.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  const at = (name: string) => menu.indexOf(name);
  expect(at('Grupper')).toBeGreaterThan(Math.max(at('Returer'), at('Design')));
  expect(at('Grupper')).toBeLessThan(at('Henvendelser'));
  await staff.getByRole('menuitem', { name: 'Grupper' }).click();
  await expect(staff).toHaveTitle('Grupper – Russekompaniet – Admin');
  await expect(staff.getByRole('heading', { name: 'Grupper', level: 2 })).toBeVisible();
  await staff.getByLabel('Søk', { exact: true }).fill(groupName);
  await searchButton(staff).click();
  const row = dataRows(staff).filter({ hasText: groupName });
  await expect(dataRows(staff)).toHaveCount(1);
  await expect(row).toContainText('Oslo katedralskole');
  await expect(row).toContainText('2026');
  await expect(row).toContainText('Kari Testesen');
  await expect(row).toContainText(coordinator.email);
  await expect(row.getByLabel('3 akseptert, 0 invitert')).toHaveText('3 / 0');
  await expect(row).toContainText(osloDay(-1));
  await expect(row).toContainText('Aktiv');
  await row.getByRole('link', { name: groupName }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/groups/${group.id}$`));

  // The group page: members with status and sizes, the matrix, and no reminder after the deadline.
  await expect(staff.getByRole('heading', { name: `Gruppe ${groupName}` })).toBeVisible();
  const members = staff.getByRole('table', { name: 'Medlemmer' });
  const memberRow = (email: string) => members.getByRole('row', { name: new RegExp(escape(email)) });
  await expect(memberRow(done.email)).toContainText('Akseptert');
  await expect(memberRow(done.email)).toContainText('Sendt inn');
  await expect(memberRow(late.email)).toContainText('Mangler');
  await expect(memberRow(silent.email)).toContainText('Mangler');
  const matrix = staff.getByRole('table', { name: 'Størrelsesmatrise' });
  await expect(matrix.getByRole('row', { name: /Navy/ })).toContainText('Hoodie Original');
  await expect(staff.getByRole('button', { name: 'Send påminnelse' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Lag tilbud fra gruppen' })).toBeVisible();

  // `Forleng frist`: 'Ny frist' is required; a week ahead is saved.
  let since = new Date();
  await staff.getByRole('button', { name: 'Forleng frist' }).click();
  const dialog = staff.getByRole('dialog').filter({ hasText: `Forleng frist for ${groupName}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Velg en ny frist')).toBeVisible();
  await dialog.getByLabel('Ny frist').fill(osloDay(7));
  await dialog.getByLabel('Ny frist').press('Enter');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText('Fristen er forlenget, og medlemmene har fått e-post.')).toBeVisible();
  const history = staff.getByRole('list', { name: 'Historikk' });
  await expect(history).toContainText(`Frist forlenget fra ${osloDay(-1)} til ${osloDay(7)}`);
  await expect(history).toContainText('admin');

  // Every accepted member is told the new deadline.
  for (const person of [done, late, silent]) {
    const mail = await waitForMail({ to: person.email, since, subject: `Ny frist for størrelser i ${groupName}` });
    expect(mail.text).toContain('Ny frist:');
    expect(extractLink(mail, '/customer-dashboard')).toMatch(/\/customer-dashboard\?tab=groups$/);
  }

  // Bjørn can submit now: the form is open for him.
  await member.reload();
  await expect(memberCard.getByText('Innsending stengt', { exact: true })).toHaveCount(0);
  await memberCard.getByRole('button', { name: 'Send inn størrelser' }).click();
  const line = memberCard.getByRole('group', { name: 'Produkt 1' });
  await line.getByLabel('Produkt', { exact: true }).selectOption({ label: 'Hoodie Original' });
  await line.getByLabel('Størrelse').selectOption('L');
  await line.getByLabel('Farge').selectOption({ label: 'Svart' });
  await line.getByLabel('Navn på trykk').fill('BJØRN');
  await memberCard.getByRole('button', { name: 'Lagre størrelser' }).click();
  await expect(member.getByText('Størrelsene dine er lagret')).toBeVisible();

  // `Send påminnelse` goes only to Cato, the one accepted member still without sizes.
  await staff.reload();
  // The console loads anew: on a busy 2-core CI machine that can take longer than one expect's default.
  await expect(members).toBeVisible({ timeout: 30_000 });
  await expect(memberRow(late.email)).toContainText('Sendt inn');
  since = new Date();
  await confirm(staff, staff.getByRole('button', { name: 'Send påminnelse' }));
  await expect(staff.getByText('Påminnelsen er sendt til 1 medlem.')).toBeVisible();
  const reminderSubject = `Påminnelse: send inn størrelsene dine til ${groupName}`;
  const reminder = await waitForMail({ to: silent.email, since, subject: reminderSubject });
  expect(reminder.text).toContain('Frist:');
  for (const person of [done, late, coordinator]) {
    expect(await findMails({ to: person.email, since, subject: reminderSubject })).toEqual([]);
  }
  await expect(history).toContainText('Påminnelse sendt til 1 medlem');

  // The matrix counts both submissions, with totals; the CSV has the same.
  await expect(matrix.getByRole('columnheader')).toHaveText(['Produkt', 'Farge', 'M', 'L', 'Totalt']);
  await expect(matrix.getByRole('row', { name: /Svart/ }).getByRole('cell')).toHaveText([
    'Hoodie Original',
    'Svart',
    '0',
    '1',
    '1',
  ]);
  await expect(matrix.getByRole('row', { name: /^Totalt/ }).getByRole('cell')).toHaveText([
    'Totalt',
    '',
    '1',
    '1',
    '2',
  ]);
  const downloading = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Last ned CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  expect(csv.slice(1).split('\r\n')).toContain('Totalt;;1;1;2');
  expect(csv).toContain(`Bjørn Testesen;${late.email};Hoodie Original;L;Svart;1;BJØRN`);

  // `Lag tilbud fra gruppen` opens the quote form for this group.
  await staff.getByRole('button', { name: 'Lag tilbud fra gruppen' }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/quotes/new\\?group=${group.id}$`));
  await staff.goBack();

  // `Arkiver` asks first; afterwards no action is offered.
  await confirm(staff, staff.getByRole('button', { name: 'Arkiver' }));
  await expect(staff.getByText('Gruppen er arkivert.')).toBeVisible();
  await expect(staff.locator('.ant-page-header-heading-tags')).toContainText('Arkivert');
  for (const action of ['Forleng frist', 'Send påminnelse', 'Arkiver']) {
    await expect(staff.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  await expect(history).toContainText('Arkivert');

  await member.context().close();
  await staff.context().close();
});
