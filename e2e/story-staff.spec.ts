import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { staff } from './support/auth';
import { choose, confirm, dataRows, openDialog, popupDriftOnScroll, searchButton } from './support/story';
import { parseOtpauthUrl, totpCode, type TotpKey } from './support/totp';

// Issue 11, "what must be shown" for staff users and the audit log, as one story in Chromium: an administrator
// creates a staff user in `Ansatte` (bad input first); the new user signs in through the real login form in a
// second browser; demoted, their next navigation leads to the login page with 'Du er logget ut.', and they sign
// in again as 'Ansatt' without `Ansatte`; they change their own password (`Endre passord`); deactivated, their next
// navigation says 'Kontoen er deaktivert.' and the login is refused; activated and given a new password
// (`Tilbakestill passord`), they sign in with it. The last administrator is not offered a demotion and the server
// refuses it. Every change appears in the `Hendelseslogg`, filtered by kind, search and staff member, with a
// working link to its record.

// The first visit to a console page parses about 1 MB of antd/pro-components JavaScript: assertions get more time.
const expect = baseExpect.configure({ timeout: 20_000 });

const LAST_ADMIN = 'Den siste aktive administratoren kan ikke fjernes. Gjør en annen ansatt til administrator først.';

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Brukernavn').fill(username);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

// A menu entry's accessible name starts with its icon's ('team Ansatte').
const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name: new RegExp(`(^| )${name}$`) });

/** The `Hendelseslogg` row of one action on the staff user with this id. */
const auditRow = (page: Page, action: string, id: string): Locator =>
  dataRows(page)
    .filter({ hasText: action })
    .filter({ hasText: new RegExp(`Ansatt ${id}(?!\\d)`) });

