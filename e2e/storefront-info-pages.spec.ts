import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';

// Storefront spec §2: "Service pages", "Other information pages" (/about, /history, /partners, /oeko-tex) and the
// error pages' texts (/404, /500, and the English fallback card of an unknown path); §9 figures (the service page's group-discount tiers). One story per group of pages: each page
// is loaded once, its texts checked, and axe run on it once (e2e/support/a11y.ts).

const main = (page: Page) => page.getByRole('main');

test('/about (company, values, six reasons, contact block) leads on to /history, the company story', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Om Russekompaniet' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Verdiene våre' })).toBeVisible();
  const reasons = main(page)
    .getByRole('heading', { name: 'Hvorfor velge oss?' })
    .locator('xpath=..')
    .getByRole('listitem');
  await expect(reasons).toHaveCount(6);
  for (const reason of [
    'Kvalitet',
    'Rettferdig pris',
    'Passform for alle',
    'Rask levering',
    'Laget for russ',
    'Personlig service',
  ]) {
    await expect(main(page).getByRole('heading', { level: 3, name: reason, exact: true })).toBeVisible();
  }
  await expect(main(page).getByRole('link', { name: 'Les hele historien' })).toHaveAttribute('href', '/history');

  const contact = main(page).getByRole('region', { name: 'Kontakt oss' });
  await expect(contact.getByRole('link', { name: 'post@russekompaniet.no' })).toHaveAttribute(
    'href',
    'mailto:post@russekompaniet.no',
  );
  await expect(contact).toContainText('Karl Johans gate 12, 0154 Oslo');
  await expect(contact.getByRole('link', { name: 'Send oss en e-post' })).toHaveAttribute('href', /^mailto:post@/);
  await expect(contact.getByRole('link', { name: 'Gå til kontaktskjemaet' })).toHaveAttribute('href', '/contact');
  await expect(contact.getByRole('link', { name: 'Be om tilbud' })).toHaveAttribute('href', '/services/quote-request');
  await expectAccessible(page);

  await main(page).getByRole('link', { name: 'Les hele historien' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fra ett russekull til hele landet' })).toBeVisible();
  expect(await main(page).getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
  await expect(page).toHaveTitle('Vår historie | Russekompaniet');
  await expectAccessible(page);
});

test('/partners: two partner cards, new-tab visit links and the become-a-partner mail', async ({ page }) => {
  await page.goto('/partners');
  const cards = main(page).getByRole('article');
  await expect(cards).toHaveCount(2);

  const logo = cards.nth(0);
  await expect(logo.getByRole('heading', { name: 'Logoverkstedet' })).toBeVisible();
  await expect(logo).toContainText('Profesjonelle russelogoer på rekordtid');
  await expect(logo).toContainText('Fra 2990 kr');
  await expect(logo.getByRole('listitem')).toHaveCount(4);
  const visit = logo.getByRole('link', { name: /Besøk Logoverkstedet/ });
  await expect(visit).toHaveAttribute('href', 'https://www.logoverkstedet.no');
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('rel', /noopener/);
  const image = logo.getByRole('img', { name: 'Logoverkstedet logo' });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  const bus = cards.nth(1);
  await expect(bus.getByRole('heading', { name: 'Russebuss Eventbyrå' })).toBeVisible();
  await expect(bus).toContainText('Tilpasset');
  await expect(bus.getByRole('link', { name: /Besøk Russebuss Eventbyrå/ })).toHaveAttribute('target', '_blank');

  await expect(main(page).getByRole('link', { name: 'Bli partner' })).toHaveAttribute(
    'href',
    `mailto:post@russekompaniet.no?subject=${encodeURIComponent('Forespørsel om partnerskap')}`,
  );
  await expectAccessible(page);
});

test('/partners: a logo that fails to load is replaced by the partner name', async ({ page }) => {
  await page.route('**/api/assets/partner-logoverkstedet.jpg', (route) => route.abort());
  await page.goto('/partners');
  const card = main(page).getByRole('article').nth(0);
  await expect(card.getByTestId('partner-logo-fallback')).toHaveText('Logoverkstedet');
  await expect(card.getByRole('img')).toHaveCount(0);
  // The other partner's logo still shows.
  await expect(
    main(page).getByRole('article').nth(1).getByRole('img', { name: 'Russebuss Eventbyrå logo' }),
  ).toBeVisible();
});

test('/oeko-tex explains the certification and opens a mail with a subject', async ({ page }) => {
  await page.goto('/oeko-tex');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('OEKO-TEX Standard 100');
  await expect(main(page)).toContainText('80% bomull og 20% akryl');
  await expect(main(page)).toContainText('Vi svarer innen 24 timer.');
  await expect(main(page).getByRole('link', { name: 'Kontakt oss om sertifisering' })).toHaveAttribute(
    'href',
    `mailto:post@russekompaniet.no?subject=${encodeURIComponent('Spørsmål om OEKO-TEX-sertifisering')}`,
  );
  await expectAccessible(page);
});

test('the four service pages: custom design, design help, group discounts (10-19 5%, 20-49 10%, 50+ 15%), quote request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/services/custom-design');
  await expect(page.getByRole('heading', { level: 1, name: 'Vi hjelper dere med designet' })).toBeVisible();
  await expect(main(page)).toContainText('Fra idé til ferdige klær – enkelt og gratis');
  await expect(main(page)).toContainText('Gratis designkonsultasjon');
  const start = main(page).getByRole('link', { name: 'Kom i gang med designet deres' });
  await expect(start).toHaveCount(2);
  await expect(start.first()).toHaveAttribute('href', '/contact');
  await expect(main(page).getByRole('list', { name: 'Fra idé til ferdige klær' }).getByRole('heading')).toHaveText([
    'Dere sender ideer',
    'Vi lager designforslag',
    'Vi fikser det sammen',
    'Vi lager klærne',
  ]);
  await expect(page.getByRole('heading', { level: 2, name: 'Vi ordner både design og klær' })).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Dette får dere' }).getByRole('listitem')).toHaveText([
    'Gratis konsultasjon',
    'Profesjonelle designere',
    'Alt på ett sted',
  ]);
  await expectAccessible(page);
  await start.first().click();
  await expect(page).toHaveURL(/\/contact$/);

  await page.goto('/services/design-help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const card of ['Kreativ idémyldring', 'Grafisk design', 'Kvalitetssikring']) {
    await expect(main(page).getByRole('heading', { level: 3, name: card })).toBeVisible();
  }
  await expect(main(page).getByRole('list', { name: 'Designprosessen' }).getByRole('heading')).toHaveText([
    'Første møte',
    'Konseptutvikling',
    'Finpussing',
    'Produksjonsklar',
  ]);
  await expect(page.getByRole('heading', { level: 2, name: 'Hva er inkludert?' })).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Inkludert i designhjelpen' }).getByRole('listitem')).toHaveText([
    'Ubegrensede revisjoner',
    'Designfiler i alle formater',
    'Fargevalg og typografi',
    'Produktvisualisering',
    'Trykkteknisk rådgivning',
  ]);
  await expect(main(page).getByRole('link', { name: 'Kom i gang med designhjelp' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectAccessible(page);

  await page.goto('/services/group-discounts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tiers = main(page).getByRole('list', { name: 'Rabatt etter antall produkter' }).getByRole('listitem');
  await expect(tiers).toHaveCount(3);
  await expect(tiers.nth(0)).toContainText('5%');
  await expect(tiers.nth(0)).toContainText('10-19 produkter');
  await expect(tiers.nth(1)).toContainText('10%');
  await expect(tiers.nth(1)).toContainText('20-49 produkter');
  await expect(tiers.nth(2)).toContainText('15%');
  await expect(tiers.nth(2)).toContainText('50+ produkter');
  for (const benefit of [
    'Gratis frakt på alle gruppebestillinger',
    'Dedikert kundeservice',
    'Fleksible betalingsløsninger',
    'Prioritert produksjon',
  ]) {
    await expect(main(page)).toContainText(benefit);
  }
  await expect(main(page).getByRole('link', { name: 'Få tilbud for gruppen din' })).toHaveAttribute('href', '/contact');
  await expectAccessible(page);

  // The quote-request page lists what we need and what the answer holds, without a form.
  await page.goto('/services/quote-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Be om tilbud' })).toBeVisible();
  const need = main(page).getByRole('heading', { name: 'Dette trenger vi å vite' }).locator('xpath=..');
  await expect(need.getByRole('listitem')).toHaveText([
    'Antall',
    'Hvilke produkter',
    'Design- og trykkønsker',
    'Ønsket leveringsdato',
    'Spesielle ønsker',
  ]);
  const answer = main(page).getByRole('heading', { name: 'Dette får dere i svaret' }).locator('xpath=..');
  await expect(answer.getByRole('listitem')).toHaveText([
    'Detaljert prisoverslag',
    'Produktanbefaling',
    'Designforslag',
    'Leveringsplan',
    'Oppfølging og support',
  ]);
  await expect(main(page)).toContainText('Svar innen 24 timer');
  await expect(main(page).getByRole('link', { name: 'Send tilbudsforespørsel' })).toHaveAttribute('href', '/contact');
  await expect(main(page).locator('form')).toHaveCount(0);
  await expectAccessible(page);
});

