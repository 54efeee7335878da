// Reads the dev mailbox (maildev 3 REST API: GET /api/email, DELETE /api/email/all) from end-to-end tests.
// MAIL_API_URL is set by scripts/test.ts and scripts/e2e-shop.ts; the default is the test maildev's web port.

export const mailApiUrl = (process.env.MAIL_API_URL ?? 'http://127.0.0.1:1081').replace(/\/+$/, '');

export interface MailAddress {
  address: string;
  name: string;
}

export interface Mail {
  id: string;
  /** ISO time maildev received it. */
  time: string;
  subject: string;
  from: MailAddress[];
  to: MailAddress[];
  html?: string;
  text?: string;
  headers: Record<string, string | string[]>;
  attachments?: { fileName?: string; contentType?: string }[];
}

export async function listMails(): Promise<Mail[]> {
  const res = await fetch(`${mailApiUrl}/api/email`);
  if (!res.ok) throw new Error(`maildev answered ${res.status} for GET /api/email`);
  return (await res.json()) as Mail[];
}

/** Empties the mailbox. Only for tests that run alone: parallel tests share it. */
export async function clearMails(): Promise<void> {
  const res = await fetch(`${mailApiUrl}/api/email/all`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`maildev answered ${res.status} for DELETE /api/email/all`);
}

export interface MailQuery {
  /** Recipient address (case-insensitive). */
  to: string;
  /** Substring of the subject, or a pattern. */
  subject?: string | RegExp;
  /** Only mails whose HTML or text part contains this (e.g. '/api/auth/verify'). */
  contains?: string;
  /** Only mails received at or after this moment (a second of clock slack is allowed). */
  since?: Date;
  /** Default 10 s: the shop promises mails within 10 seconds. */
  timeoutMs?: number;
}

function matches(mail: Mail, query: MailQuery): boolean {
  const to = query.to.toLowerCase();
  if (!mail.to.some((a) => a.address.toLowerCase() === to)) return false;
  if (query.subject !== undefined) {
    const ok =
      typeof query.subject === 'string' ? mail.subject.includes(query.subject) : query.subject.test(mail.subject);
    if (!ok) return false;
  }
  if (query.since && new Date(mail.time).getTime() < query.since.getTime() - 1_000) return false;
  if (query.contains && !`${mail.html ?? ''}\n${mail.text ?? ''}`.includes(query.contains)) return false;
  return true;
}

/** Mails matching the query that are there now, newest first. */
export async function findMails(query: MailQuery): Promise<Mail[]> {
  const mails = await listMails();
  return mails.filter((m) => matches(m, query)).sort((a, b) => b.time.localeCompare(a.time));
}

/** Waits for the newest mail matching the query; fails with what the mailbox held when it gives up. */
export async function waitForMail(query: MailQuery): Promise<Mail> {
  const timeoutMs = query.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await findMails(query);
    if (found.length > 0) return found[0];
    if (Date.now() > deadline) {
      const seen = (await listMails()).map(
        (m) => `  ${m.time} to ${m.to.map((a) => a.address).join(',')}: ${m.subject}`,
      );
      throw new Error(
        `No mail to ${query.to}${query.subject ? ` with subject ${String(query.subject)}` : ''} within ${timeoutMs} ms.\n` +
          `Mailbox (${seen.length}):\n${seen.slice(-20).join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x3D;/gi, '=')
    .replace(/&#61;/g, '=')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** All http(s) links in a mail (HTML hrefs first, then bare URLs in the text part), in order, without duplicates. */
export function mailLinks(mail: Mail): string[] {
  const links: string[] = [];
  for (const m of (mail.html ?? '').matchAll(/href\s*=\s*["']([^"']+)["']/gi)) links.push(decodeEntities(m[1]));
  for (const m of (mail.text ?? '').matchAll(/https?:\/\/[^\s<>"'\])]+/g)) links.push(m[0]);
  return [...new Set(links.filter((l) => /^https?:\/\//.test(l)))];
}

/** The first link in the mail whose URL contains `part` (or matches the pattern). */
export function extractLink(mail: Mail, part: string | RegExp): string {
  const link = mailLinks(mail).find((l) => (typeof part === 'string' ? l.includes(part) : part.test(l)));
  if (!link)
    throw new Error(`No link matching ${String(part)} in mail "${mail.subject}":\n${mailLinks(mail).join('\n')}`);
  return link;
}
