/**
 * The mail log's words and rules (admin §12), shared by the worker (which records), the api (which lists and
 * resends) and the console (which shows).
 */

import { addCalendarDays, osloDateInputValue } from '../common/dates.js';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailLogStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Readonly<Record<MailLogStatus, string>> = {
  queued: 'I kø',
  sent: 'Sendt',
  failed: 'Feilet',
};

/** The Norwegian name of each kind of mail, by job name (unknown kinds show their job name). */
export const MAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  'mail.contact-confirmation': 'Kvittering for henvendelse',
  'mail.contact-notice': 'Ny henvendelse (til butikken)',
  'mail.sign-in-link': 'Innloggingslenke',
  'mail.newsletter-confirm': 'Bekreft nyhetsbrev',
  'mail.member-welcome': 'Velkommen',
  'mail.return-requested': 'Retur registrert',
  'mail.group-invitation': 'Gruppeinvitasjon',
  'mail.quote-sent': 'Tilbud sendt',
  'mail.order-confirmation': 'Ordrebekreftelse',
  'mail.quote-answered': 'Tilbud besvart (til butikken)',
  'mail.order-status-changed': 'Ordrestatus endret',
  'mail.order-cancelled': 'Ordre kansellert',
  'mail.return-approved': 'Retur godkjent',
  'mail.return-rejected': 'Retur avvist',
  'mail.return-completed': 'Retur fullført',
  'mail.invoice-issued': 'Faktura',
  'mail.invoice-paid': 'Betaling mottatt',
  'mail.invoice-reminder': 'Purring',
  'mail.group-deadline-extended': 'Frist forlenget',
  'mail.group-size-reminder': 'Påminnelse om størrelser',
  'mail.design-proof-uploaded': 'Korrektur',
  'mail.design-approved': 'Design godkjent',
  'mail.design-rejected': 'Design avvist',
  'mail.design-in-production': 'Design i produksjon',
  'mail.design-changes-requested': 'Endringer ønsket (til butikken)',
  'mail.thread-staff-reply': 'Svar på melding',
  'mail.thread-customer-reply': 'Ny melding fra kunde (til butikken)',
  'mail.contact-answer': 'Svar på henvendelse',
  'mail.newsletter-test': 'Nyhetsbrev (testmail)',
  'newsletter.campaign': 'Nyhetsbrev',
};

export function mailKindLabel(type: string): string {
  return MAIL_KIND_LABELS[type] ?? type;
}

/** The record kinds a mail can be about (the console links `/admin/<area>/:id`). */
export type MailRecordType =
  | 'order'
  | 'quote'
  | 'invoice'
  | 'return'
  | 'design'
  | 'group'
  | 'thread'
  | 'contact'
  | 'member'
  | 'newsletter_campaign';

/** A payload id read directly: the first of these keys present names the record. */
const DIRECT_KEYS: ReadonlyArray<readonly [string, MailRecordType]> = [
  ['quoteId', 'quote'],
  ['invoiceId', 'invoice'],
  ['designId', 'design'],
  ['returnId', 'return'],
  ['orderId', 'order'],
  ['contactId', 'contact'],
  ['memberId', 'member'],
  ['campaignId', 'newsletter_campaign'],
];

/**
 * Payload ids that point at a row inside a record (a group member, a thread message, a contact reply): the worker
 * looks the record up (`table`.`column` of the row with that id).
 */
export const INDIRECT_KEYS: ReadonlyArray<{ key: string; type: MailRecordType; table: string; column: string }> = [
  { key: 'groupMemberId', type: 'group', table: 'group_members', column: 'group_id' },
  { key: 'messageId', type: 'thread', table: 'messages', column: 'thread_id' },
  { key: 'contactReplyId', type: 'contact', table: 'contact_replies', column: 'contact_id' },
];

/** The record a job's payload names directly, or null (then see INDIRECT_KEYS). */
export function directMailRecord(payload: Record<string, unknown>): { type: MailRecordType; id: number } | null {
  for (const [key, type] of DIRECT_KEYS) {
    const id = payload[key];
    if (typeof id === 'number' && Number.isInteger(id)) return { type, id };
  }
  return null;
}

// `token=` in a URL, also as HTML writes it (`&amp;token`, `token&#x3D;`, `token&#61;`).
const TOKEN_PARAM = /((?:[?&]|&amp;)token(?:=|&#x3D;|&#61;))[^&\s"'<>)\]]+/gi;

/** The mask that replaces a link's token in the stored mail. */
export const MASKED_TOKEN = 'skjult';

/**
 * A mail's text or HTML with the value of every `token=` link parameter (sign-in links, newsletter confirm and
 * unsubscribe links) replaced, so the log never holds a usable link.
 */
export function maskMailSecrets(body: string): string {
  return body.replace(TOKEN_PARAM, `$1${MASKED_TOKEN}`);
}

/**
 * The days `Oversikt`'s 'Feilede e-poster' counts: yesterday and today in Norway (calendar days, as the mail log's
 * 'Periode' filter picks them), so the figure and the list it links to count the same mails.
 */
export function failedMailsPeriod(now: Date): { from: string; to: string } {
  const today = osloDateInputValue(now);
  return { from: addCalendarDays(today, -1), to: today };
}
