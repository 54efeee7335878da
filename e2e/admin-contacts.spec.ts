import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInToAdmin, uniqueEmail } from './support/auth';
import { dataRows, searchButton } from './support/story';

// The first visit to a console page parses about 1 MB of antd/pro-components JavaScript; on a busy machine that
// takes seconds, so assertions get more time than the suite's default.
const expect = baseExpect.configure({ timeout: 20_000 });

// The staff contacts list (/admin/contacts) over contacts created through the public REST call: search, subject
// filter, Norwegian paging. One message opened, answered with `Svar` and mailed: e2e/story-messages.spec.ts.

interface NewContact {
  firstName: string;
  lastName: string;
  email: string;
  subject: 'tilbud' | 'produkter' | 'design' | 'annet';
  message: string;
}

async function createContact(request: APIRequestContext, contact: NewContact): Promise<void> {
  const res = await request.post('/api/contact', { data: contact });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** A word nobody else's data contains, so the tests can run beside others on a shared database. */
function uniqueToken(): string {
  return `e2etoken${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Søk i navn, e-post og melding').fill(text);
  await searchButton(page).click();
}

async function chooseSubject(page: Page, label: string) {
  // antd's Select keeps its input out of sight; open it by its visible box.
  await page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('Emne') })
    .locator('.ant-select-selector')
    .click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
}

test.describe('admin contacts list', () => {
  test('search finds contacts by message, name and e-mail, newest first', async ({ page, request }) => {
    const token = uniqueToken();
    const older = { firstName: 'Eldre', lastName: 'Avsender', email: uniqueEmail('older'), subject: 'design' as const };
    const newer = { firstName: 'Nyere', lastName: 'Avsender', email: uniqueEmail('newer'), subject: 'annet' as const };
    await createContact(request, { ...older, message: `Kan dere lage logo? ${token}` });
    await createContact(request, { ...newer, message: `Når åpner dere? ${token}` });

    // The first, unfiltered page answers only after the search's page has: the table shows the page asked for
    // last, not the one that came back last (on a busy machine the first load is still under way at the search).
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let listRequests = 0;
    let firstAnswered = false;
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'Contacts' && ++listRequests === 1) {
        const answer = await route.fetch();
        await firstHeld;
        await route.fulfill({ response: answer });
        firstAnswered = true;
      } else {
        await route.fallback();
      }
    });
    await signInToAdmin(page, '/admin/contacts');
    await expect.poll(() => listRequests).toBe(1);
    await search(page, token);
    await expect(dataRows(page)).toHaveCount(2);
    releaseFirst();
    await expect.poll(() => firstAnswered).toBe(true);
    await page.waitForTimeout(500); // the old page has had its chance to replace the rows
    await expect(dataRows(page)).toHaveCount(2);
    await expect(dataRows(page).nth(0)).toContainText(newer.email);
    await expect(dataRows(page).nth(1)).toContainText(older.email);
    await expect(page.getByText('Totalt 2 henvendelser')).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    await search(page, older.email);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText('Eldre Avsender');

    await search(page, `${token}-finnes-ikke`);
    await expect(dataRows(page)).toHaveCount(0);
    await expect(page.getByText('Ingen henvendelser')).toBeVisible();

    await page.getByRole('button', { name: 'Tilbakestill' }).click();
    await expect(page.getByPlaceholder('Søk i navn, e-post og melding')).toHaveValue('');
    await expect(dataRows(page).first()).toBeVisible();
  });

  test('the subject filter shows only contacts with that subject', async ({ page, request }) => {
    const token = uniqueToken();
    const design = { firstName: 'Dina', lastName: 'Design', email: uniqueEmail('design'), subject: 'design' as const };
    const products = {
      firstName: 'Per',
      lastName: 'Produkt',
      email: uniqueEmail('prod'),
      subject: 'produkter' as const,
    };
    await createContact(request, { ...design, message: `Vi vil ha hjelp med trykk. ${token}` });
    await createContact(request, { ...products, message: `Har dere hettegensere i XXL? ${token}` });

    await signInToAdmin(page, '/admin/contacts');
    await page.getByPlaceholder('Søk i navn, e-post og melding').fill(token);
    await chooseSubject(page, 'Design');
    await searchButton(page).click();
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(design.email);
    await expect(dataRows(page).first()).toContainText('Design');

    await chooseSubject(page, 'Produkter');
    await searchButton(page).click();
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(products.email);

    await chooseSubject(page, 'Tilbud');
    await searchButton(page).click();
    await expect(page.getByText('Ingen henvendelser')).toBeVisible();
  });

  test('the toolbar and paging speak Norwegian', async ({ page }) => {
    await signInToAdmin(page, '/admin/contacts');
    await expect(page.getByText(/^Totalt /)).toBeVisible();
    for (const [index, tooltip] of ['Oppdater', 'Tetthet', 'Kolonneinnstillinger'].entries()) {
      await page.locator('.ant-pro-table-list-toolbar-setting-item').nth(index).hover();
      await expect(page.getByRole('tooltip', { name: tooltip })).toBeVisible();
    }
    await expect(page.locator('.ant-pagination-options')).toContainText('/ side');
  });
});
