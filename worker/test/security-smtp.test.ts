import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@russ/api/db';
import { createSmtpTransport } from '../src/mail/transport.js';
import { startMaildev, uniqueName, waitFor, type Maildev } from './support/services.js';

/**
 * Security review: SMTP requires TLS in production. The local mail sink (maildev) offers no STARTTLS, like a
 * server an attacker downgraded: with `requireTls` (config.smtpRequireTls, true in production) nothing is sent in
 * clear text; without it (development, tests) the mail goes out.
 */

let maildev: Maildev;
const from = { name: 'Russekompaniet', address: 'post@example.no' };

beforeAll(async () => {
  maildev = await startMaildev();
}, 60_000);

afterAll(async () => {
  await maildev?.stop();
});

describe('security review: SMTP requires TLS in production', () => {
  it('production config requires TLS, and that transport refuses a server without STARTTLS', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x',
      REDIS_URL: 'redis://x',
      PUBLIC_URL: 'https://shop.example.no',
      SESSION_SECRET: 's'.repeat(40),
      ADMIN_PASSWORD: 'a-real-password',
      SMTP_URL: maildev.smtpUrl,
    });
    expect(production.smtpRequireTls).toBe(true);
    const to = `${uniqueName('tls-')}@example.no`;
    const strict = createSmtpTransport(maildev.smtpUrl, from, undefined, production.smtpRequireTls);
    await expect(strict.send({ to, subject: 'Hemmelig', html: '<p>x</p>', text: 'x' })).rejects.toThrow();

    const relaxed = createSmtpTransport(maildev.smtpUrl, from);
    await relaxed.send({ to, subject: 'Lokalt', html: '<p>x</p>', text: 'x' });
    const mails = await waitFor('the local mail', async () => {
      const found = await maildev.emailsTo(to);
      return found.length > 0 ? found : null;
    });
    expect(mails.map((mail) => mail.subject)).toEqual(['Lokalt']);
  });
});
