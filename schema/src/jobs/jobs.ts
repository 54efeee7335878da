import { z } from 'zod';

/** The BullMQ queue every mail job goes through. */
export const MAIL_QUEUE = 'mail';

/** The BullMQ queue the worker's job schedulers feed (the api only reads its counts, for `/metrics`). */
export const SCHEDULED_QUEUE = 'scheduled';

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
  groupDeadlineExtended: 'mail.group-deadline-extended',
  groupSizeReminder: 'mail.group-size-reminder',
  designProofUploaded: 'mail.design-proof-uploaded',
  designApproved: 'mail.design-approved',
  designRejected: 'mail.design-rejected',
  designInProduction: 'mail.design-in-production',
  designChangesRequested: 'mail.design-changes-requested',
  threadStaffReply: 'mail.thread-staff-reply',
  threadCustomerReply: 'mail.thread-customer-reply',
  contactAnswer: 'mail.contact-answer',
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
  // Group deadline extended and the size reminder (admin §7, §15): notices, not something the member asked for.
  JOBS.groupDeadlineExtended,
  JOBS.groupSizeReminder,
  // Design review (admin §6, §15): approved and in production are status news and follow the setting. A proof
  // (the customer must answer it) and a rejection (the customer must upload again) always go, as does the shop's
  // notice of requested changes.
  JOBS.designApproved,
  JOBS.designInProduction,
]);

export function isNonEssentialJob(name: string): boolean {
  return NON_ESSENTIAL_JOBS.has(name);
}

const rowId = z.number().int().positive();

/**
 * `verifiedSender`: the message came from the signed-in member whose address it names, so the confirmation may
 * echo what was written; to any other address it must not (it would relay anyone's text from the shop's domain).
 */
export const contactMailPayload = z.strictObject({ contactId: rowId, verifiedSender: z.literal(true).optional() });
export const signInLinkPayload = z.strictObject({ signInTokenId: rowId });
export const newsletterConfirmPayload = z.strictObject({ subscriberId: rowId });
export const memberWelcomePayload = z.strictObject({ memberId: rowId });
export const returnRequestedPayload = z.strictObject({ orderId: rowId, returnIds: z.array(rowId).min(1).max(100) });
export const groupInvitationPayload = z.strictObject({ groupMemberId: rowId });
/** The quote mail; `signInTokenId` is the sign-in link (valid while the quote is) that leads to the quote. */
/** `signInTokenId`: only in jobs queued before the quote mail stopped carrying a sign-in link (ignored). */
export const quoteSentPayload = z.strictObject({ quoteId: rowId, signInTokenId: rowId.optional() });
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
/**
 * 'Purring': the first (1) or second (2) reminder of an overdue invoice; without `reminder`, the payment reminder
 * staff send to a group's members who have not paid (`Send betalingspåminnelse`), due or not.
 */
export const invoiceReminderPayload = z.strictObject({
  invoiceId: rowId,
  reminder: z.union([z.literal(1), z.literal(2)]).optional(),
});

/** `Forleng frist`: one mail per accepted member of the group; the worker reads the new deadline from the group. */
export const groupDeadlineExtendedPayload = z.strictObject({ groupMemberId: rowId });
/** `Send påminnelse` and the daily reminder 3 days before the deadline: one accepted member without sizes. */
export const groupSizeReminderPayload = z.strictObject({ groupMemberId: rowId });
/** A design's step (admin §6): the worker loads the design; a step the design never reached is skipped. */
export const designStepPayload = z.strictObject({ designId: rowId });
/** `Last opp korrektur`: the proof version (with the shop's message) mailed to the customer. */
export const designProofPayload = z.strictObject({ designId: rowId, designFileId: rowId });
/** `Send svar` in a thread (admin §8): the staff message the customer is mailed (essential). */
export const threadStaffReplyPayload = z.strictObject({ messageId: rowId });
/** The customer wrote in a thread (a new thread or a reply): the shop's notice. */
export const threadCustomerReplyPayload = z.strictObject({ messageId: rowId });
/** `Svar` on a contact message (admin §8): the stored answer mailed to the sender (essential). */
export const contactAnswerPayload = z.strictObject({ contactReplyId: rowId });
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
  [JOBS.groupDeadlineExtended]: groupDeadlineExtendedPayload,
  [JOBS.groupSizeReminder]: groupSizeReminderPayload,
  [JOBS.designProofUploaded]: designProofPayload,
  [JOBS.designApproved]: designStepPayload,
  [JOBS.designRejected]: designStepPayload,
  [JOBS.designInProduction]: designStepPayload,
  [JOBS.designChangesRequested]: designStepPayload,
  [JOBS.threadStaffReply]: threadStaffReplyPayload,
  [JOBS.threadCustomerReply]: threadCustomerReplyPayload,
  [JOBS.contactAnswer]: contactAnswerPayload,
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