test('staff users: create, sign in, demote, own password, deactivate, activate, reset; the last admin stays; all in Hendelseslogg', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const username = `e2e-ansatt-${tag}`;
  const name = `Kari Nordmann ${tag}`;
  const passwords = { first: 'forste-passord-123', own: 'mitt-eget-passord-456', reset: 'nullstilt-passord-789' };

  const admin = await (await browser.newContext()).newPage();
  const colleague = await (await browser.newContext()).newPage();

  // --- The administrator opens `Ansatte`: the menu's last entry, after `Hendelseslogg` ------------------------
  await admin.goto('/admin/staff');
  await fillLogin(admin, staff.username, staff.password);
  await expect(admin).toHaveURL(/\/admin\/staff$/);
  await expect(admin.getByRole('heading', { name: 'Ansatte' }).first()).toBeVisible();
  const menu = (await admin.getByRole('menuitem').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  expect(menu.slice(-2)).toEqual(['Hendelseslogg', 'Ansatte']);
  await expect(admin.getByText(/^Totalt \d+ ansatte?$/)).toBeVisible();

  // --- 'Ny ansatt': a short password and a username in use are refused with Norwegian messages ---------------
  await admin.getByRole('button', { name: /Ny ansatt$/ }).click();
  const dialog = admin.getByRole('dialog').filter({ hasText: 'Ny ansatt' });
  await dialog.getByLabel('Navn', { exact: true }).fill(name);
  await dialog.getByLabel('Brukernavn', { exact: true }).fill(staff.username.toUpperCase());
  await dialog.getByLabel('E-post', { exact: true }).fill(`${username}@example.no`);
  await choose(admin, dialog, 'Rolle', 'Administrator');
  await dialog.getByLabel('Passord', { exact: true }).fill('elleve-tegn');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Passordet må ha minst 12 tegn')).toBeVisible();
  await dialog.getByLabel('Passord', { exact: true }).fill(passwords.first);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Brukernavnet er allerede i bruk')).toBeVisible(); // the server's answer
  await dialog.getByLabel('Brukernavn', { exact: true }).fill(username);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(admin).toHaveURL(/\/admin\/staff\/\d+$/);
  const id = admin.url().split('/').pop()!;
  await expect(admin.getByRole('heading', { name: `Ansatt ${username}` }).first()).toBeVisible();
  await expect(admin.getByTestId('staff-user-role')).toHaveText('Administrator');
  await expect(admin.getByText(name)).toBeVisible();

  // --- The new administrator signs in through the login form in another browser ------------------------------
  await colleague.goto('/admin/audit');
  await fillLogin(colleague, username, passwords.first);
  await expect(colleague).toHaveURL(/\/admin\/audit$/);
  await expect(colleague.getByTestId('staff-role')).toHaveText('Administrator');
  await expect(menuItem(colleague, 'Ansatte')).toBeVisible();
  // The page has loaded its list: a query it sent only after the demotion (its code still loading on a busy
  // machine) would end the session there, before the navigation below.
  await expect(dataRows(colleague).first()).toBeVisible();

  // --- Demoted: the colleague's next navigation leads to the login page with 'Du er logget ut.' ---------------
  const roleDialog = await openDialog(admin, 'Endre rolle', /Endre rolle/);
  await choose(admin, roleDialog, 'Rolle', 'Ansatt');
  await roleDialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(admin.getByTestId('staff-user-role')).toHaveText('Ansatt');

  await menuItem(colleague, 'Ansatte').click();
  await expect(colleague).toHaveURL(/\/admin\/login\?redirect=%2Fstaff&reason=signed-out$/);
  await expect(colleague.getByText('Du er logget ut.')).toBeVisible();
  await fillLogin(colleague, username, passwords.first);
  // Signed in again as 'Ansatt': `Ansatte` is neither in the menu nor open to them.
  await expect(colleague).toHaveURL(/\/admin\/staff$/);
  await expect(colleague.getByText('Ingen tilgang')).toBeVisible();
  await expect(colleague.getByTestId('staff-role')).toHaveText('Ansatt');
  await expect(menuItem(colleague, 'Ansatte')).toHaveCount(0);
  await expect(menuItem(colleague, 'Hendelseslogg')).toBeVisible();

  // --- `Endre passord` (every staff member): a wrong current password is refused, then it is changed ----------
  // Opened the moment the user menu shows, while the console is still loading on a 6× slower CPU and a slow
  // network (issue 22 item 9: a click while the page settles must not be lost); one try, no second chance.
  const slow = await colleague.context().newCDPSession(colleague);
  await slow.send('Network.enable');
  await slow.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await slow.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 400 * 1024,
    uploadThroughput: 200 * 1024,
  });
  await colleague.goto('/admin/', { waitUntil: 'commit' });
  const passwordDialog = colleague.getByRole('dialog').filter({ hasText: 'Endre passord' });
  await colleague.getByRole('button', { name: 'Brukermeny' }).click({ timeout: 60_000 });
  await colleague.getByRole('menuitem', { name: 'Endre passord' }).click({ timeout: 60_000 });
  await expect(passwordDialog).toBeVisible({ timeout: 30_000 });
  await slow.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await slow.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await slow.detach();
  await passwordDialog.getByLabel('Nåværende passord', { exact: true }).fill('ikke-mitt-passord');
  await passwordDialog.getByLabel('Nytt passord', { exact: true }).fill(passwords.own);
  await passwordDialog.getByLabel('Gjenta nytt passord', { exact: true }).fill(passwords.own);
  await passwordDialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(passwordDialog.getByText('Nåværende passord er feil')).toBeVisible();
  await passwordDialog.getByLabel('Nåværende passord', { exact: true }).fill(passwords.first);
  await passwordDialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(passwordDialog).toBeHidden();
  await expect(colleague.getByText('Passordet er endret. Du er logget ut på andre enheter.')).toBeVisible();
  // This browser's session goes on.
  await menuItem(colleague, 'Kuponger').click();
  await expect(colleague).toHaveURL(/\/admin\/coupons$/);
  await expect(colleague.getByText(/^Totalt /)).toBeVisible();

  // --- Deactivated: the next navigation says 'Kontoen er deaktivert.' and the login is refused -----------------
  await confirm(admin, admin.getByRole('button', { name: 'Deaktiver', exact: true }));
  await expect(admin.getByTestId('staff-user-status')).toHaveText('Deaktivert');
  await menuItem(colleague, 'Hendelseslogg').click();
  await expect(colleague).toHaveURL(/\/admin\/login\?redirect=%2Faudit&reason=deactivated$/);
  await expect(colleague.getByText('Kontoen er deaktivert.')).toBeVisible();
  await fillLogin(colleague, username, passwords.own);
  await expect(colleague.getByRole('alert')).toHaveText('Feil brukernavn eller passord');

  // --- Activated again, with a new password from `Tilbakestill passord` ---------------------------------------
  await admin.getByRole('button', { name: 'Aktiver', exact: true }).click();
  await expect(admin.getByTestId('staff-user-status')).toHaveText('Aktiv');
  const resetDialog = await openDialog(admin, 'Tilbakestill passord', /Tilbakestill passord/);
  await resetDialog.getByLabel('Passord', { exact: true }).fill('for-kort');
  await resetDialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(resetDialog.getByText('Passordet må ha minst 12 tegn')).toBeVisible();
  await resetDialog.getByLabel('Passord', { exact: true }).fill(passwords.reset);
  await resetDialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(resetDialog).toBeHidden();
  await fillLogin(colleague, username, passwords.own);
  await expect(colleague.getByRole('alert')).toHaveText('Feil brukernavn eller passord');
  await fillLogin(colleague, username, passwords.reset);
  await expect(colleague).toHaveURL(/\/admin\/audit$/);
  await expect(colleague.getByTestId('staff-username')).toHaveText(username);

  // The staff user's own `Historikk` tells the story.
  const history = admin.getByRole('list', { name: 'Historikk' }).or(admin.locator('[aria-label="Historikk"]'));
  for (const line of [
    'Opprettet som Administrator',
    'Rolle endret til Ansatt',
    'Endret eget passord',
    'Deaktivert',
    'Aktivert',
    'Passord tilbakestilt',
  ]) {
    await expect(history.first()).toContainText(line);
  }

  // --- The last administrator: not offered a demotion or deactivation, and the server refuses both ----------
  await menuItem(admin, 'Ansatte').click();
  await admin.getByLabel('Søk').fill(staff.username);
  await choose(admin, admin.locator('.ant-pro-table-search'), 'Rolle', 'Administrator');
  await searchButton(admin).click();
  await expect(dataRows(admin)).toHaveCount(1);
  await dataRows(admin).getByRole('link', { name: staff.username, exact: true }).click();
  await expect(admin.getByRole('heading', { name: `Ansatt ${staff.username}` }).first()).toBeVisible();
  const adminId = admin.url().split('/').pop()!;
  await expect(admin.getByRole('button', { name: 'Endre rolle' })).toBeDisabled();
  await expect(admin.getByRole('button', { name: 'Deaktiver' })).toBeDisabled();
  for (const mutation of [
    `mutation { changeStaffRole(id: "${adminId}", role: "staff") { role } }`,
    `mutation { setStaffUserActive(id: "${adminId}", active: false) { active } }`,
  ]) {
    const res = await admin.request.post('/graphql', {
      data: { query: mutation },
      headers: { origin: new URL(baseURL!).origin },
    });
    const body = await res.json();
    expect(body.errors?.[0]).toMatchObject({ message: LAST_ADMIN, extensions: { code: 'CONFLICT' } });
  }
  await admin.reload();
  await expect(admin.getByTestId('staff-user-role')).toHaveText('Administrator');
  await expect(admin.getByTestId('staff-user-status')).toHaveText('Aktiv');

  // --- `Hendelseslogg`: every change of the story, newest first, with its changes and a link to its record ----
  await menuItem(admin, 'Hendelseslogg').click();
  await expect(admin).toHaveURL(/\/admin\/audit$/);
  await choose(admin, admin.locator('.ant-pro-table-search'), 'Type post', 'Ansatt');
  await searchButton(admin).click();
  const actions = [
    ['staffUser.password.reset', 'Passord tilbakestilt', staff.username],
    ['staffUser.activated', 'Aktivert', staff.username],
    ['staffUser.deactivated', 'Deaktivert', staff.username],
    ['staffUser.password.changed', 'Endret eget passord', username],
    ['staffUser.role.changed', 'Rolle endret til Ansatt', staff.username],
    ['staffUser.created', 'Opprettet', staff.username],
  ] as const;
  for (const [action, words, who] of actions) {
    const row = auditRow(admin, action, id);
    await expect(row, action).toHaveCount(1);
    await expect(row).toContainText(words);
    await expect(row).toContainText(who);
  }
  await expect(auditRow(admin, 'staffUser.role.changed', id).getByTestId('audit-changes')).toHaveText(
    'Rolle: Administrator → Ansatt',
  );
  await expect(auditRow(admin, 'staffUser.deactivated', id).getByTestId('audit-changes')).toHaveText('Aktiv: ja → nei');
  // Newest first: the reset is above the creation.
  const order = await dataRows(admin).allInnerTexts();
  const index = (action: string) => order.findIndex((text) => text.includes(action) && text.includes(`Ansatt ${id}`));
  expect(index('staffUser.password.reset')).toBeLessThan(index('staffUser.created'));

  // 'Søk' and the staff member filter: the colleague made exactly one change, their own password.
  await admin.getByLabel('Søk').fill(username);
  await choose(admin, admin.locator('.ant-pro-table-search'), 'Ansatt', `${username} (${name})`);
  await searchButton(admin).click();
  await expect(dataRows(admin)).toHaveCount(1);
  await expect(dataRows(admin)).toContainText('staffUser.password.changed');

  // The link leads to the record's page.
  await dataRows(admin).getByTestId('audit-record-link').click();
  await expect(admin).toHaveURL(new RegExp(`/admin/staff/${id}$`));
  await expect(admin.getByRole('heading', { name: `Ansatt ${username}` }).first()).toBeVisible();
});

