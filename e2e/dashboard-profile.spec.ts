import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demoMember, followSignInLink, requestSignInLink, uniqueEmail } from './support/auth';

// The profile tab of the customer dashboard (customer-area spec §2 "Tab profile"), signed in through the real
// mailed link. The community signup with its welcome mail (issue 4) is storefront-community.spec.ts's.

async function signIn(page: Page, email: string) {
  const link = await requestSignInLink(page, email);
  await followSignInLink(page, link);
  await expect(page).toHaveURL(/\/customer-dashboard$/);
}

async function openProfileTab(page: Page) {
  await page.getByRole('tab', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Personlig informasjon' })).toBeVisible();
}

/** A member created through the public signup call (the same one the /community form makes). */
async function join(page: Page, tag: string, firstName = 'Nora') {
  const email = uniqueEmail(tag);
  const res = await page.request.post('/api/members', {
    data: { firstName, lastName: 'Profil', email, school: 'Oslo katedralskole', graduationYear: '2026' },
  });
  expect(res.status()).toBe(201);
  return email;
}

test('demo member: membership card, an address added, made default and deleted, the data export', async ({ page }) => {
  await signIn(page, demoMember.email);
  await openProfileTab(page);

  // Community membership card and the honest sign-in entry.
  const membership = page.getByRole('region', { name: 'Community-medlemskap' });
  await expect(membership.getByText('Premium')).toBeVisible();
  await expect(membership).toContainText('Russekompaniet Family');
  await expect(membership).toContainText('Medlem siden');
  await expect(membership).toContainText('Oslo katedralskole');
  await expect(page.getByText('Du logger inn med en engangslenke på e-post – du har ikke noe passord.')).toBeVisible();

  // Add an address: the form's messages first, then a valid one.
  const addresses = page.getByRole('region', { name: 'Adresser' });
  const list = addresses.getByRole('list', { name: 'Lagrede adresser' });
  const before = await list.getByRole('listitem').count();
  // The addresses counter follows every change without a reload.
  const counter = page.getByTestId('counter-addresses').locator('dd');
  await expect(counter).toHaveText(String(before));
  await addresses.getByRole('button', { name: 'Legg til adresse' }).click();
  const form = addresses.getByRole('form', { name: 'Ny adresse' });
  await form.getByLabel('Postnummer').fill('12');
  await form.getByLabel('Telefon (valgfritt)').fill('abc');
  await form.getByRole('button', { name: 'Lagre adresse' }).click();
  for (const message of [
    'Navn er påkrevd',
    'Adresse er påkrevd',
    'Postnummer må være fire siffer',
    'Poststed er påkrevd',
    'Ugyldig telefonnummer',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  const street = `Testveien ${Date.now() % 100000}`;
  await form.getByLabel('Navn').fill('Ola Nordmann');
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill(street);
  await form.getByLabel('Postnummer').fill('0150');
  await form.getByLabel('Poststed').fill('Oslo');
  await form.getByLabel('Telefon (valgfritt)').fill('+47 912 34 567');
  await expect(form.getByLabel('Land')).toHaveValue('NO');
  await form.getByRole('button', { name: 'Lagre adresse' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adressen er lagret' })).toBeVisible();
  await expect(counter).toHaveText(String(before + 1));
  const added = list.getByRole('listitem', { name: `Leveringsadresse: ${street}` });
  await expect(added).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(before + 1);
  await expect(added.getByText('Standard', { exact: true })).toHaveCount(0);

  // Make it the default shipping address: the badge moves.
  const previousDefault = list
    .getByRole('listitem', { name: /^Leveringsadresse: / })
    .filter({ has: page.getByText('Standard', { exact: true }) });
  const previousName = await previousDefault.getAttribute('aria-label');
  await added.getByRole('button', { name: 'Gjør til standard' }).click();
  await expect(added.getByText('Standard', { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem', { name: previousName! }).getByText('Standard', { exact: true })).toHaveCount(
    0,
  );

  // Delete it (after confirming): the default goes back to the oldest shipping address.
  await added.getByRole('button', { name: 'Slett' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slette adressen?' });
  await expect(dialog).toContainText(street);
  await dialog.getByRole('button', { name: 'Slett adresse' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adressen er slettet' })).toBeVisible();
  await expect(list.getByRole('listitem', { name: `Leveringsadresse: ${street}` })).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(before);
  await expect(counter).toHaveText(String(before));
  await expect(
    list.getByRole('listitem', { name: previousName! }).getByText('Standard', { exact: true }),
  ).toBeVisible();

  // The data export downloads a JSON file with the member's orders.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Last ned mine data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mine-data-demo_russekompaniet\.no-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    email: string;
    orders: { orderNumber: string }[];
    addresses: { line1: string }[];
  };
  const orders = (await (
    await page.request.get(`/api/customer/orders/${encodeURIComponent(demoMember.email)}`)
  ).json()) as { orderNumber: string }[];
  expect(orders.length).toBeGreaterThan(0);
  expect(exported.email).toBe(demoMember.email);
  expect(exported.orders.map((o) => o.orderNumber)).toEqual(orders.map((o) => o.orderNumber));
  expect(exported.addresses.map((a) => a.line1)).not.toContain(street);
});

test('a member edits their info, turns e-mail notifications off and on, and signs out everywhere', async ({
  page,
  browser,
}) => {
  const email = await join(page, 'profile-settings');
  await signIn(page, email);
  await openProfileTab(page);

  // Personal info, inline.
  const info = page.getByRole('region', { name: 'Personlig informasjon' });
  await info.getByRole('button', { name: 'Rediger' }).click();
  const form = info.getByRole('form', { name: 'Rediger personlig informasjon' });
  await expect(form).toContainText('kan ikke endres her');
  await form.getByLabel('Fornavn').fill('');
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(form.getByText('Fornavn er påkrevd')).toBeVisible();
  await form.getByLabel('Fornavn').fill('Sofie');
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profilen er oppdatert' })).toBeVisible();
  await expect(info).toContainText('Sofie');
  await expect(page.getByRole('heading', { name: 'Velkommen, Sofie!' })).toBeVisible();

  // E-mail notifications off, kept after a reload, and on again.
  const notifications = page.getByRole('switch', { name: 'E-postvarsler' });
  await expect(notifications).toBeChecked();
  await notifications.click();
  await expect(page.getByRole('status').filter({ hasText: 'E-postvarsler er slått av' })).toBeVisible();
  await page.reload();
  await openProfileTab(page);
  await expect(page.getByRole('switch', { name: 'E-postvarsler' })).not.toBeChecked();
  const profile = await page.request.get(`/api/members/profile/${encodeURIComponent(email)}`);
  expect(await profile.json()).toMatchObject({ emailNotifications: false });
  await page.getByRole('switch', { name: 'E-postvarsler' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-postvarsler er slått på' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'E-postvarsler' })).toBeChecked();

  // Sign out everywhere: a second browser with the same session is signed out too.
  const session = (await page.context().cookies()).find((c) => c.name === 'russ_session')!;
  const other = await browser.newContext();
  await other.addCookies([session]);
  expect((await other.request.get('/api/auth/user')).status()).toBe(200);

  await page.getByRole('button', { name: 'Logg ut på alle enheter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logge ut på alle enheter?' });
  await dialog.getByRole('button', { name: 'Logg ut på alle enheter' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();
});

test('a member deletes their account after typing their e-mail, and is signed out', async ({ page }) => {
  const email = await join(page, 'profile-delete', 'Slett');
  await signIn(page, email);
  await openProfileTab(page);

  await page.getByRole('button', { name: 'Slett konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slette kontoen din?' });
  await expect(dialog).toContainText('bokføringsloven');
  const confirm = dialog.getByLabel('Skriv inn e-postadressen din for å bekrefte');
  await confirm.fill('feil@example.no');
  await dialog.getByRole('button', { name: 'Slett kontoen' }).click();
  await expect(dialog.getByText('E-postadressen stemmer ikke med kontoen')).toBeVisible();

  // Cancelling keeps everything.
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await page.getByRole('button', { name: 'Slett konto' }).click();
  await confirm.fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Slett kontoen' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // The membership is gone: the address can join again.
  const rejoin = await page.request.post('/api/members', {
    data: { firstName: 'Slett', lastName: 'Igjen', email },
  });
  expect(rejoin.status()).toBe(201);
});
