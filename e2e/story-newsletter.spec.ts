import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { signInToAdmin, uniqueEmail } from './support/auth';
import { findMails, mailApiUrl, waitForMail, type Mail } from './support/mail';
import { confirm, dataRows, searchButton } from './support/story';

/**
 * Issue 11, newsletter: a campaign written in the console ('Ny kampanje', markdown with its preview) and sent to
 * 'Alle bekreftede abonnenter' reaches exactly the confirmed subscribers (a pending and an unsubscribed one exist
 * too), each once, with `List-Unsubscribe` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; the one-click
 * POST unsubscribes without a sign-in; a second campaign skips that address; the link in the mail opens a plain
 * Norwegian page. Along the way: `Send testmail`, the progress of a campaign being sent, and its `Historikk`.
 */

const databaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54339/russ_e2e';

/** The four addresses, arranged in the shop's database (the storefront's newsletter box is simulated by the spec). */
async function arrangeSubscribers(subscribers: Array<{ email: string; status: string }>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const { email, status } of subscribers) {
      await client.query(
        `insert into newsletter_subscribers (email, status, confirmed_at, unsubscribed_at)
         values ($1, $2, case when $2 <> 'pending' then now() end, case when $2 = 'unsubscribed' then now() end)`,
        [email, status],
      );
    }
  } finally {
    await client.end();
  }
}

