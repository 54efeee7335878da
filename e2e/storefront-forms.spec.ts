import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';

// Storefront spec §4, §5, §8: the contact form and the newsletter sign-up.

const uniqueEmail = (tag: string) => `e2e-sf-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.no`;

/** Holds every GraphQL request back a little so the "sending" state can be seen. */
async function slowGraphql(page: Page, ms = 600) {
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

async function fillContactForm(page: Page, overrides: Partial<Record<'email' | 'message', string>> = {}) {
  const form = page.getByRole('form', { name: 'Kontaktskjema' });
  await form.getByLabel('Fornavn').fill('Kari');
  await form.getByLabel('Etternavn').fill('Nordmann');
  await form.getByLabel('E-post').fill(overrides.email ?? uniqueEmail('contact'));
  await form.getByLabel('Emne').selectOption('produkter');
  await form.getByLabel('Melding').fill(overrides.message ?? 'Hei! Hva koster 30 hoodies med logo på ryggen?');
  return form;
}

test.describe('contact form', () => {
  test('shows the contact details and the subject options; an empty submit is blocked; sending → success toast and a cleared form', async ({
    page,
  }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main).toContainText('+47 22 12 34 56');
    await expect(main).toContainText('post@russekompaniet.no');
    await expect(main).toContainText('Karl Johans gate 12, 0154 Oslo');
    await expect(main).toContainText('1-2 virkedager');
    const subject = page.getByRole('form', { name: 'Kontaktskjema' }).getByLabel('Emne');
    const options = await subject
      .locator('option:not([disabled])')
      .evaluateAll((els) => els.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options).toEqual([
      ['tilbud', 'Tilbud'],
      ['produkter', 'Produkter'],
      ['design', 'Design'],
      ['annet', 'Annet'],
    ]);
    await expect(page.getByRole('form', { name: 'Kontaktskjema' }).getByLabel('E-post')).toHaveAttribute(
      'type',
      'email',
    );
    await expectAccessible(page);

    // The browser blocks an empty submit.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('SubmitContact')) sent++;
    });
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await form.getByRole('button', { name: 'Send melding' }).click();
    for (const label of ['Fornavn', 'Etternavn', 'E-post', 'Emne', 'Melding']) {
      expect(await form.getByLabel(label).evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    }
    // The browser refused to submit: no 'Sender...' state, no request, no toast.
    await expect(form.getByRole('button', { name: 'Send melding' })).toBeEnabled();
    expect(await form.evaluate((el) => (el as HTMLFormElement).checkValidity())).toBe(false);
    expect(sent).toBe(0);
    await expect(page.getByText('Melding sendt!')).toHaveCount(0);

    // Sending → 'Sender...', then the success toast and a cleared form.
    await slowGraphql(page);
    await fillContactForm(page);
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(form.getByRole('button', { name: 'Sender...' })).toBeDisabled();

    const toast = page.getByRole('status').filter({ hasText: 'Melding sendt!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Takk for din henvendelse! Vi kommer tilbake til deg snart.');
    for (const label of ['Fornavn', 'Etternavn', 'E-post', 'Emne', 'Melding']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(form.getByRole('button', { name: 'Send melding' })).toBeEnabled();
  });

  test('a failed request: the destructive toast (at most 420 px wide), the form kept; a new toast replaces it; a message the server rejects', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/contact');
    await page.route('**/graphql', (route) => route.abort('failed'));
    const form = await fillContactForm(page);
    await form.getByRole('button', { name: 'Send melding' }).click();
    const toasts = page.getByTestId('toast');
    const error = page.getByRole('alert').filter({ hasText: 'Feil' });
    await expect(error).toBeVisible();
    await expect(error).toContainText('Noe gikk galt. Prøv igjen senere.');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toHaveAttribute('data-variant', 'destructive');
    await expect(toasts.getByText('Feil', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Fornavn')).toHaveValue('Kari');
    // At most 420 px wide on medium screens and up; at 390 px it takes the width of the screen.
    expect((await toasts.boundingBox())!.width).toBeLessThanOrEqual(420);
    await page.setViewportSize({ width: 390, height: 900 });
    await expect.poll(async () => (await toasts.boundingBox())!.width).toBeGreaterThan(300);
    await page.setViewportSize({ width: 1440, height: 900 });

    // One toast at a time: the success toast replaces the error toast.
    await page.unroute('**/graphql');
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(toasts.filter({ hasText: 'Melding sendt!' })).toBeVisible();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toHaveAttribute('data-variant', 'default');

    // A message the server rejects shows the error toast and the field message.
    await fillContactForm(page, { message: 'x'.repeat(5001) });
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Noe gikk galt. Prøv igjen senere.' })).toBeVisible();
    const message = form.getByLabel('Melding');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await message.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).not.toBeEmpty();
  });

  test("the success toast closes by itself after 5 seconds ('Melding sendt!')", async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    const form = await fillContactForm(page);
    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt(Date.now() + 1000);
    await form.getByRole('button', { name: 'Send melding' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Melding sendt!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Takk for din henvendelse! Vi kommer tilbake til deg snart.');
    await page.clock.runFor(4900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
  });
});

test.describe('newsletter', () => {
  test('button disabled until an address is typed, "Sender..." while sending, then a toast and an empty field', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Påmelding til nyhetsbrev' });
    const email = form.getByRole('textbox', { name: 'E-postadresse' });
    const button = form.getByRole('button', { name: 'Meld meg på' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(button).toBeDisabled();
    await email.fill(uniqueEmail('newsletter'));
    await expect(button).toBeEnabled();
    await email.fill('');
    await expect(button).toBeDisabled();

    await email.fill(uniqueEmail('newsletter'));
    await button.click();
    await expect(form.getByRole('button', { name: 'Sender...' })).toBeDisabled();
    const toast = page.getByRole('status').filter({ hasText: 'Takk for påmeldingen!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Du vil få våre nyeste tilbud og nyheter på e-post.');
    await expect(email).toHaveValue('');
    await expect(button).toBeDisabled();
  });

  test("'Sender...' lasts about a second before 'Takk for påmeldingen!'", async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Påmelding til nyhetsbrev' });
    const email = form.getByRole('textbox', { name: 'E-postadresse' });
    await email.fill(uniqueEmail('newsletter-timing'));
    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await form.getByRole('button', { name: 'Meld meg på' }).click();
    const sending = form.getByRole('button', { name: 'Sender...' });
    await expect(sending).toBeDisabled();
    await page.clock.runFor(900);
    await expect(sending).toBeDisabled();
    await expect(page.getByText('Takk for påmeldingen!')).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(page.getByRole('status').filter({ hasText: 'Takk for påmeldingen!' })).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('the confirm and unsubscribe landings say what happened, one toast at a time', async ({ page }) => {
    await page.goto('/?newsletter=confirmed');
    await expect(page.getByRole('status').filter({ hasText: 'Påmeldingen er bekreftet!' })).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/?newsletter=unsubscribed');
    await expect(page.getByRole('status').filter({ hasText: 'Du er meldt av nyhetsbrevet.' })).toBeVisible();
  });
  // A toast closing by itself after 5 seconds: the contact form's clock-driven test above (the same toaster).
});
