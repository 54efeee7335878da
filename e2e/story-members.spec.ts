import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { requestSignInLink, signInByMail, signInToAdmin, uniqueEmail } from './support/auth';
import { waitForMail } from './support/mail';
import { confirm, dataRows, searchButton } from './support/story';

// Issue 10, members (admin §9): staff search the console's 'Medlemmer', open a member, download the filtered list
// as CSV (a spreadsheet opens it: BOM, formula-looking text neutralised); an administrator deactivates the member
// (their open session ends, the sign-in form gets them no link, a link mailed earlier signs in nobody) and activates
// them again.

const expect = baseExpect.configure({ timeout: 20_000 });

test('members: search, detail, CSV export, deactivate and activate again', async ({ browser }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const school = `Medlemsskolen ${run}`;
  const ase = { firstName: 'Åse', lastName: `Ødegård ${run}`, email: uniqueEmail('members-ase') };
  const formula = {
    firstName: '=HYPERLINK("http://evil.example")',
    lastName: 'Formel',
    email: uniqueEmail('members-f'),
  };

  // --- Two members of one school join through the public signup; Åse signs in on her own device -------------
  const member = await (await browser.newContext()).newPage();
  for (const person of [ase, formula]) {
    const joined = await member.request.post('/api/members', {
      data: { ...person, school, graduationYear: '2026' },
    });
    expect(joined.status()).toBe(201);
  }
  await signInByMail(member, ase.email);
  await expect(member).toHaveURL(/\/customer-dashboard/);
  await expect(member.getByText(`Velkommen, ${ase.firstName}!`)).toBeVisible();

  // --- Staff: 'Medlemmer' after 'Henvendelser', search by school and by name ---------------------------------
  const staff = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signInToAdmin(staff, '/admin/members');
  const menu = staff.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Henvendelser' })).toBeVisible();
  const labels = await menu.getByRole('menuitem').allInnerTexts();
  expect(labels.indexOf('Medlemmer')).toBe(labels.indexOf('Henvendelser') + 1);

  await staff.getByLabel('Søk').fill(school);
  await searchButton(staff).click();
  await expect(dataRows(staff)).toHaveCount(2);
  await expect(dataRows(staff).first()).toContainText(school);
  await staff.getByLabel('Søk').fill(ase.lastName);
  await searchButton(staff).click();
  await expect(dataRows(staff)).toHaveCount(1);
  await expect(dataRows(staff)).toContainText(ase.email);
  await expect(dataRows(staff)).toContainText('Aktiv');

  // --- Eksporter CSV: the list as searched (the whole school), safe for a spreadsheet ------------------------
  await staff.getByLabel('Søk').fill(school);
  await searchButton(staff).click();
  await expect(dataRows(staff)).toHaveCount(2);
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('link', { name: /Eksporter CSV/ }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Fornavn;Etternavn;E-post;Skole;Avgangskull;Medlem siden;Status');
  expect(lines).toHaveLength(4); // header, two members, the empty end after the last CRLF
  const formulaLine = lines.find((line) => line.includes(formula.email));
  expect(formulaLine).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)";Formel;/);
  expect(formulaLine).toMatch(/;2026;\d{2}\.\d{2}\.\d{4};Aktiv$/);
  expect(lines.find((l) => l.includes(ase.email))).toMatch(new RegExp(`^Åse;Ødegård ${run};`));

  // --- The member's page: profile, records, history -------------------------------------------------------
  await staff.getByRole('link', { name: `${ase.firstName} ${ase.lastName}` }).click();
  await expect(staff).toHaveURL(/\/admin\/members\/\d+$/);
  await expect(staff.getByRole('heading', { name: `${ase.firstName} ${ase.lastName}` })).toBeVisible();
  for (const section of [
    'Profil',
    'Ordrer (0)',
    'Tilbud (0)',
    'Fakturaer (0)',
    'Design (0)',
    'Grupper (0)',
    'Meldinger (0)',
  ]) {
    await expect(staff.getByText(section, { exact: true })).toBeVisible();
  }
  await expect(staff.getByText(school)).toBeVisible();

  // Åse asks for a sign-in link for a second device (she stays signed in here) before anything happens.
  const second = await (await browser.newContext()).newPage();
  const earlierLink = await requestSignInLink(second, ase.email);

  // --- An administrator deactivates: the open session ends, and the sign-in form brings no link --------------
  await confirm(staff, staff.getByRole('button', { name: 'Deaktiver' }));
  await expect(staff.getByText('Medlemmet er deaktivert.')).toBeVisible();
  await expect(staff.locator('.ant-descriptions').getByText('Deaktivert', { exact: true })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Aktiver' })).toBeVisible();
  await expect(staff.getByLabel('Historikk')).toContainText('Deaktiverte medlemmet');

  expect((await member.request.get('/api/auth/user')).status()).toBe(401);
  const since = new Date();
  await member.goto('/api/login');
  const form = member.getByRole('form', { name: 'Logg inn' });
  await form.getByLabel('E-post').fill(ase.email);
  await form.getByRole('button', { name: 'Send innloggingslenke' }).click();
  await expect(member.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();
  const refused = await waitForMail({ to: ase.email, since, contains: 'kontoen er deaktivert' });
  expect(refused.text).not.toContain('/api/auth/verify');
  // The link mailed before the deactivation signs in nobody either, and the page says why.
  await second.goto(earlierLink);
  await second.getByRole('button', { name: 'Logg inn' }).click();
  await expect(second).toHaveURL(/\/login\?error=deactivated$/);
  await expect(second.getByRole('alert')).toContainText('Kontoen din er deaktivert');
  expect((await second.request.get('/api/auth/user')).status()).toBe(401);

  // --- Activated again, the member signs in as before ----------------------------------------------------
  await confirm(staff, staff.getByRole('button', { name: 'Aktiver' }));
  await expect(staff.getByText('Medlemmet er aktivert igjen.')).toBeVisible();
  await expect(staff.getByLabel('Historikk')).toContainText('Aktiverte medlemmet igjen');
  await signInByMail(member, ase.email);
  await expect(member.getByText(`Velkommen, ${ase.firstName}!`)).toBeVisible();
});
