import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInToAdmin, uniqueEmail } from './support/auth';

// The first visit to a console page parses about 1 MB of antd/pro-components JavaScript (and the overview's charts
// another chunk); on a busy machine that takes seconds, so assertions get more time than the suite's default.
const expect = baseExpect.configure({ timeout: 20_000 });

// Oversikt (admin §14), the console's home at /admin: figures that open the filtered lists, and two charts.

/** The number a figure link shows: its accessible name is "<title>: <n>". */
async function figureValue(page: Page, title: string): Promise<number> {
  const link = page.getByRole('link', { name: new RegExp(`^${title}: [\\d\\s]+$`) });
  await expect(link).toBeVisible();
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(name.slice(title.length + 1).replace(/\s/g, ''));
}

const selectValue = (page: Page, label: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label) })
    .locator('.ant-select-selection-item');

test('staff land on Oversikt, read the figures and charts, and a figure opens its filtered list', async ({
  page,
  request,
}) => {
  // A quote request nobody has answered with a quote yet.
  const email = uniqueEmail('overview');
  const res = await request.post('/api/contact', {
    data: { firstName: 'Ingrid', lastName: 'Oversikt', email, subject: 'tilbud', message: 'Pris på 25 hettegensere?' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);

  await signInToAdmin(page, '/admin');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page).toHaveTitle('Oversikt – Russekompaniet – Admin');
  await expect(page.getByRole('heading', { name: 'Oversikt' })).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toHaveText('Oversikt');
  // The menu's entries are named by their text alone: their icons are decoration, not 'dashboard Oversikt'.
  await expect(page.getByRole('menuitem', { name: 'Oversikt', exact: true })).toBeVisible();

  expect(await figureValue(page, 'Nye tilbudsforespørsler')).toBeGreaterThanOrEqual(1);
  expect(await figureValue(page, 'Tilbud som venter på kunden')).toBeGreaterThanOrEqual(0);
  expect(await figureValue(page, 'Forfalte fakturaer')).toBeGreaterThanOrEqual(0);
  await expect(page.getByText(/^Til sammen .*kr$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ordrer etter status' })).toBeVisible();
  // The seeded demo orders are counted under their statuses.
  let orders = 0;
  for (const label of ['Behandles', 'Under behandling', 'Sendt', 'Levert', 'Kansellert']) {
    orders += await figureValue(page, label);
  }
  expect(orders).toBeGreaterThan(0);

  // The charts come in their own chunk, each a canvas with a Norwegian caption.
  for (const [testId, title, caption] of [
    ['chart-orders-per-week', 'Ordrer per uke', /^Til sammen [\d\s]+ ordrer de siste 12 månedene$/],
    ['chart-invoiced-per-month', 'Fakturert per måned', /^Til sammen [\d\s,]+kr de siste 12 månedene$/],
  ] as const) {
    const chart = page.getByTestId(testId);
    await expect(chart).toContainText(title);
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(chart.locator('figcaption')).toHaveText(caption);
  }

  // Each figure leads to its list with the same filter in the URL.
  await expect(page.getByRole('link', { name: /^Forfalte fakturaer:/ })).toHaveAttribute(
    'href',
    '/admin/invoices?status=overdue',
  );
  await expect(page.getByRole('link', { name: /^Tilbud som venter på kunden:/ })).toHaveAttribute(
    'href',
    '/admin/quotes?status=sent',
  );
  await expect(page.getByRole('link', { name: /^Behandles:/ })).toHaveAttribute('href', '/admin/orders?status=pending');
  // Designs waiting and unread messages (other stories change both while this one runs).
  expect(await figureValue(page, 'Design som venter')).toBeGreaterThanOrEqual(0);
  expect(await figureValue(page, 'Uleste meldinger')).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('link', { name: /^Design som venter:/ })).toHaveAttribute(
    'href',
    '/admin/designs?status=pending',
  );
  await expect(page.getByRole('link', { name: /^Uleste meldinger:/ })).toHaveAttribute(
    'href',
    '/admin/messages?read=unread',
  );
  expect(await figureValue(page, 'Feilede e-poster')).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('link', { name: /^Feilede e-poster:/ })).toHaveAttribute(
    'href',
    /^\/admin\/mail\?status=failed&period=\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/,
  );
  // The mail log opens filtered to 'Feilet' and the figure's two days.
  await page.getByRole('link', { name: /^Feilede e-poster:/ }).click();
  await expect(page).toHaveURL(/\/admin\/mail\?status=failed&period=/);
  const period = page.locator('.ant-picker-range input');
  await expect(period.first()).not.toHaveValue('');
  await expect(period.last()).not.toHaveValue('');
  await page.goBack();

  await page.getByRole('link', { name: /^Nye tilbudsforespørsler:/ }).click();
  await expect(page).toHaveURL(/\/admin\/contacts\?subject=tilbud&quote=none/);
  await expect(page).toHaveTitle('Henvendelser – Russekompaniet – Admin');
  await expect(selectValue(page, 'Emne')).toHaveText('Tilbud');
  await expect(selectValue(page, 'Tilbud')).toHaveText('Ikke laget ennå');
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  // The pager's arrows are named in words (antd names them by their icons, 'left' and 'right').
  await expect(page.getByRole('button', { name: 'Forrige side', exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Neste side', exact: true })).toHaveCount(1);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  const subjects = await rows.locator('.ant-tag').allTextContents();
  expect(subjects.length).toBeGreaterThan(0);
  expect(new Set(subjects)).toEqual(new Set(['Tilbud']));

  // Back on the menu's first entry; the overdue invoices open the invoice list showing 'Forfalt' only.
  await page.getByRole('menuitem', { name: 'Oversikt' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Oversikt' })).toBeVisible();
  const overdue = await figureValue(page, 'Forfalte fakturaer');
  await page.getByRole('link', { name: /^Forfalte fakturaer:/ }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\?status=overdue$/);
  await expect(page.locator('.ant-tag-checkable-checked')).toHaveText('Forfalt');
  if (overdue > 0) {
    await expect(rows.first()).toBeVisible();
    expect(new Set(await rows.locator('.ant-tag').allTextContents())).toEqual(new Set(['Forfalt']));
  }
});
