import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { pngBytes } from '../api/test/support/multipart';
import { demoMember, signInByMail } from './support/auth';

// Customer-area spec §2 (tab designs) and issue 4: uploads as the seeded demo member, signed in once through the
// mailed link — accepted, refused for size, refused for type (by content), a sanitized SVG — then a new version and
// the preview. Review and proofs: story-design-proof.spec.ts.

const test = base.extend<object, { demoSession: string }>({
  // One sign-in for the whole file (sign-in links are rate limited per address): the session is saved and reused.
  demoSession: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signInByMail(page, demoMember.email);
      await expect(page).toHaveURL(/\/customer-dashboard$/);
      const path = workerInfo.project.outputDir + `/demo-designs-session-${workerInfo.workerIndex}.json`;
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ demoSession }, use) => use(demoSession),
});

test.describe.configure({ mode: 'serial' });

const MB = 1024 * 1024;
const run = Date.now().toString(36);

async function openDesignsTab(page: Page): Promise<void> {
  await page.goto('/customer-dashboard?tab=designs');
  // The tab's code loads on demand; on a busy machine that can take a while.
  await expect(page.getByRole('heading', { name: 'Last opp design' })).toBeVisible({ timeout: 30_000 });
}

const card = (page: Page, name: string): Locator =>
  page.getByTestId('design-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function pickFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Velg designfil').setInputFiles(file);
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible();
}

