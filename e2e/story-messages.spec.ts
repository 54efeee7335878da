import { expect as baseExpect, test, type Page } from '@playwright/test';
import { followSignInLink, requestSignInLink, signInToAdmin, staff as staffLogin, uniqueEmail } from './support/auth';
import { extractLink, waitForMail } from './support/mail';
import { confirm, dataRows, searchButton } from './support/story';

// Issue 10, "what must be shown" for messages and contact messages, as one story in Chromium: a member signed in
// through the mailed link starts a thread in the dashboard; staff sign in through the console's login form, see it
// unread ('Ulest', the count beside 'Meldinger'), write an internal note and answer with `Send svar`; the reply mail
// arrives and its link opens the thread, where the answer shows as the shop's and the note is nowhere (dashboard,
// GraphQL, REST, data export); the customer answers, the console shows the thread unread and open again, and staff
// close it. Then a contact message gets a `Svar` whose mail arrives and which shows with the message.
// (Replaces the piece specs' thread-start test in dashboard-messages.spec.ts and the contact drawer test in
// admin-contacts.spec.ts.)

// The first visit to a console page parses about 1 MB of antd/pro-components JavaScript: assertions get more time.
const expect = baseExpect.configure({ timeout: 20_000 });

const SHOP_NAME = process.env.SHOP_NAME || 'Russekompaniet';
const SHOP_EMAIL = process.env.SHOP_EMAIL || 'post@russekompaniet.no';

/** The inbox row of one thread, searched for by its subject. */
async function inboxRow(staff: Page, subject: string) {
  await staff.getByPlaceholder('Emne, kunde, ordrenummer eller tekst').fill(subject);
  await searchButton(staff).click();
  await expect(dataRows(staff)).toHaveCount(1);
  return dataRows(staff).first();
}

