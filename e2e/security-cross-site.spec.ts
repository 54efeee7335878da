import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/auth';
import { findMails } from './support/mail';

// Issue 8, item 6: a page on another site that posts a form to the shop (a GraphQL mutation, a REST route, the
// sign-in link's POST) changes nothing; Chromium's own Sec-Fetch-Site/Origin headers are what the API checks.

const EVIL = 'http://evil.test';
// The address the forged forms name: had a post got through, the shop would have mailed it (newsletter
// confirmation, contact confirmation).
const target = uniqueEmail('cross-site');

const FORMS = [
  {
    name: 'a GraphQL mutation',
    path: '/graphql',
    fields: {
      query: `mutation { subscribeNewsletter(email: "${target}") { __typename } }`,
    },
  },
  {
    name: 'a REST route',
    path: '/api/contact',
    fields: { firstName: 'Ola', lastName: 'N', email: target, subject: 'annet', message: 'Hei' },
  },
  { name: 'the sign-in POST', path: '/api/auth/verify', fields: { token: 'crafted' } },
];

test('a cross-site form post is refused: a GraphQL mutation, a REST route, the sign-in POST', async ({
  page,
  baseURL,
}) => {
  for (const form of FORMS) {
    await test.step(form.name, async () => {
      const inputs = Object.entries(form.fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value='${value}'>`)
        .join('');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.route(`${EVIL}/**`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><form id="f" method="post" action="${baseURL}${form.path}">${inputs}</form>
          <script>document.getElementById('f').submit()</script>`,
        }),
      );
      const answered = page.waitForResponse((response) => response.url().startsWith(`${baseURL}${form.path}`));
      await page.goto(`${EVIL}/attack`);
      const response = await answered;
      expect(response.status()).toBe(403);
      expect(await response.json()).toEqual({ message: 'Forespørselen kom fra et annet nettsted og ble avvist' });
      expect((await page.context().cookies(baseURL)).find((cookie) => cookie.name === 'russ_session')).toBeUndefined();
    });
  }
  // Nothing was stored either: no mail to the forged address arrives (the shop mails within seconds).
  await page.waitForTimeout(2000);
  expect(await findMails({ to: target })).toEqual([]);
});
