/**
 * Every entity class, re-exported from its module: the ONE list of entities. `entities.ts` turns it into the
 * array for the ORM config, and `db.ts` (`@russ/api/db`) re-exports it for the worker. Export nothing else here:
 * every export of this module is treated as an entity.
 */
export { User } from '../modules/staff/user.entity.js';
export { Contact } from '../modules/contacts/contact.entity.js';
export { Product } from '../modules/products/product.entity.js';
export { Member } from '../modules/members/member.entity.js';
export { BlogPost } from '../modules/blog/blog-post.entity.js';
export { Order } from '../modules/orders/order.entity.js';
export { OrderItem } from '../modules/orders/order-item.entity.js';
export { Coupon } from '../modules/coupons/coupon.entity.js';
export { MemberCoupon } from '../modules/coupons/member-coupon.entity.js';
export { Invoice } from '../modules/invoices/invoice.entity.js';
export { InvoiceLineRow } from '../modules/invoices/invoice-line.entity.js';
export { BankFileImport } from '../modules/payments/bank-file-import.entity.js';
export { BankPayment } from '../modules/payments/bank-payment.entity.js';
export { Address } from '../modules/addresses/address.entity.js';
export { Shipment } from '../modules/orders/shipment.entity.js';
export { OrderReturn } from '../modules/returns/return.entity.js';
export { Group } from '../modules/groups/group.entity.js';
export { GroupMember } from '../modules/groups/group-member.entity.js';
export { SizeSubmission } from '../modules/groups/size-submission.entity.js';
export { Design } from '../modules/designs/design.entity.js';
export { DesignFile } from '../modules/designs/design-file.entity.js';
export { MessageThread } from '../modules/messages/message-thread.entity.js';
export { Message } from '../modules/messages/message.entity.js';
export { OutboxEvent } from '../modules/outbox/outbox-event.entity.js';
export { MailDelivery } from '../modules/mail/mail-delivery.entity.js';
export { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.entity.js';
export { NewsletterCampaign } from '../modules/newsletter/newsletter-campaign.entity.js';
export { CampaignRecipient } from '../modules/newsletter/campaign-recipient.entity.js';
export { SignInToken } from '../modules/auth/sign-in-token.entity.js';
export { FaqItem } from '../modules/faq/faq-item.entity.js';
export { SeedRun } from '../modules/seeding/seed-run.entity.js';
export { CustomerSessionRevocation } from '../modules/members/session-revocation.entity.js';
export { AuditEntry } from '../modules/audit/audit-entry.entity.js';
export { StaffSessionRevocation } from '../modules/staff/staff-session-revocation.entity.js';
export { Quote } from '../modules/quotes/quote.entity.js';
export { QuoteLine } from '../modules/quotes/quote-line.entity.js';
export { OrderNote } from '../modules/orders/order-note.entity.js';
export { ThreadNote } from '../modules/messages/thread-note.entity.js';
export { ContactReply } from '../modules/contacts/contact-reply.entity.js';