test('the tab shows the upload area, the guideline texts and status labels of the seeded designs', async ({ page }) => {
  await openDesignsTab(page);
  await expect(page.getByText('PNG, JPG, SVG, PDF · Maks 10MB per fil')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Velg fil' })).toBeVisible();
  const guidelines = page.getByRole('region', { name: 'Retningslinjer for design' });
  for (const line of [
    'Filformater: PNG, JPG, SVG, PDF',
    'Maks 10MB per fil',
    'Minimum 300 DPI',
    'Farger: CMYK eller RGB',
  ]) {
    await expect(guidelines.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(card(page, 'Russelogo Nattravnene').getByTestId('design-status')).toHaveText('Godkjent');
  await expect(card(page, 'Ryggtrykk med navn').getByTestId('design-status')).toHaveText('Venter');
  await expect(card(page, 'Lue med brodert logo').getByTestId('design-status')).toHaveText('Avvist');
  await expect(card(page, 'Gruppelogo til ziphoodie').getByTestId('design-status')).toHaveText('I produksjon');
  await expect(card(page, 'Bandana-mønster').getByTestId('design-status')).toHaveText('Utkast');
  // Staff notes and the description are on the card.
  await expect(card(page, 'Lue med brodert logo')).toContainText('Merknad fra oss:');
  await expect(card(page, 'Lue med brodert logo')).toContainText('Logoen brodert foran på lua.');
});

test('a PNG upload becomes a draft, gets a second version and the preview shows it', async ({ page }) => {
  const name = `E2E-logo ${run}`;
  const first = pngBytes(4, 4, [200, 16, 46]);
  const second = pngBytes(6, 6, [16, 26, 58]);

  await openDesignsTab(page);
  const counter = page.getByTestId('counter-designs').locator('dd');
  const designsBefore = Number(await counter.textContent());
  await pickFile(page, { name: 'e2e-logo.png', mimeType: 'image/png', buffer: first });
  const form = page.getByRole('form', { name: 'Nytt design' });
  await expect(form.getByRole('textbox', { name: 'Navn på designet' })).toHaveValue('e2e logo');
  await form.getByRole('textbox', { name: 'Navn på designet' }).fill(name);
  await form.getByLabel('Beskrivelse').fill('Brystlogo i rødt');
  await form.getByRole('button', { name: 'Last opp design' }).click();
  await expectToast(page, 'Designet er lastet opp');
  // The designs counter follows without a reload.
  await expect(counter).toHaveText(String(designsBefore + 1));

  const mine = card(page, name);
  await expect(mine.getByTestId('design-status')).toHaveText('Utkast');
  await expect(mine).toContainText('Brystlogo i rødt');
  await expect(mine).toContainText('Versjon 1 · e2e-logo.png');

  // Sending to review, proofs and the review itself: story-design-proof.spec.ts.

  await mine.getByRole('button', { name: 'Rediger' }).click();
  const dialog = page.getByRole('dialog', { name: `Rediger ${name}` });
  await expect(dialog.getByTestId('design-versions')).toContainText('Versjon 1');
  await dialog.getByLabel('Velg fil for ny versjon').setInputFiles({
    name: 'e2e-logo-v2.png',
    mimeType: 'image/png',
    buffer: second,
  });
  await expectToast(page, 'Ny versjon lastet opp');
  const versions = dialog.getByTestId('design-versions').getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Versjon 2');
  await expect(versions.first()).toContainText('Gjeldende');
  await expect(versions.nth(1)).not.toContainText('Gjeldende');
  await dialog.getByRole('textbox', { name: 'Navn', exact: true }).fill(`${name} v2`);
  await dialog.getByRole('button', { name: 'Lagre endringer' }).click();
  await expectToast(page, 'Endringene er lagret');
  await dialog.getByRole('button', { name: 'Lukk' }).click();

  const renamed = card(page, `${name} v2`);
  await expect(renamed).toContainText('Versjon 2 · e2e-logo-v2.png');
  await renamed.getByRole('button', { name: 'Vis' }).click();
  const preview = page.getByRole('dialog', { name: `${name} v2` });
  const image = preview.getByRole('img', { name: `Forhåndsvisning av ${name} v2` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(6);
  const src = await image.getAttribute('src');
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(second)).toBe(true);
  await preview.getByRole('button', { name: 'Lukk' }).first().click();
});

test('a file over 10 MB is refused in the browser and by the server', async ({ page }) => {
  await openDesignsTab(page);
  const big = pngBytes(2, 2, [0, 0, 0], 10 * MB + 1);
  await pickFile(page, { name: 'for-stor.png', mimeType: 'image/png', buffer: big });
  await expectToast(page, 'Filen er for stor (maks 10 MB)');
  await expect(page.getByRole('form', { name: 'Nytt design' })).toHaveCount(0);

  // The browser check can be skipped; the server refuses the same file with the same words and stores nothing.
  const before = await page.request.get(`/api/customer/designs/${encodeURIComponent(demoMember.email)}`);
  const res = await page.request.post('/api/customer/designs', {
    multipart: { name: 'For stor', file: { name: 'for-stor.png', mimeType: 'image/png', buffer: big } },
  });
  expect(res.status()).toBe(413);
  expect((await res.json()).message).toBe('Filen er for stor (maks 10 MB)');
  const after = await page.request.get(`/api/customer/designs/${encodeURIComponent(demoMember.email)}`);
  expect((await after.json()).length).toBe((await before.json()).length);
});

test('a .png that is really text is refused by the server for its type', async ({ page }) => {
  await openDesignsTab(page);
  await pickFile(page, {
    name: 'ikke-et-bilde.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Dette er bare tekst med en .png-endelse.\n'),
  });
  const form = page.getByRole('form', { name: 'Nytt design' });
  await form.getByRole('textbox', { name: 'Navn på designet' }).fill(`Tekst ${run}`);
  await form.getByRole('button', { name: 'Last opp design' }).click();
  await expectToast(page, 'Filtypen støttes ikke. Bruk PNG, JPG, SVG eller PDF.');
  await expect(card(page, `Tekst ${run}`)).toHaveCount(0);
});

test('an SVG with a script is accepted but stored and served without it', async ({ page }) => {
  const name = `SVG ${run}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" onload="alert('onload')">
  <script>alert('script')</script>
  <circle cx="20" cy="20" r="18" fill="#c8102e"/>
  <a href="javascript:alert('href')"><text x="4" y="24">Russ</text></a>
</svg>`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await openDesignsTab(page);
  await pickFile(page, { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  const form = page.getByRole('form', { name: 'Nytt design' });
  await form.getByRole('textbox', { name: 'Navn på designet' }).fill(name);
  await form.getByRole('button', { name: 'Last opp design' }).click();
  await expectToast(page, 'Designet er lastet opp');

  const mine = card(page, name);
  await mine.getByRole('button', { name: 'Vis' }).click();
  const image = page.getByRole('dialog', { name }).getByRole('img', { name: `Forhåndsvisning av ${name}` });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const res = await page.request.get((await image.getAttribute('src'))!);
  expect(res.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  const served = await res.text();
  expect(served).toContain('<circle cx="20" cy="20" r="18" fill="#c8102e"/>');
  for (const bad of ['<script', 'onload', 'javascript:', 'alert']) expect(served).not.toContain(bad);

  // Opened on its own, the file cannot run anything either.
  await page.goto((await image.getAttribute('src'))!);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});