test('messages: a thread answered in the console, the customer answers, notes stay internal; a contact answered', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('story-messages');
  const customer = await (await browser.newContext()).newPage();
  const staff = await (await browser.newContext()).newPage();
  const tag = Date.now().toString(36);
  const subject = `Levering før 17. mai ${tag}`;
  const question = 'Rekker dere å levere hettegenserne før 17. mai?';
  const note = `INTERNT ${tag}: kunden har bestilt før, gi gjerne 10 % rabatt`;
  const reply = 'Ja! Bestiller dere innen 1. april, er genserne hos dere før 10. mai.';
  const answer = 'Flott, vi bestiller neste uke.';

  // --- A member signs in through the mailed link and starts a thread in the dashboard --------------------------
  const joined = await customer.request.post('/api/members', {
    data: { firstName: 'Mari', lastName: 'Melding', email, school: '', graduationYear: '' },
  });
  expect(joined.ok()).toBe(true);
  await followSignInLink(customer, await requestSignInLink(customer, email));
  await expect(customer).toHaveURL(/\/customer-dashboard$/);
  await customer.goto('/customer-dashboard?tab=messages');
  await expect(customer.getByRole('heading', { name: 'Meldinger', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(customer.getByText('Du har ingen meldinger ennå')).toBeVisible();

  const contact = customer.getByRole('region', { name: 'Hurtigkontakt' });
  await expect(contact.getByRole('link', { name: /E-post/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(contact.getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');
  await customer.getByRole('button', { name: 'Ny melding' }).click();
  const newThread = customer.getByRole('dialog', { name: 'Ny melding' });
  // The server's Norwegian message for a subject of spaces (the browser's own check lets spaces through).
  await newThread.getByRole('textbox', { name: 'Emne' }).fill('   ');
  await newThread.getByRole('textbox', { name: 'Melding' }).fill('Hei!');
  await newThread.getByRole('button', { name: 'Send melding' }).click();
  await expect(newThread.getByText('Emne er påkrevd')).toBeVisible();
  await newThread.getByRole('textbox', { name: 'Emne' }).fill(subject);
  await newThread.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Bestilling' });
  await newThread.getByRole('textbox', { name: 'Melding' }).fill(question);
  await newThread.getByRole('button', { name: 'Send melding' }).click();
  await expect(customer.getByTestId('toast').filter({ hasText: 'Meldingen er sendt' })).toBeVisible();
  await expect(customer.getByTestId('counter-messages').locator('dd')).toHaveText('1');
  const customerRow = customer.getByTestId('thread-row').filter({ hasText: subject });
  await expect(customerRow.getByTestId('thread-status')).toHaveText('Åpen');

  // --- Staff: the inbox shows it unread; an internal note; `Send svar` -----------------------------------------
  await signInToAdmin(staff, '/admin/messages');
  await expect(staff).toHaveTitle('Meldinger – Russekompaniet – Admin');
  const menuCount = staff.getByTestId('menu-count-messages');
  await expect(menuCount).toBeVisible();
  expect(Number(await menuCount.innerText())).toBeGreaterThanOrEqual(1);
  let row = await inboxRow(staff, subject);
  await expect(row).toContainText('Ulest');
  await expect(row).toContainText('Mari Melding');
  await expect(row).toContainText('Bestilling');
  await expect(row).toContainText('Åpen');
  await row.getByRole('link', { name: subject }).click();
  await expect(staff).toHaveURL(/\/admin\/messages\/\d+$/);
  const threadId = staff.url().split('/').pop()!;
  await expect(staff.getByRole('heading', { name: subject })).toBeVisible();
  const entries = staff.getByTestId('thread-entries').getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(question);
  await expect(staff.getByLabel('Historikk')).toHaveCount(0); // nothing changed by staff yet ('Ingen endringer ennå')
  await expect(staff.getByText('Ingen endringer ennå')).toBeVisible();

  const box = staff.getByLabel('Melding', { exact: true });
  // Empty: the Norwegian message, nothing sent.
  await staff.getByRole('button', { name: 'Send svar' }).click();
  await expect(staff.getByText('Meldingen kan ikke være tom')).toBeVisible();
  await box.fill(note);
  await staff.getByRole('button', { name: 'Intern notat' }).click();
  await expect(entries).toHaveCount(2);
  const noteEntry = entries.nth(1);
  await expect(noteEntry).toHaveAttribute('data-kind', 'note');
  await expect(noteEntry).toContainText(note);
  await expect(noteEntry).toContainText('Intern notat – kun synlig for ansatte');
  await expect(staff.getByTestId('thread-status')).toHaveText('Åpen');

  const replySent = new Date();
  await box.fill(reply);
  await staff.getByRole('button', { name: 'Send svar' }).click();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2)).toContainText(reply);
  await expect(entries.nth(2)).toContainText('Svar til kunden');
  await expect(staff.getByTestId('thread-status')).toHaveText('Venter svar');
  const history = staff.getByLabel('Historikk');
  await expect(history).toContainText('Svarte kunden');
  await expect(history).toContainText('Intern notat');
  await expect(history).toContainText(staffLogin.username);

  // --- The reply mail arrives; its link opens the thread, where the answer is the shop's and no note shows ------
  const mail = await waitForMail({ to: email, subject: `Svar fra ${SHOP_NAME}: ${subject}`, since: replySent });
  expect(mail.text).toContain(reply);
  expect(`${mail.html}\n${mail.text}`).not.toContain(note);
  await customer.goto(extractLink(mail, `tab=messages&thread=${threadId}`));
  const thread = customer.getByRole('dialog', { name: subject });
  const messages = thread.getByTestId('thread-messages').getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText(reply);
  await expect(messages.nth(1)).toContainText(SHOP_NAME);
  await expect(messages.nth(1)).not.toContainText(staffLogin.username);
  await expect(customer.locator('body')).not.toContainText(note);
  await expect(customerRow.getByTestId('thread-status')).toHaveText('Venter svar');

  // The note is not in GraphQL, REST or the data export either (the customer's own session).
  const graphqlThread = await customer.request.post('/graphql', {
    data: {
      query: 'query ($id: ID!) { messageThread(id: $id) { messages { senderType senderEmail body } } }',
      variables: { id: threadId },
    },
  });
  expect(graphqlThread.ok()).toBe(true);
  const graphqlBody = await graphqlThread.text();
  expect(graphqlBody).toContain(reply);
  expect(graphqlBody).not.toContain(note);
  for (const url of [
    `/api/customer/message-threads/${threadId}`,
    `/api/customer/messages/${encodeURIComponent(email)}`,
    `/api/customer/export/${encodeURIComponent(email)}`,
  ]) {
    const res = await customer.request.get(url);
    expect(res.status(), url).toBe(200);
    expect(await res.text(), url).not.toContain(note);
  }

  // --- The customer answers: the thread is open again and the shop is told -----------------------------------
  const answered = new Date();
  await thread.getByRole('textbox', { name: 'Svar' }).fill(answer);
  await thread.getByRole('button', { name: 'Send svar' }).click();
  await expect(customer.getByTestId('toast').filter({ hasText: 'Svaret er sendt' })).toBeVisible();
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(2)).toContainText('Du');
  await thread.getByRole('button', { name: 'Lukk' }).click();
  await expect(customerRow.getByTestId('thread-status')).toHaveText('Åpen');
  const notice = await waitForMail({
    to: SHOP_EMAIL,
    subject: `Nytt svar fra Mari Melding: ${subject}`,
    since: answered,
  });
  expect(notice.text).toContain(answer);

  // --- The console shows it unread again (the tag and the menu's count); staff read it and close the thread -----
  // In a low window the list scrolls: the thread, which the page knows already (drawn at once), opens at its top,
  // not at the list's scroll position (there its 'Lukk tråd' sat under the header, and moved as the page settled).
  await staff.setViewportSize({ width: 1280, height: 420 });
  await staff.goto('/admin/messages');
  await expect(menuCount).toBeVisible();
  row = await inboxRow(staff, subject);
  await expect(row).toContainText('Ulest');
  await expect(row).toContainText('Åpen');
  await staff.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await staff.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await row.getByRole('link', { name: subject }).click();
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(3)).toContainText(answer);
  expect(await staff.evaluate(() => window.scrollY)).toBe(0);
  await staff.setViewportSize({ width: 1280, height: 720 });
  await confirm(staff, staff.getByRole('button', { name: 'Lukk tråd' }));
  await expect(staff.getByTestId('thread-status')).toHaveText('Lukket');
  await expect(history).toContainText('Lukket tråden');
  await staff.getByRole('link', { name: 'Meldinger' }).first().click();
  row = await inboxRow(staff, subject);
  await expect(row).not.toContainText('Ulest');
  await expect(row).toContainText('Lukket');

  // --- Henvendelser: a contact message answered with `Svar`, mailed and kept with the message ------------------
  const visitor = uniqueEmail('story-contact');
  const question2 = `Har dere russebukser i 3XL? ${tag}`;
  const sent = await customer.request.post('/api/contact', {
    data: { firstName: 'Siri', lastName: 'Spør', email: visitor, subject: 'produkter', message: question2 },
  });
  expect(sent.status()).toBeLessThan(300);
  await staff.goto('/admin/contacts');
  await staff.getByPlaceholder('Søk i navn, e-post og melding').fill(visitor);
  await searchButton(staff).click();
  const contactRow = staff.getByRole('row').filter({ hasText: visitor });
  await expect(contactRow).toContainText('Siri Spør');
  await expect(contactRow).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await contactRow.getByText('Vis', { exact: true }).click();
  const drawer = staff.getByRole('dialog');
  await expect(drawer).toContainText('Henvendelse fra Siri Spør');
  await expect(drawer.getByTestId('contact-message')).toHaveText(question2);
  await drawer.getByRole('button', { name: 'Svar' }).click();
  await expect(staff).toHaveURL(/\/admin\/contacts\/\d+#svar$/);
  await expect(staff.getByRole('heading', { name: 'Henvendelse fra Siri Spør' })).toBeVisible();
  await expect(staff.getByText('Ikke besvart ennå')).toBeVisible();
  await staff.getByRole('button', { name: /^(send )?Svar$/ }).click();
  await expect(staff.getByText('Svaret kan ikke være tomt')).toBeVisible();
  const contactAnswer = 'Ja, russebuksene finnes fra XS til 4XL.';
  const answerSent = new Date();
  await staff.getByLabel('Melding', { exact: true }).fill(contactAnswer);
  await staff.getByRole('button', { name: /^(send )?Svar$/ }).click();
  const replies = staff.getByTestId('contact-replies').getByRole('listitem');
  await expect(replies).toHaveCount(1);
  await expect(replies.first()).toContainText(contactAnswer);
  await expect(replies.first()).toContainText(staffLogin.username);
  await expect(replies.first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(staff.getByLabel('Historikk')).toContainText(`Svarte på e-post til ${visitor}`);
  const contactMail = await waitForMail({ to: visitor, subject: 'Svar på henvendelsen din', since: answerSent });
  expect(contactMail.text).toContain(contactAnswer);
  expect(contactMail.text).toContain(question2);
  // The list marks it answered.
  await staff.getByRole('link', { name: 'Henvendelser' }).first().click();
  await staff.getByPlaceholder('Søk i navn, e-post og melding').fill(visitor);
  await searchButton(staff).click();
  await expect(staff.getByRole('row').filter({ hasText: visitor })).toContainText('Besvart');
});
