import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { authChecker } from '../common/auth-checker.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { StaffAuthResolver } from '../modules/staff/staff-auth.resolver.js';
import { BlogResolver } from '../modules/blog/blog.resolver.js';
import { ContactResolver } from '../modules/contacts/contact.resolver.js';
import { CustomerAreaResolver } from '../modules/customer/customer.resolver.js';
import { ProfileCustomerAreaResolver } from '../modules/members/profile-customer-area.js';
import { OrderCustomerAreaResolver } from '../modules/orders/order-customer-area.js';
import { CouponCustomerAreaResolver } from '../modules/coupons/coupon-customer-area.js';
import { InvoiceCustomerAreaResolver } from '../modules/invoices/invoice-customer-area.js';
import { AddressCustomerAreaResolver } from '../modules/addresses/address-customer-area.js';
import { QuoteCustomerAreaResolver } from '../modules/quotes/quote-customer-area.js';
import { ReturnCustomerAreaResolver } from '../modules/returns/return-customer-area.js';
import { GroupCustomerAreaResolver } from '../modules/groups/group-customer-area.js';
import { DesignCustomerAreaResolver } from '../modules/designs/design-customer-area.js';
import { MessageCustomerAreaResolver } from '../modules/messages/message-customer-area.js';
import { DesignResolver } from '../modules/designs/design.resolver.js';
import { FaqResolver } from '../modules/faq/faq.resolver.js';
import { GroupResolver } from '../modules/groups/group.resolver.js';
import { MemberResolver } from '../modules/members/member.resolver.js';
import { MessageResolver } from '../modules/messages/message.resolver.js';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver.js';
import { ReturnResolver } from '../modules/returns/return.resolver.js';
import { ProductResolver } from '../modules/products/product.resolver.js';
import { ProfileResolver } from '../modules/members/profile.resolver.js';
import { AccountDeletionResolver } from '../modules/account-deletion/account-deletion.resolver.js';
import { AddressResolver } from '../modules/addresses/address.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { QuoteAdminResolver, QuoteFieldsResolver } from '../modules/quotes/quote-admin.resolver.js';
import { QuoteResolver } from '../modules/quotes/quote.resolver.js';
import { OrderAdminResolver } from '../modules/orders/order-admin.resolver.js';
import { CouponResolver } from '../modules/coupons/coupon.resolver.js';
import { CampaignResolver } from '../modules/newsletter/campaign.resolver.js';
import { OverviewResolver } from '../modules/overview/overview.resolver.js';
import { InvoiceResolver } from '../modules/invoices/invoice.resolver.js';
import { PaymentResolver } from '../modules/payments/payment.resolver.js';
import { GroupAdminResolver } from '../modules/groups/group-admin.resolver.js';
import { MemberAdminResolver } from '../modules/members/member-admin.resolver.js';
import { DesignReviewResolver } from '../modules/designs/design-review.resolver.js';
import { StaffUsersResolver } from '../modules/staff/staff-users.resolver.js';
import { MessageAdminResolver } from '../modules/messages/message-admin.resolver.js';
import { ProductAdminResolver } from '../modules/products/product-admin.resolver.js';
import { BlogAdminResolver } from '../modules/blog/blog-admin.resolver.js';
import { FaqAdminResolver } from '../modules/faq/faq-admin.resolver.js';
import { MailLogResolver } from '../modules/mail/mail-log.resolver.js';

/** Every resolver class of the public GraphQL API. */
export const resolvers = [
  ProductResolver,
  BlogResolver,
  FaqResolver,
  ContactResolver,
  MemberResolver,
  NewsletterResolver,
  AuthResolver,
  StaffAuthResolver,
  CustomerAreaResolver,
  ProfileCustomerAreaResolver,
  OrderCustomerAreaResolver,
  CouponCustomerAreaResolver,
  InvoiceCustomerAreaResolver,
  AddressCustomerAreaResolver,
  QuoteCustomerAreaResolver,
  ReturnCustomerAreaResolver,
  GroupCustomerAreaResolver,
  DesignCustomerAreaResolver,
  MessageCustomerAreaResolver,
  DesignResolver,
  MessageResolver,
  GroupResolver,
  ProfileResolver,
  AccountDeletionResolver,
  AddressResolver,
  ReturnResolver,
  AuditResolver,
  QuoteAdminResolver,
  QuoteFieldsResolver,
  QuoteResolver,
  OrderAdminResolver,
  CouponResolver,
  OverviewResolver,
  InvoiceResolver,
  PaymentResolver,
  GroupAdminResolver,
  MemberAdminResolver,
  DesignReviewResolver,
  StaffUsersResolver,
  MessageAdminResolver,
  ProductAdminResolver,
  BlogAdminResolver,
  FaqAdminResolver,
  CampaignResolver,
  MailLogResolver,
] as const satisfies NonEmptyArray<new () => object>;

let schema: Promise<GraphQLSchema> | undefined;

/**
 * The executable schema, built once per process from the type-graphql classes. Input is validated by the zod
 * validators inside the services, not by class-validator (`validate: false`); nothing is written to disk here.
 * Every root field declares its policy with `@Access` (common/auth-checker.ts), enforced by `authChecker`.
 */
export function getSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({ resolvers, validate: false, emitSchemaFile: false, authChecker, authMode: 'error' });
  return schema;
}

/** The SDL as committed in schema/schema.graphql: types sorted by name so the file only changes with the API. */
export async function printSortedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await getSchema())).trim()}\n`;
}
