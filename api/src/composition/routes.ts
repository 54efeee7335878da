import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { blogRoutes } from '../modules/blog/blog.routes.js';
import { contactRoutes } from '../modules/contacts/contact.routes.js';
import { customerRoutes } from '../modules/customer/customer.routes.js';
import { designRoutes } from '../modules/designs/design.routes.js';
import { faqRoutes } from '../modules/faq/faq.routes.js';
import { groupRoutes } from '../modules/groups/group.routes.js';
import { invoiceRoutes } from '../modules/invoices/invoice.routes.js';
import { memberRoutes } from '../modules/members/member.routes.js';
import { memberExportRoutes } from '../modules/member-admin/member-export.routes.js';
import { messageRoutes } from '../modules/messages/message.routes.js';
import { newsletterRoutes } from '../modules/newsletter/newsletter.routes.js';
import { productRoutes } from '../modules/products/product.routes.js';
import { catalogImageRoutes } from '../modules/products/catalog-image.routes.js';
import { profileRoutes } from '../modules/profile/profile.routes.js';

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
  customerRoutes,
  designRoutes,
  messageRoutes,
  groupRoutes,
  profileRoutes,
  invoiceRoutes,
  memberExportRoutes,
  catalogImageRoutes,
];
