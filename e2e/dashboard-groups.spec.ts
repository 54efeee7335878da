import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { followSignInLink, requestSignInLink, uniqueEmail } from './support/auth';
import { extractLink, waitForMail } from './support/mail';

// Issue 4, groups tab: two fresh customers signed in through the real mailed link. A creates a group, B joins
// with the code (a wrong code first) and submits sizes, A sees them in the matrix and the CSV, invites by
// e-mail and sends the sizes to the shop, then moves the deadline into the past and B's change is refused.

const osloDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date(Date.now() + offsetDays * 86_400_000));

async function signUp(request: APIRequestContext, firstName: string, email: string) {
  const res = await request.post('/api/members', {
    data: { firstName, lastName: 'Testesen', email, school: 'Oslo katedralskole', graduationYear: '2026' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await followSignInLink(page, await requestSignInLink(page, email));
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  return page;
}

test('a group: create, join with the code, sizes in the matrix and CSV, invitation, quote request, deadline lock', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const coordinator = uniqueEmail('groups-a');
  const member = uniqueEmail('groups-b');
  const invitee = uniqueEmail('groups-c');
  const groupName = `Russ 3STA ${Date.now().toString(36)}`;
  await signUp(request, 'Astrid', coordinator);
  await signUp(request, 'Bjørn', member);

  // A creates a group with a deadline in two weeks.
  const a = await signedInPage(browser, coordinator);
  await a.goto('/customer-dashboard?tab=groups');
  await expect(a.getByRole('heading', { name: 'Grupper jeg administrerer' })).toBeVisible();
  await expect(a.getByRole('heading', { name: 'Grupper jeg er medlem av' })).toHaveCount(0);
  await expect(a.getByRole('heading', { name: 'Mine størrelsesinnsendinger' })).toHaveCount(0);
  await a.getByRole('button', { name: 'Opprett gruppe' }).first().click();
  const createForm = a.getByRole('form', { name: 'Opprett gruppe' });
  await createForm.getByRole('button', { name: 'Opprett gruppe' }).click();
  await expect(createForm.getByText('Gruppenavn er påkrevd')).toBeVisible();
  await createForm.getByLabel('Gruppenavn').fill(groupName);
  await createForm.getByLabel('Skole').fill('Oslo katedralskole');
  await createForm.getByLabel('Avgangsår').fill('2026');
  await createForm.getByLabel('Frist for størrelser').fill(osloDate(14));
  await createForm.getByRole('button', { name: 'Opprett gruppe' }).click();

  const aCard = a.getByRole('article', { name: groupName });
  await expect(aCard.getByText('Ubegrenset')).toBeVisible();
  // The groups counter follows the change without a reload.
  await expect(a.getByTestId('counter-groups').locator('dd')).toHaveText('1');
  await expect(aCard.getByText('Aktiv', { exact: true })).toBeVisible();
  const codeText = (await aCard.getByTestId('invite-code').textContent())?.trim() ?? '';
  expect(codeText).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{12}$/);
  await expect(aCard.getByLabel('Delingslenke')).toHaveValue(
    new RegExp(`/customer-dashboard\\?tab=groups&join=${codeText}$`),
  );
  await expect(aCard.getByRole('img', { name: `QR-kode for å bli med i ${groupName}` })).toBeVisible();

  // B opens the share link: the code is filled in. A wrong code first, then the right one.
  const b = await signedInPage(browser, member);
  await b.goto(`/customer-dashboard?tab=groups&join=${codeText}`);
  await expect(b.getByTestId('counter-groups').locator('dd')).toHaveText('0');
  const joinForm = b.getByRole('form', { name: 'Bli med i en gruppe' });
  await expect(joinForm.getByLabel('Invitasjonskode')).toHaveValue(codeText);
  await joinForm.getByLabel('Invitasjonskode').fill('ABCDEFGHJKMN');
  await joinForm.getByRole('button', { name: 'Bli med' }).click();
  await expect(joinForm.getByText('Ugyldig invitasjonskode')).toBeVisible();
  await expect(b.getByRole('heading', { name: 'Grupper jeg er medlem av' })).toHaveCount(0);
  await joinForm.getByLabel('Invitasjonskode').fill(codeText.toLowerCase());
  await joinForm.getByRole('button', { name: 'Bli med' }).click();
  await expect(b.getByText(`Du er nå medlem av ${groupName}`)).toBeVisible();
  await expect(b.getByRole('heading', { name: 'Grupper jeg er medlem av' })).toBeVisible();
  await expect(b.getByTestId('counter-groups').locator('dd')).toHaveText('1');

  // B submits sizes for two products.
  const bCard = b.getByRole('article', { name: groupName });
  await expect(bCard.getByText('Akseptert')).toBeVisible();
  await bCard.getByRole('button', { name: 'Send inn størrelser' }).click();
  const first = bCard.getByRole('group', { name: 'Produkt 1' });
  await first.getByLabel('Produkt', { exact: true }).selectOption({ label: 'Hoodie Original' });
  await first.getByLabel('Størrelse').selectOption('M');
  await first.getByLabel('Farge').selectOption({ label: 'Navy' });
  await first.getByLabel('Antall').fill('2');
  await first.getByLabel('Navn på trykk').fill('BJØRN');
  await bCard.getByRole('button', { name: '+ Legg til produkt' }).click();
  const second = bCard.getByRole('group', { name: 'Produkt 2' });
  await second.getByLabel('Produkt', { exact: true }).selectOption({ label: 'Bandana' });
  await second.getByLabel('Størrelse').selectOption('One size');
  await second.getByLabel('Farge').selectOption({ label: 'Rød' });
  await bCard.getByRole('button', { name: 'Lagre størrelser' }).click();
  await expect(b.getByText('Størrelsene dine er lagret')).toBeVisible();
  await expect(b.getByRole('heading', { name: 'Mine størrelsesinnsendinger' })).toBeVisible();
  await expect(b.getByText('2 × Hoodie Original, M, Navy – «BJØRN»')).toBeVisible();

  // A sees B as accepted with sizes, the matrix, the print names, and downloads the CSV.
  await a.reload();
  await a.getByRole('article', { name: groupName }).getByRole('button', { name: 'Administrer gruppe' }).click();
  const memberRow = aCard.getByRole('row', { name: new RegExp(member.replace(/[.+]/g, '\\$&')) });
  await expect(memberRow).toContainText('Akseptert');
  await expect(memberRow).toContainText('Sendt inn');
  const hoodieTable = aCard.getByRole('table', { name: 'Hoodie Original' });
  await expect(hoodieTable.getByRole('columnheader')).toHaveText(['Farge', 'M', 'One size', 'Totalt']);
  await expect(hoodieTable.getByRole('row', { name: /Navy/ }).getByRole('cell')).toHaveText(['2', '', '2']);
  await expect(aCard.getByRole('table', { name: 'Bandana' }).getByRole('row', { name: /Rød/ })).toContainText('1');
  await expect(aCard.getByText('Totalt: 3 plagg')).toBeVisible();
  await expect(aCard.getByRole('table', { name: 'Innsendinger og navn på trykk' })).toContainText('BJØRN');

  const downloading = a.waitForEvent('download');
  await aCard.getByRole('link', { name: 'Last ned CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^storrelser-russ-3sta-[a-z0-9-]+\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const csvLines = csv.slice(1).split('\r\n');
  expect(csvLines).toContain('Produkt;Farge;M;One size;Totalt');
  expect(csvLines).toContain('Hoodie Original;Navy;2;0;2');
  expect(csvLines).toContain('Bandana;Rød;0;1;1');
  expect(csvLines).toContain('Totalt;;2;1;3');
  expect(csvLines).toContain(`Bjørn Testesen;${member};Hoodie Original;M;Navy;2;BJØRN`);
  // The CSV is the coordinator's: a member gets 403, a visitor without a session 401.
  const csvPath = new URL(download.url()).pathname;
  expect(csvPath).toMatch(/^\/api\/customer\/groups\/\d+\/sizes\.csv$/);
  expect((await b.request.get(csvPath)).status()).toBe(403);
  expect((await request.get(csvPath)).status()).toBe(401);

  // A invites someone by e-mail: the invitation mail links to the groups tab with the code.
  const since = new Date();
  const inviteForm = aCard.getByRole('form', { name: 'Inviter på e-post' });
  await inviteForm.getByLabel('Inviter på e-post').fill(invitee);
  await inviteForm.getByRole('button', { name: 'Send invitasjon' }).click();
  await expect(aCard.getByRole('row', { name: new RegExp(invitee.replace(/[.+]/g, '\\$&')) })).toContainText(
    'Invitert',
  );
  const invitation = await waitForMail({ to: invitee, since, subject: `inviterer deg til gruppen ${groupName}` });
  expect(extractLink(invitation, '/customer-dashboard')).toMatch(
    new RegExp(`/customer-dashboard\\?tab=groups&join=${codeText}$`),
  );
  expect(invitation.text).toContain('Astrid Testesen har invitert deg');

  // 'Send til butikken': a quote request from A; the shop's usual confirmation reaches A.
  await aCard.getByRole('button', { name: 'Send til butikken' }).click();
  await expect(aCard.getByText(/^Sendt til butikken \d/)).toBeVisible();
  const confirmation = await waitForMail({ to: coordinator, since, subject: 'Vi har mottatt henvendelsen din' });
  expect(confirmation.text).toContain('Hoodie Original – Navy: M: 2 (2 stk)');

  // C, the invitee, signs up and sees the invitation ('Invitert'). A limits the group to one member: C's join
  // with the code is refused because the group is full.
  await signUp(request, 'Cecilie', invitee);
  const c = await signedInPage(browser, invitee);
  await c.goto('/customer-dashboard?tab=groups');
  const cCard = c.getByRole('article', { name: groupName });
  await expect(cCard.getByText('Invitert', { exact: true })).toBeVisible();
  await aCard.getByRole('button', { name: 'Rediger gruppe' }).click();
  await aCard.getByRole('form', { name: 'Rediger gruppe' }).getByLabel('Maks antall medlemmer').fill('1');
  await aCard.getByRole('form', { name: 'Rediger gruppe' }).getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(a.getByText('Gruppen er oppdatert')).toBeVisible();
  await expect(aCard.getByText('Ubegrenset')).toHaveCount(0);
  const cJoin = c.getByRole('form', { name: 'Bli med i en gruppe' });
  await cJoin.getByLabel('Invitasjonskode').fill(codeText);
  await cJoin.getByRole('button', { name: 'Bli med' }).click();
  await expect(cJoin.getByRole('alert')).toHaveText('Gruppen er full');

  // A moves the deadline to yesterday: submissions are locked, and B's change is refused by the server.
  await aCard.getByRole('button', { name: 'Rediger gruppe' }).click();
  const editForm = aCard.getByRole('form', { name: 'Rediger gruppe' });
  await expect(editForm.getByLabel('Gruppenavn')).toHaveValue(groupName);
  await editForm.getByLabel('Frist for størrelser').fill(osloDate(-1));
  await editForm.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(a.getByText('Gruppen er oppdatert')).toBeVisible();
  await expect(aCard.getByText('Innsending stengt', { exact: true })).toBeVisible();

  // B's page still shows the open form from before; the save is refused with the lock message.
  await bCard.getByRole('button', { name: 'Endre størrelser' }).click();
  await bCard.getByRole('group', { name: 'Produkt 1' }).getByLabel('Størrelse').selectOption('L');
  await bCard.getByRole('button', { name: 'Lagre størrelser' }).click();
  await expect(bCard.getByRole('alert')).toHaveText('Innsendingen er stengt – fristen har gått ut');
  await b.reload();
  await expect(
    b.getByRole('article', { name: groupName }).getByText('Innsending stengt', { exact: true }),
  ).toBeVisible();
  await expect(b.getByText('2 × Hoodie Original, M, Navy – «BJØRN»')).toBeVisible();

  // After the deadline C's join is refused; C declines the invitation and A sees 'Avslått'.
  await cJoin.getByRole('button', { name: 'Bli med' }).click();
  await expect(cJoin.getByRole('alert')).toHaveText('Fristen for denne gruppen har gått ut');
  await cCard.getByRole('button', { name: 'Avslå' }).click();
  await expect(c.getByRole('article', { name: groupName })).toHaveCount(0);
  await expect(c.getByTestId('counter-groups').locator('dd')).toHaveText('0');
  await a.reload();
  await aCard.getByRole('button', { name: 'Administrer gruppe' }).click();
  await expect(aCard.getByRole('row', { name: new RegExp(invitee.replace(/[.+]/g, '\\$&')) })).toContainText('Avslått');

  // A sets the group to a draft ('Utkast'), then archives it ('Arkivert'): C's join is refused for each reason.
  for (const [label, refusal] of [
    ['Utkast', 'Gruppen er ikke åpnet for nye medlemmer ennå'],
    ['Arkivert', 'Gruppen er arkivert'],
  ] as const) {
    await aCard.getByRole('button', { name: 'Rediger gruppe' }).click();
    const statusForm = aCard.getByRole('form', { name: 'Rediger gruppe' });
    await statusForm.getByLabel('Status').selectOption({ label });
    await statusForm.getByRole('button', { name: 'Lagre endringer' }).click();
    await expect(aCard.getByText(label, { exact: true })).toBeVisible();
    await cJoin.getByRole('button', { name: 'Bli med' }).click();
    await expect(cJoin.getByRole('alert')).toHaveText(refusal);
  }

  await a.context().close();
  await b.context().close();
  await c.context().close();
});