test("the error pages: /404 (catalogue text, links) and /500 ('Prøv igjen' reloads), neither indexed; an unknown path's English card", async ({
  page,
}) => {
  await page.goto('/404');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle('404 - Siden ikke funnet | Russekompaniet');
  await expect(main(page).getByText('404 - Siden ikke funnet', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Siden ble ikke funnet' })).toBeVisible();
  await expect(main(page)).toContainText('Siden du leter etter finnes ikke eller har blitt flyttet.');
  await expect(main(page).getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
  await expect(main(page).getByRole('link', { name: 'Se produkter' })).toHaveAttribute('href', '/products');
  await expect(main(page).getByRole('link', { name: 'Se ofte stilte spørsmål' })).toHaveAttribute('href', '/faq');
  await expect(main(page).getByRole('link', { name: 'post@russekompaniet.no' })).toHaveAttribute(
    'href',
    /^mailto:post@russekompaniet\.no/,
  );
  await expectAccessible(page);
  await main(page).getByRole('link', { name: 'Se ofte stilte spørsmål' }).click();
  await expect(page).toHaveURL(/\/faq$/);

  await page.goto('/500');
  await expect(page.getByRole('heading', { level: 1, name: 'Noe gikk galt' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(main(page)).toContainText('Det oppstod en teknisk feil på vår side. Vi jobber med å løse problemet.');
  await expect(main(page).getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
  await expect(main(page).getByRole('link', { name: 'Kontakt support' })).toHaveAttribute(
    'href',
    /^mailto:post@russekompaniet\.no/,
  );
  await expectAccessible(page);
  // A reload starts the document over: a mark left on the old window is gone afterwards.
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await Promise.all([page.waitForEvent('load'), main(page).getByRole('button', { name: 'Prøv igjen' }).click()]);
  await expect(page).toHaveURL(/\/500$/);
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Noe gikk galt' })).toBeVisible();

  await page.goto('/denne-siden-finnes-ikke');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page);
});