// The two-step sign-in story lives in this file so that it never runs beside the story above: it adds a second
// active administrator for a while, and the story above asserts that the shared admin is the last one.
// Issue 17, review finding 7, "what must be shown" in Chromium: a fresh administrator (never the shared `admin`
// the other specs sign in with) switches on two-step sign-in from the QR code in the user menu (decoded here, codes
// computed by RFC 6238 in e2e/support/totp.ts), gets ten recovery codes shown once, signs out, signs in with a code (a wrong one says
// 'Koden er feil eller utløpt.'), and with a recovery code once (the same code again is refused). A staff user
// marked `Krever to-trinns innlogging` in `Ansatte` is taken to the enrolment after the password and can open
// nothing else; `Tilbakestill to-trinns innlogging` (after 'Er du sikker?') ends the administrator's session.

const WRONG_CODE = 'Koden er feil eller utløpt.';
const PASSWORD = 'to-trinns-passord-2026';

/** Creates a staff user through the API as the signed-in administrator of `page`; answers the id. */
async function createStaffUser(page: Page, username: string, role: 'staff' | 'admin'): Promise<string> {
  const res = await page.request.post('/graphql', {
    data: {
      query: 'mutation ($input: StaffUserInput!) { createStaffUser(input: $input) { id } }',
      variables: {
        input: { name: `E2E ${username}`, username, email: `${username}@example.no`, role, password: PASSWORD },
      },
    },
  });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data.createStaffUser.id as string;
}