/** A header of the mail as it was sent (maildev's JSON leaves the List-* headers out; its raw source has them). */
async function header(mail: Mail, name: string): Promise<string> {
  const res = await fetch(`${mailApiUrl}/api/email/${mail.id}/source`);
  const head = (await res.text()).split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

async function writeCampaign(page: Page, subject: string, body: string) {
  await page.getByRole('menuitem', { name: /Nyhetsbrev/ }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await page.getByRole('button', { name: 'Ny kampanje' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/new$/);
  await page.getByLabel('Emne').fill(subject);
  await page.getByLabel('Innhold').fill(body);
  // 'Mottakere': all confirmed subscribers (the default), a graduation year or a school.
  await expect(page.getByRole('radio', { name: 'Alle bekreftede abonnenter' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Avgangskull' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Skole' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/\d+$/);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
}

async function sendAndWaitUntilSent(page: Page) {
  await confirm(page, page.getByRole('button', { name: 'Send kampanje' }));
  await expect(page.getByRole('progressbar', { name: 'Fremdrift' })).toBeVisible();
  // The page polls while the campaign is 'Sender' until the worker has mailed everyone.
  await expect(page.locator('.ant-descriptions').getByText('Sendt', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Gjenstår' })).toContainText('0');
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Feilet' })).toContainText('0');
}

test('newsletter: a campaign reaches exactly the confirmed subscribers; one-click unsubscribe; the next one skips', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const anne = uniqueEmail('nl-anne');
  const bjorn = uniqueEmail('nl-bjorn');
  const pending = uniqueEmail('nl-venter');
  const gone = uniqueEmail('nl-avmeldt');
  await arrangeSubscribers([
    { email: anne, status: 'confirmed' },
    { email: bjorn, status: 'confirmed' },
    { email: pending, status: 'pending' },
    { email: gone, status: 'unsubscribed' },
  ]);

  await signInToAdmin(page);

  // Abonnenter: the statuses, filtered and searched.
  await page.getByRole('menuitem', { name: /Nyhetsbrev/ }).click();
  await page.getByRole('tab', { name: 'Abonnenter' }).click();
  // The tab mounts its table: wait for its first page, or the form's reset on load can wipe what is typed.
  await expect(dataRows(page).first()).toBeVisible();
  await page.getByLabel('Søk').fill(pending);
  await searchButton(page).click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Venter bekreftelse');
  await page.getByLabel('Søk').fill(gone);
  await searchButton(page).click();
  await expect(dataRows(page).first()).toContainText('Avmeldt');

  // Ny kampanje: markdown beside its preview.
  const first = `Vårnyheter ${Date.now()}`;
  await page.getByRole('menuitem', { name: /Nyhetsbrev/ }).click();
  await page.getByRole('button', { name: 'Ny kampanje' }).click();
  await page.getByLabel('Innhold').fill('# Nye hettegensere\n\nNå i **åtte** farger.');
  await expect(page.getByLabel('Forhåndsvisning').getByRole('heading', { name: 'Nye hettegensere' })).toBeVisible();
  await expect(page.getByLabel('Forhåndsvisning').locator('strong')).toHaveText('åtte');
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);

  await writeCampaign(page, first, '# Nye hettegensere\n\nNå i **åtte** farger.');
  await expect(page.locator('.ant-descriptions').getByText('Utkast', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText('Alle bekreftede abonnenter');

  // Send testmail: to the signed-in staff member (the shop's address when the staff user has none).
  await page.getByRole('button', { name: 'Send testmail' }).click();
  const toast = page.locator('.ant-message').getByText(/Testmailen sendes til /);
  await expect(toast).toBeVisible();
  const testAddress = ((await toast.textContent()) ?? '').replace(/^.*sendes til /, '').replace(/\.$/, '');
  const testMail = await waitForMail({ to: testAddress, subject: `[Test] ${first}` });
  expect(testMail.html).toContain('<h1');

  await sendAndWaitUntilSent(page);

  // Exactly the confirmed ones, once each, with both unsubscribe headers.
  const mailToAnne = await waitForMail({ to: anne, subject: first });
  await waitForMail({ to: bjorn, subject: first });
  expect(await findMails({ to: anne, subject: first })).toHaveLength(1);
  expect(await findMails({ to: bjorn, subject: first })).toHaveLength(1);
  expect(await findMails({ to: pending, subject: first })).toHaveLength(0);
  expect(await findMails({ to: gone, subject: first })).toHaveLength(0);
  const listUnsubscribe = await header(mailToAnne, 'List-Unsubscribe');
  expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/campaign-unsubscribe\?token=[^>]+>$/);
  expect(await header(mailToAnne, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(mailToAnne.html).toContain('Meld deg av nyhetsbrevet');
  expect(mailToAnne.text).toContain('Nå i **åtte** farger.');

  // RFC 8058: the mail client POSTs 'List-Unsubscribe=One-Click', no cookie, no sign-in.
  const oneClick = listUnsubscribe.slice(1, -1);
  const posted = await request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(posted.status()).toBe(200);

  await page.getByRole('menuitem', { name: /Nyhetsbrev/ }).click();
  await page.getByRole('tab', { name: 'Abonnenter' }).click();
  await expect(dataRows(page).first()).toBeVisible();
  await page.getByLabel('Søk').fill(anne);
  await searchButton(page).click();
  await expect(dataRows(page).first()).toContainText('Avmeldt');

  // The history of the first campaign.
  await page.getByRole('tab', { name: 'Kampanjer' }).click();
  await page.getByRole('link', { name: first }).click();
  const history = page.getByLabel('Historikk');
  await expect(history).toContainText('Opprettet kampanjen');
  await expect(history).toContainText(`Sendte testmail til ${testAddress}`);
  await expect(history).toContainText('Sendte kampanjen');

  // A second campaign skips the address that unsubscribed.
  const second = `Sommersalg ${Date.now()}`;
  await writeCampaign(page, second, 'Alt til halv pris denne uken.');
  await sendAndWaitUntilSent(page);
  const mailToBjorn = await waitForMail({ to: bjorn, subject: second });
  expect(await findMails({ to: anne, subject: second })).toHaveLength(0);
  expect(await findMails({ to: bjorn, subject: second })).toHaveLength(1);

  // The link in the mail itself: a plain page, in Norwegian, no sign-in. Opening it changes nothing (mail scanners
  // follow links); its button unsubscribes.
  const pageLink = (await header(mailToBjorn, 'List-Unsubscribe')).slice(1, -1);
  await page.goto(pageLink);
  await expect(page.getByRole('heading', { name: 'Meld deg av nyhetsbrevet' })).toBeVisible();
  await page.getByRole('button', { name: 'Meld meg av' }).click();
  await expect(page.getByRole('heading', { name: 'Du er meldt av nyhetsbrevet' })).toBeVisible();
});
