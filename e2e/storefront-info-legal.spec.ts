import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';

// Storefront spec §2 "/terms, /privacy, /cookies" and §9 (tiers of the terms, delivery, payment, returns,
// complaints, data retention, cookies). Each page is visited once: its title, its date, its rules, one axe check.

/** Every legal page is dated 3 September 2024. */
async function expectDated(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Sist oppdatert 3. september 2024');
}

test('/terms is dated and has seven numbered sections with the rules of the shop', async ({ page }) => {
  await page.goto('/terms');
  await expectDated(page, 'Kjøpsvilkår');
  const main = page.getByRole('main');
  const sections = main.getByRole('heading', { level: 2 });
  await expect(sections).toHaveCount(7);
  const titles = await sections.allInnerTexts();
  titles.forEach((text, index) => expect(text.replace(/\s+/g, ' ')).toMatch(new RegExp(`^${index + 1}\\. \\S`)));

  // Orders
  await expect(main).toContainText(
    'Bestillingen er bindende når du har mottatt en ordrebekreftelse fra oss på e-post.',
  );
  await expect(main).toContainText(
    'Tilpassede produkter betales før produksjonen starter. Standardprodukter betales før levering.',
  );
  await expect(main).toContainText('Vi kan avslå en bestilling som vi ikke kan levere.');
  await expect(main).toContainText(
    'Prisendringer etter at bestillingen er bekreftet, påvirker ikke bekreftede bestillinger.',
  );
  // The terms' own discount reading, and RUSS25 not combinable.
  await expect(main.getByRole('list', { name: 'Grupperabatt' }).getByRole('listitem')).toHaveText([
    '10-19 produkter: 10% rabatt',
    '20-49 produkter: 15% rabatt',
    '50+ produkter: 25% rabatt',
  ]);
  await expect(main).toContainText('RUSS25');
  await expect(main).toContainText('kan ikke kombineres med andre tilbud');
  // Delivery and payment
  await expect(main).toContainText('2-4 uker etter bekreftelse og betaling');
  await expect(main).toContainText('mars til mai');
  await expect(main).toContainText('alle adresser i Norge med postselskap');
  await expect(main).toContainText('koster frakten 199 kr');
  for (const method of ['Faktura (bankoverføring)', 'Vipps', 'Visa', 'Mastercard']) {
    await expect(main.getByRole('listitem').filter({ hasText: method }).first()).toBeVisible();
  }
  // Returns and complaints
  await expect(main).toContainText('14 dagers angrerett');
  await expect(main).toContainText('ubrukt og i original stand');
  await expect(main).toContainText('Du betaler returfrakten selv.');
  await expect(main).toContainText('ingen angrerett og kan ikke returneres med mindre de har feil');
  await expect(main).toContainText('Reklamasjonsfristen er 2 år');
  await expect(main).toContainText('reparasjon, ombytte eller refusjon');
  await expect(main).toContainText('begrenset til kjøpesummen');
  await expect(main).toContainText('Etter at designet er godkjent kan bestillingen ikke endres eller avbestilles.');
  await expectAccessible(page);
});

test('/privacy is dated and keeps customer data 3 years after the last order', async ({ page }) => {
  await page.goto('/privacy');
  await expectDated(page, 'Personvernerklæring');
  await expect(page.getByRole('main')).toContainText('Kundeopplysninger lagres normalt i 3 år etter siste bestilling.');
  await expectAccessible(page);
});

test('/cookies is dated and lists the four cookies with their lifetimes', async ({ page }) => {
  await page.goto('/cookies');
  await expectDated(page, 'Informasjonskapsler');
  const rows = page.getByRole('main').getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(5);
  const expected: [string, RegExp, string][] = [
    ['Øktinformasjonskapsel', /besøket/, 'Så lenge besøket varer'],
    ['Preferanser', /språk og region/, '30 dager'],
    ['Handlekurv', /varene/, '7 dager'],
    ['Analyse', /statistikk/, '2 år'],
  ];
  for (const [name, purpose, duration] of expected) {
    const row = rows.filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(purpose);
    await expect(row.getByRole('cell').nth(1)).toHaveText(duration);
  }
  await expectAccessible(page);
});