/** Reads the QR code image: the otpauth URL it holds. */
async function decodeQrImage(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: 'QR-kode for to-trinns innlogging' });
  await expect(image).toBeVisible();
  const { width, height, pixels } = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    return { width: canvas.width, height: canvas.height, pixels: Array.from(data) };
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels), width, height)?.data;
  expect(decoded).toMatch(/^otpauth:\/\/totp\//);
  return decoded!;
}

const codeAt = (key: TotpKey, offsetSteps: number) => totpCode(key, Date.now() + offsetSteps * key.period * 1000);

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

test('two-step sign-in: enrol from the QR code, sign in with a code and a recovery code once, required per user, reset', async ({
  browser,
}) => {
  test.setTimeout(480_000); // four browsers and many sign-ins on a shared 2-core machine
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  // Not 'admin' in the name: story-staff.spec.ts searches `Ansatte` for the shared admin by that word.
  const bossName = `e2e-2fa-sjef-${tag}`;
  const workerName = `e2e-2fa-ansatt-${tag}`;

  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin/staff');
  await fillLogin(admin, staff.username, staff.password);
  await expect(admin).toHaveURL(/\/admin\/staff$/);
  const bossId = await createStaffUser(admin, bossName, 'admin');
  const workerId = await createStaffUser(admin, workerName, 'staff');

  // --- The new administrator switches on two-step sign-in from the user menu -------------------------------
  const boss = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await boss.goto('/admin/');
  await fillLogin(boss, bossName, PASSWORD);
  await expect(boss.getByTestId('staff-username')).toHaveText(bossName);
  const dialog = boss.getByRole('dialog').filter({ hasText: 'Slå på to-trinns innlogging' });
  await expect(boss.getByText('Ordrer per uke')).toBeVisible();
  await boss.getByRole('button', { name: 'Brukermeny' }).click();
  // The open menu stays under its button in the sticky header when the page scrolls (issue 22 item 9: kept in
  // <body>, it moved with the page until it was aligned again, and a click aimed at it in between was lost).
  const enrolItem = boss.getByRole('menuitem', { name: 'Slå på to-trinns innlogging' });
  await expect(boss.locator('.ant-dropdown:visible')).not.toHaveClass(/ant-slide-up/); // opened: the slide has ended
  expect(await popupDriftOnScroll(enrolItem, boss.getByRole('button', { name: 'Brukermeny' }), 100)).toEqual({
    scrolled: true,
    atOnce: 0,
    later: 0,
  });
  await enrolItem.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Skann koden med en autentiseringsapp, og skriv inn koden den viser.')).toBeVisible();
  const totp = parseOtpauthUrl(await decodeQrImage(boss));
  await boss.screenshot({ path: 'test-results/story-staff-2fa-enrol.png' });

  await dialog.getByLabel('Engangskode').fill('000000');
  await dialog.getByRole('button', { name: 'Bekreft' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(WRONG_CODE);
  await dialog.getByLabel('Engangskode').fill(codeAt(totp, 0));
  await dialog.getByRole('button', { name: 'Bekreft' }).click();
  await expect(dialog.getByRole('heading', { name: 'Gjenopprettingskoder' })).toBeVisible();
  await expect(dialog.getByText('Ta vare på disse kodene. Hver kode kan brukes én gang.')).toBeVisible();
  const recoveryCodes = await dialog.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  const download = boss.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Last ned' }).click();
  expect((await download).suggestedFilename()).toBe('gjenopprettingskoder.txt');
  await boss.screenshot({ path: 'test-results/story-staff-2fa-recovery-codes.png' });
  await dialog.getByRole('button', { name: 'Ferdig' }).click();
  await expect(dialog).toBeHidden();

  // --- Signed out, the password alone is not enough: a wrong code is refused, the right one signs in --------
  await signOut(boss);
  await fillLogin(boss, bossName, PASSWORD);
  await expect(boss.getByLabel('Engangskode')).toBeVisible();
  await expect(boss.getByRole('button', { name: 'Bruk en gjenopprettingskode' })).toBeVisible();
  await boss.screenshot({ path: 'test-results/story-staff-2fa-code-step.png' });
  await boss.getByLabel('Engangskode').fill('123456');
  await boss.getByRole('button', { name: 'Logg inn' }).click();
  await expect(boss.getByRole('alert')).toHaveText(WRONG_CODE);
  // The enrolment used this time step's code: the next step's code (accepted with one step of drift).
  await boss.getByLabel('Engangskode').fill(codeAt(totp, 1));
  await boss.getByRole('button', { name: 'Logg inn' }).click();
  await expect(boss.getByTestId('staff-username')).toHaveText(bossName);

  // --- A recovery code signs in once; the same code again is refused ---------------------------------------
  await signOut(boss);
  await fillLogin(boss, bossName, PASSWORD);
  await boss.getByRole('button', { name: 'Bruk en gjenopprettingskode' }).click();
  await boss.getByLabel('Gjenopprettingskode').fill(recoveryCodes[0]);
  await boss.getByRole('button', { name: 'Logg inn' }).click();
  await expect(boss.getByTestId('staff-username')).toHaveText(bossName);
  await signOut(boss);
  await fillLogin(boss, bossName, PASSWORD);
  await boss.getByRole('button', { name: 'Bruk en gjenopprettingskode' }).click();
  await boss.getByLabel('Gjenopprettingskode').fill(recoveryCodes[0]);
  await boss.getByRole('button', { name: 'Logg inn' }).click();
  await expect(boss.getByRole('alert')).toHaveText(WRONG_CODE);
  await boss.getByLabel('Gjenopprettingskode').fill(recoveryCodes[1]);
  await boss.getByRole('button', { name: 'Logg inn' }).click();
  await expect(boss.getByTestId('staff-username')).toHaveText(bossName);

  // --- `Ansatte` shows it; the staff user is marked `Krever to-trinns innlogging` --------------------------
  await admin.goto(`/admin/staff/${bossId}`);
  await expect(admin.getByTestId('staff-user-totp')).toHaveText('På');
  await admin.goto(`/admin/staff/${workerId}`);
  await expect(admin.getByTestId('staff-user-totp')).toHaveText('Av');
  await admin.getByRole('switch', { name: 'Krever to-trinns innlogging' }).click();
  await expect(admin.getByRole('switch', { name: 'Krever to-trinns innlogging' })).toBeChecked();
  await admin.screenshot({ path: 'test-results/story-staff-2fa-ansatte.png' });

  // --- The staff user is taken to the enrolment after the password, and nowhere else ----------------------
  const worker = await (await browser.newContext()).newPage();
  await worker.goto('/admin/orders');
  await fillLogin(worker, workerName, PASSWORD);
  await expect(worker).toHaveURL(/\/admin\/two-step$/);
  await expect(worker.getByText('Skann koden med en autentiseringsapp, og skriv inn koden den viser.')).toBeVisible();
  await worker.screenshot({ path: 'test-results/story-staff-2fa-required.png' });
  await worker.goto('/admin/orders');
  await expect(worker).toHaveURL(/\/admin\/two-step$/);
  const refused = await worker.request.post('/graphql', { data: { query: '{ staffOrders { total } }' } });
  expect((await refused.json()).errors?.[0]?.extensions?.reason).toBe('totp-enrolment-required');
  const workerTotp = parseOtpauthUrl(await decodeQrImage(worker));
  await worker.getByLabel('Engangskode').fill(codeAt(workerTotp, 0));
  await worker.getByRole('button', { name: 'Bekreft' }).click();
  await expect(worker.getByRole('heading', { name: 'Gjenopprettingskoder' })).toBeVisible();
  await worker.getByRole('button', { name: 'Ferdig' }).click();
  await expect(worker.getByTestId('staff-username')).toHaveText(workerName);

  // --- An administrator resets the new administrator's two-step sign-in: their session ends -----------------
  await admin.goto(`/admin/staff/${bossId}`);
  await confirm(admin, admin.getByRole('button', { name: 'Tilbakestill to-trinns innlogging' }));
  await expect(admin.getByTestId('staff-user-totp')).toHaveText('Av');
  await boss.goto('/admin/orders');
  await expect(boss).toHaveURL(/\/admin\/login/);

  // The shared admin is the last active administrator again for the other specs (story-staff.spec.ts).
  const deactivated = await admin.request.post('/graphql', {
    data: { query: `mutation { setStaffUserActive(id: "${bossId}", active: false) { active } }` },
  });
  expect((await deactivated.json()).data?.setStaffUserActive.active).toBe(false);
});
