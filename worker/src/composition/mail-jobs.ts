import type { JobName } from '@russ/schema/jobs/jobs';
import { contactConfirmationMail } from '../jobs/contact-confirmation/contact-confirmation.processor.js';
import { contactNoticeMail } from '../jobs/contact-notice/contact-notice.processor.js';
import { invoiceIssuedMail } from '../jobs/invoice-issued/invoice-issued.processor.js';
import { invoicePaidMail } from '../jobs/invoice-paid/invoice-paid.processor.js';
import { invoiceReminderMail } from '../jobs/invoice-reminder/invoice-reminder.processor.js';
import { groupInvitationMail } from '../jobs/group-invitation/group-invitation.processor.js';
import { groupDeadlineExtendedMail } from '../jobs/group-deadline-extended/group-deadline-extended.processor.js';
import { groupSizeReminderMail } from '../jobs/group-size-reminder/group-size-reminder.processor.js';
import { memberWelcomeMail } from '../jobs/member-welcome/member-welcome.processor.js';
import { newsletterConfirmMail } from '../jobs/newsletter-confirm/newsletter-confirm.processor.js';
import { newsletterTestMail } from '../jobs/newsletter-campaign/newsletter-test.processor.js';
import { orderConfirmationMail } from '../jobs/order-confirmation/order-confirmation.processor.js';
import { quoteAnsweredMail } from '../jobs/quote-answered/quote-answered.processor.js';
import { quoteSentMail } from '../jobs/quote-sent/quote-sent.processor.js';
import {
  orderCancelledMail,
  orderStatusChangedMail,
} from '../jobs/order-status-changed/order-status-changed.processor.js';
import { returnRequestedMail } from '../jobs/return-requested/return-requested.processor.js';
import {
  returnApprovedMail,
  returnCompletedMail,
  returnRejectedMail,
} from '../jobs/return-step/return-step.processor.js';
import { signInLinkMail } from '../jobs/sign-in-link/sign-in-link.processor.js';
import {
  designApprovedMail,
  designChangesRequestedMail,
  designInProductionMail,
  designProofUploadedMail,
  designRejectedMail,
} from '../jobs/design-review/design-review.processor.js';
import { contactAnswerMail } from '../jobs/contact-answer/contact-answer.processor.js';
import { threadCustomerReplyMail, threadStaffReplyMail } from '../jobs/thread-reply/thread-reply.processor.js';
import type { MailJobHandler } from '../mail/mail-job.js';

/**
 * The jobs registry: every mail job name with the handler that builds its mail. A composition root: the jobs
 * import `mail/` (rendering, transport), and only the worker's wiring imports this list, so `mail/` never
 * imports a job. A new job adds its processor folder under `jobs/` and one line here.
 */
export const mailJobHandlers: { [K in JobName]: MailJobHandler<K> } = {
  'mail.contact-confirmation': contactConfirmationMail,
  'mail.contact-notice': contactNoticeMail,
  'mail.sign-in-link': signInLinkMail,
  'mail.newsletter-confirm': newsletterConfirmMail,
  'mail.member-welcome': memberWelcomeMail,
  'mail.group-invitation': groupInvitationMail,
  'mail.return-requested': returnRequestedMail,
  'mail.quote-sent': quoteSentMail,
  'mail.order-confirmation': orderConfirmationMail,
  'mail.quote-answered': quoteAnsweredMail,
  'mail.order-status-changed': orderStatusChangedMail,
  'mail.order-cancelled': orderCancelledMail,
  'mail.return-approved': returnApprovedMail,
  'mail.return-rejected': returnRejectedMail,
  'mail.return-completed': returnCompletedMail,
  'mail.invoice-issued': invoiceIssuedMail,
  'mail.invoice-paid': invoicePaidMail,
  'mail.invoice-reminder': invoiceReminderMail,
  'mail.group-deadline-extended': groupDeadlineExtendedMail,
  'mail.group-size-reminder': groupSizeReminderMail,
  'mail.design-proof-uploaded': designProofUploadedMail,
  'mail.design-approved': designApprovedMail,
  'mail.design-rejected': designRejectedMail,
  'mail.design-in-production': designInProductionMail,
  'mail.design-changes-requested': designChangesRequestedMail,
  'mail.thread-staff-reply': threadStaffReplyMail,
  'mail.thread-customer-reply': threadCustomerReplyMail,
  'mail.contact-answer': contactAnswerMail,
  'mail.newsletter-test': newsletterTestMail,
};
