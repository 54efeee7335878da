import { User } from '../modules/users/user.entity.js';
import { Contact } from '../modules/contacts/contact.entity.js';
import { Product } from '../modules/products/product.entity.js';
import { Member } from '../modules/members/member.entity.js';
import { BlogPost } from '../modules/blog/blog-post.entity.js';
import { Order } from '../modules/orders/order.entity.js';
import { OrderItem } from '../modules/orders/order-item.entity.js';
import { Coupon } from '../modules/coupons/coupon.entity.js';
import { MemberCoupon } from '../modules/coupons/member-coupon.entity.js';
import { Invoice } from '../modules/invoices/invoice.entity.js';
import { Address } from '../modules/addresses/address.entity.js';
import { Shipment } from '../modules/shipments/shipment.entity.js';
import { OrderReturn } from '../modules/returns/return.entity.js';
import { Group } from '../modules/groups/group.entity.js';
import { GroupMember } from '../modules/groups/group-member.entity.js';
import { SizeSubmission } from '../modules/groups/size-submission.entity.js';
import { Design } from '../modules/designs/design.entity.js';
import { DesignFile } from '../modules/designs/design-file.entity.js';
import { MessageThread } from '../modules/messages/message-thread.entity.js';
import { Message } from '../modules/messages/message.entity.js';
import { OutboxEvent } from '../modules/outbox/outbox-event.entity.js';
import { MailDelivery } from '../modules/mail/mail-delivery.entity.js';
import { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.entity.js';
import { SignInToken } from '../modules/auth/sign-in-token.entity.js';
import { FaqItem } from '../modules/faq/faq-item.entity.js';
import { SeedRun } from '../modules/seeding/seed-run.entity.js';
import { CustomerSessionRevocation } from '../modules/profile/session-revocation.entity.js';

/** Every entity, listed explicitly (no folder discovery), for the ORM config, tests and the worker. */
export const entities = [
  User,
  Contact,
  Product,
  Member,
  BlogPost,
  Order,
  OrderItem,
  Coupon,
  MemberCoupon,
  Invoice,
  Address,
  Shipment,
  OrderReturn,
  Group,
  GroupMember,
  SizeSubmission,
  Design,
  DesignFile,
  MessageThread,
  Message,
  OutboxEvent,
  MailDelivery,
  NewsletterSubscriber,
  SignInToken,
  FaqItem,
  SeedRun,
  CustomerSessionRevocation,
];

export {
  User,
  Contact,
  Product,
  Member,
  BlogPost,
  Order,
  OrderItem,
  Coupon,
  MemberCoupon,
  Invoice,
  Address,
  Shipment,
  OrderReturn,
  Group,
  GroupMember,
  SizeSubmission,
  Design,
  DesignFile,
  MessageThread,
  Message,
  OutboxEvent,
  MailDelivery,
  NewsletterSubscriber,
  SignInToken,
  FaqItem,
  SeedRun,
  CustomerSessionRevocation,
};
