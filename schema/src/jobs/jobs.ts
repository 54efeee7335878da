import { z } from 'zod';

/** The BullMQ queue every mail job goes through. */
export const MAIL_QUEUE = 'mail';

/**
 * Job names. The api writes them into `outbox.type`; the relay uses them as BullMQ job names and the worker
 * routes on them. Payloads carry ids only: the worker loads the rest, so no personal data or secrets sit in Redis.
 */
export const JOBS = {
  contactConfirmation: 'mail.contact-confirmation',
  contactNotice: 'mail.contact-notice',
  signInLink: 'mail.sign-in-link',
  newsletterConfirm: 'mail.newsletter-confirm',
  memberWelcome: 'mail.member-welcome',
  returnRequested: 'mail.return-requested',
  groupInvitation: 'mail.group-invitation',
  quoteSent: 'mail.quote-sent',
  orderConfirmation: 'mail.order-confirmation',
  quoteAnswered: 'mail.quote-answered',
  orderStatusChanged: 'mail.order-status-changed',
  orderCancelled: 'mail.order-cancelled',
  returnApproved: 'mail.return-approved',
  returnRejected: 'mail.return-rejected',
  returnCompleted: 'mail.return-completed',
  invoiceIssued: 'mail.invoice-issued',
  invoicePaid: 'mail.invoice-paid',
  invoiceReminder: 'mail.invoice-reminder',
  newsletterTest: 'mail.newsletter-test',
} as const;

export type JobName = (typeof JOBS)[keyof typeof JOBS];

/**
 * Mails a member can turn off with 'E-postvarsler' on the profile tab (members.email_notifications): greetings,
 * news and offers. The worker skips them for a member who turned notifications off. Never in this set: mails
 * the customer asked for or needs (sign-in links, contact confirmations, newsletter double opt-in, invoices,
 * replies in their own message threads, group invitations, quotes, order confirmations, the shop's notices).
 */
export const NON_ESSENTIAL_JOBS: ReadonlySet<string> = new Set<JobName>([
  JOBS.memberWelcome,
  // Order progress (processing, shipped with tracking, delivered): admin §15. A cancellation is essential.
  JOBS.orderStatusChanged,
]);

export function isNonEssentialJob(name: string): boolean {
  return NON_ESSENTIAL_JOBS.has(name);
}

const rowId = z.number().int().positive();

export const contactMailPayload = z.strictObject({ contactId: rowId });
export const signInLinkPayload = z.strictObject({ signInTokenId: rowId });
export const newsletterConfirmPayload = z.strictObject({ subscriberId: rowId });
export const memberWelcomePayload = z.strictObject({ memberId: rowId });
export const returnRequestedPayload = z.strictObject({ orderId: rowId, returnIds: z.array(rowId).min(1).max(100) });
export const groupInvitationPayload = z.strictObject({ groupMemberId: rowId });
/** The quote mail; `signInTokenId` is the sign-in link (valid while the quote is) that leads to the quote. */
export const quoteSentPayload = z.strictObject({ quoteId: rowId, signInTokenId: rowId });
export const orderConfirmationPayload = z.strictObject({ orderId: rowId });
/** The shop's notice that a customer accepted or declined a quote. */
export const quoteAnsweredPayload = z.strictObject({ quoteId: rowId });
/** The order moved to `status`; for shipped/delivered, the shipment whose carrier and tracking link the mail shows. */
export const orderStatusChangedPayload = z.strictObject({
  orderId: rowId,
  status: z.enum(['processing', 'shipped', 'delivered']),
  shipmentId: rowId.optional(),
});
/** The order was cancelled; the worker reads the reason from the order. */
export const orderCancelledPayload = z.strictObject({ orderId: rowId });
/** `Godkjenn`, `Avvis`, `Fullfør` of a return (admin §5): the customer is told each step. */
export const returnStepPayload = z.strictObject({ returnId: rowId });
/** `Send faktura`, and each per-member invoice of a group order: the invoice with its PDF attached. */
export const invoiceMailPayload = z.strictObject({ invoiceId: rowId });
/** 'Purring': the first (1) or second (2) reminder of an overdue invoice. */
export const invoiceReminderPayload = z.strictObject({
  invoiceId: rowId,
  reminder: z.union([z.literal(1), z.literal(2)]),
});

/** `Send testmail` of a campaign: the campaign as it will be sent, to the staff member who asked. */
export const newsletterTestPayload = z.strictObject({ campaignId: rowId, staffUserId: rowId });

/** One payload schema per job name; the outbox validates before writing, the worker before processing. */
export const jobPayloadSchemas = {
  [JOBS.contactConfirmation]: contactMailPayload,
  [JOBS.contactNotice]: contactMailPayload,
  [JOBS.signInLink]: signInLinkPayload,
  [JOBS.newsletterConfirm]: newsletterConfirmPayload,
  [JOBS.memberWelcome]: memberWelcomePayload,
  [JOBS.returnRequested]: returnRequestedPayload,
  [JOBS.groupInvitation]: groupInvitationPayload,
  [JOBS.quoteSent]: quoteSentPayload,
  [JOBS.orderConfirmation]: orderConfirmationPayload,
  [JOBS.quoteAnswered]: quoteAnsweredPayload,
  [JOBS.orderStatusChanged]: orderStatusChangedPayload,
  [JOBS.orderCancelled]: orderCancelledPayload,
  [JOBS.returnApproved]: returnStepPayload,
  [JOBS.returnRejected]: returnStepPayload,
  [JOBS.returnCompleted]: returnStepPayload,
  [JOBS.invoiceIssued]: invoiceMailPayload,
  [JOBS.invoicePaid]: invoiceMailPayload,
  [JOBS.invoiceReminder]: invoiceReminderPayload,
  [JOBS.newsletterTest]: newsletterTestPayload,
} as const satisfies Record<JobName, z.ZodType>;

export type JobPayload<T extends JobName> = z.output<(typeof jobPayloadSchemas)[T]>;

export function isJobName(value: string): value is JobName {
  return Object.hasOwn(jobPayloadSchemas, value);
}

/** Parses a payload for a job; throws a ZodError when it does not match. */
export function parseJobPayload<T extends JobName>(type: T, payload: unknown): JobPayload<T> {
  return jobPayloadSchemas[type].parse(payload) as JobPayload<T>;
}
