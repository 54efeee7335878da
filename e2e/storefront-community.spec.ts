import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { waitForMail } from './support/mail';

// Customer-area spec §2, §5, §8 and issue 4: the community signup, its welcome mail and the duplicate refused (the
// REST answer 409 with its message, in any casing, is api/test/members.test.ts's).

const DUPLICATE_MESSAGE = 'Det finnes allerede et medlemskap med denne e-postadressen.';

const uniqueEmail = () => `e2e-sf-member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.no`;

async function fillSignup(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Bli medlem' });
  await form.getByLabel('Fornavn').fill('Nora');
  await form.getByLabel('Etternavn').fill('Hansen');
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Skole (valgfritt)').fill('Oslo katedralskole');
  await form.getByLabel('Avgangsår (valgfritt)').fill('2026');
  return form;
}

test('/community: hero, benefits, the form and its field messages; signup with a welcome and its mail; the same address refused', async ({
  page,
}) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Family');
  await expect(page.getByRole('list', { name: 'Medlemsfordeler' }).getByRole('listitem')).toHaveCount(5);
  const form = page.getByRole('form', { name: 'Bli medlem' });
  await expect(form.getByLabel('Avgangsår (valgfritt)')).toHaveAttribute('placeholder', '2024');
  await expect(form.locator('label', { hasText: 'Fornavn' })).toContainText('*');
  await expect(form.locator('label', { hasText: 'Etternavn' })).toContainText('*');
  await expect(form.locator('label', { hasText: 'E-post' })).toContainText('*');
  await expectAccessible(page);
  await expect(page.getByRole('heading', { name: 'Hvorfor bli medlem?' })).toBeVisible();

  // Client-side validation shows the messages under the fields and sends nothing.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('JoinCommunity')) sent++;
  });
  await form.getByRole('button', { name: 'Bli medlem gratis' }).click();
  await expect(form.getByText('Fornavn er påkrevd')).toBeVisible();
  await expect(form.getByText('Etternavn er påkrevd')).toBeVisible();
  await expect(form.getByText('Ugyldig e-postadresse')).toBeVisible();
  await expect(form.getByLabel('Fornavn')).toBeFocused();

  await form.getByLabel('Fornavn').fill('Nora');
  await form.getByLabel('Etternavn').fill('Hansen');
  await form.getByLabel('E-post').fill('nora@');
  await form.getByRole('button', { name: 'Bli medlem gratis' }).click();
  await expect(form.getByText('Fornavn er påkrevd')).toHaveCount(0);
  await expect(form.getByText('Ugyldig e-postadresse')).toBeVisible();
  await expect(form.getByLabel('E-post')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);

  // Signup succeeds with a welcome toast, a welcome heading and mail; the same address (in another case) is refused.
  const email = uniqueEmail();
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const since = new Date();
  await fillSignup(page, email);
  await form.getByRole('button', { name: 'Bli medlem gratis' }).click();
  await expect(form.getByRole('button', { name: 'Registrerer...' })).toBeDisabled();

  const toast = page.getByRole('status').filter({ hasText: 'Velkommen til Russekompaniet Family!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Du vil motta dine fordeler på e-post snart.');
  await expect(page.getByRole('heading', { name: /Velkommen til Russekompaniet Family, Nora!/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Tilbake til forsiden' })).toHaveAttribute('href', '/');
  // The worker sends the welcome mail.
  const mail = await waitForMail({ to: email, subject: 'Velkommen til Russekompaniet Family!', since });
  expect(`${mail.text}`).toContain('Nora');

  // Same e-mail (in another case) a second time.
  await page.unroute('**/graphql');
  await page.goto('/community');
  const again = await fillSignup(page, email.toUpperCase());
  await again.getByRole('button', { name: 'Bli medlem gratis' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Kunne ikke registrere medlemskap' });
  await expect(error).toBeVisible();
  await expect(error).toContainText(DUPLICATE_MESSAGE);
  await expect(again).toBeVisible();
  await expect(again.getByLabel('E-post')).toHaveValue(email.toUpperCase());
});

test('a failed request shows the fallback message', async ({ page }) => {
  await page.goto('/community');
  await page.route('**/graphql', (route) => route.abort('failed'));
  const form = await fillSignup(page, uniqueEmail());
  await form.getByRole('button', { name: 'Bli medlem gratis' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Kunne ikke registrere medlemskap' });
  await expect(error).toContainText('Prøv igjen senere');
});
