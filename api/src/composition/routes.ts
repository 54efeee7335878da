import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { blogRoutes } from '../modules/blog/blog.routes.js';
import { contactRoutes } from '../modules/contacts/contact.routes.js';
import { designRoutes } from '../modules/designs/design.routes.js';
import { faqRoutes } from '../modules/faq/faq.routes.js';
import { groupRoutes } from '../modules/groups/group.routes.js';
import { invoiceRoutes } from '../modules/invoices/invoice.routes.js';
import { memberRoutes } from '../modules/members/member.routes.js';
import { memberExportRoutes } from '../modules/members/member-export.routes.js';
import { messageRoutes } from '../modules/messages/message.routes.js';
import { newsletterRoutes } from '../modules/newsletter/newsletter.routes.js';
import { productRoutes } from '../modules/products/product.routes.js';
import { catalogImageRoutes } from '../modules/products/catalog-image.routes.js';
import { customerDataExportRoutes } from '../modules/data-export/customer-data-export.routes.js';
import { profileCustomerAreaRoutes } from '../modules/members/profile-customer-area.js';
import { orderCustomerAreaRoutes } from '../modules/orders/order-customer-area.js';
import { couponCustomerAreaRoutes } from '../modules/coupons/coupon-customer-area.js';
import { invoiceCustomerAreaRoutes } from '../modules/invoices/invoice-customer-area.js';
import { addressCustomerAreaRoutes } from '../modules/addresses/address-customer-area.js';
import { returnCustomerAreaRoutes } from '../modules/returns/return-customer-area.js';
import { groupCustomerAreaRoutes } from '../modules/groups/group-customer-area.js';
import { designCustomerAreaRoutes } from '../modules/designs/design-customer-area.js';
import { messageCustomerAreaRoutes } from '../modules/messages/message-customer-area.js';
import { accountingExportRoutes } from '../modules/payments/accounting-export.routes.js';
import { paymentRoutes } from '../modules/payments/payment.routes.js';

/**
 * Every REST route plugin of the shop, in registration order. This file (like the entity and resolver lists
 * beside it) is a composition root: only the server's wiring imports it, never a module.
 */
export const restRoutes: readonly FastifyPluginAsync[] = [
  productRoutes,
  blogRoutes,
  faqRoutes,
  contactRoutes,
  memberRoutes,
  newsletterRoutes,
  authRoutes,
  profileCustomerAreaRoutes,
  orderCustomerAreaRoutes,
  couponCustomerAreaRoutes,
  invoiceCustomerAreaRoutes,
  addressCustomerAreaRoutes,
  returnCustomerAreaRoutes,
  groupCustomerAreaRoutes,
  designCustomerAreaRoutes,
  messageCustomerAreaRoutes,
  designRoutes,
  messageRoutes,
  groupRoutes,
  customerDataExportRoutes,
  invoiceRoutes,
  memberExportRoutes,
  catalogImageRoutes,
  paymentRoutes,
  accountingExportRoutes,
];
