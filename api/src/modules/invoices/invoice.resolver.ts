import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { staffCan } from '@russ/schema/staff/permissions';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import { getStaffInvoice, listOrderInvoices, listStaffInvoices } from './invoice-admin.views.js';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  issueCreditNote,
  issueInvoice,
  issueMemberInvoices,
  registerInvoicePayment,
  resolveOrderId,
  sendGroupPaymentReminder,
  sendInvoice,
} from './invoice.service.js';
import { getStaffGroup } from '../groups/group-admin.service.js';
import { GroupReminderSent } from '../groups/group-admin.types.js';
import {
  CreditNoteInput,
  RegisterInvoicePaymentInput,
  StaffInvoice,
  StaffInvoiceDetail,
  StaffInvoiceFilter,
  StaffInvoicePage,
} from './invoice.types.js';

/**
 * The console's invoices (admin §4). Reading needs invoices.read, issuing, sending and payments invoices.issue,
 * credit notes invoices.credit (administrators). Bad input is a BAD_USER_INPUT error with Norwegian fieldErrors;
 * an action the invoice's state does not allow is a CONFLICT with a Norwegian message.
 */
@Resolver()
export class InvoiceResolver {
  @Access(staffCan('invoices.read'))
  @Query(() => StaffInvoicePage, {
    description:
      'Staff (invoices.read): invoices and credit notes, newest first; search in invoice number, order number, customer e-mail or name, or the KID; sort invoiceNumber, issuedAt, dueDate, amount, status, orderNumber or customerEmail.',
  })
  staffInvoices(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffInvoiceFilter, { nullable: true }) filter: StaffInvoiceFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffInvoicePage> {
    return listStaffInvoices(em, { search, filter: { status: filter?.status }, sort, offset, limit });
  }

  @Access(staffCan('invoices.read'))
  @Query(() => StaffInvoiceDetail, { description: 'Staff: one invoice; NOT_FOUND when missing.' })
  invoice(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<StaffInvoiceDetail> {
    return getStaffInvoice(em, parseId(id, INVOICE_NOT_FOUND_MESSAGE));
  }

  @Access(staffCan('invoices.read'))
  @Query(() => [StaffInvoice], { description: "Staff: an order's invoices and credit notes (for the order page)." })
  async orderInvoices(
    @Ctx() { em }: GraphQLContext,
    @Arg('orderId', () => Int) orderId: number,
  ): Promise<StaffInvoice[]> {
    return listOrderInvoices(em, orderId);
  }

  @Access(staffCan('invoices.issue'))
  @Mutation(() => StaffInvoiceDetail, {
    description:
      "`Lag faktura`: issues the order's invoice (number from the yearly gapless sequence, KID, due date dueDays later, 14 by default). Give orderId or orderNumber. CONFLICT when already invoiced.",
  })
  async issueInvoice(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('orderId', () => Int, { nullable: true }) orderId: number | null,
    @Arg('orderNumber', () => String, { nullable: true }) orderNumber: string | null,
    @Arg('dueDays', () => Int, { nullable: true }) dueDays: number | null,
  ): Promise<StaffInvoiceDetail> {
    const staff = requireCapability(sessions, 'invoices.issue');
    const id = await resolveOrderId(em, {
      orderId: orderId == null ? null : parseId(orderId, ORDER_NOT_FOUND_MESSAGE),
      orderNumber,
    });
    const invoice = await issueInvoice(em, staff, { orderId: id, dueDays });
    return getStaffInvoice(em.fork(), invoice.id);
  }

  @Access(staffCan('invoices.issue'))
  @Mutation(() => [StaffInvoice], {
    description:
      '`Fordel faktura på medlemmer`: one invoice per member of a group order for their lines, each mailed to the member. Give orderId or orderNumber.',
  })
  async issueMemberInvoices(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('orderId', () => Int, { nullable: true }) orderId: number | null,
    @Arg('orderNumber', () => String, { nullable: true }) orderNumber: string | null,
    @Arg('dueDays', () => Int, { nullable: true }) dueDays: number | null,
  ): Promise<StaffInvoice[]> {
    const staff = requireCapability(sessions, 'invoices.issue');
    orderId = await resolveOrderId(em, {
      orderId: orderId == null ? null : parseId(orderId, ORDER_NOT_FOUND_MESSAGE),
      orderNumber,
    });
    const invoices = await issueMemberInvoices(em, staff, { orderId, dueDays });
    const ids = new Set(invoices.map((invoice) => invoice.id));
    const items = await listOrderInvoices(em.fork(), orderId);
    return items.filter((item) => ids.has(item.id));
  }

  @Access(staffCan('invoices.issue'))
  @Mutation(() => StaffInvoiceDetail, { description: '`Send faktura`: mails the invoice with its PDF attached.' })
  async sendInvoice(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<StaffInvoiceDetail> {
    const staff = requireCapability(sessions, 'invoices.issue');
    const invoice = await sendInvoice(em, staff, parseId(id, INVOICE_NOT_FOUND_MESSAGE));
    return getStaffInvoice(em.fork(), invoice.id);
  }

  @Access(staffCan('invoices.issue'))
  @Mutation(() => StaffInvoiceDetail, {
    description: "`Registrer betaling`: sets 'Betalt' with the date and reference and mails a receipt.",
  })
  async registerInvoicePayment(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RegisterInvoicePaymentInput) input: RegisterInvoicePaymentInput,
  ): Promise<StaffInvoiceDetail> {
    const staff = requireCapability(sessions, 'invoices.issue');
    const invoice = await registerInvoicePayment(em, staff, {
      invoiceId: parseId(id, INVOICE_NOT_FOUND_MESSAGE),
      paidDate: input.paidDate,
      reference: input.reference,
    });
    return getStaffInvoice(em.fork(), invoice.id);
  }

  @Access(staffCan('invoices.issue'))
  @Mutation(() => GroupReminderSent, {
    description:
      "`Send betalingspåminnelse` on a group: a payment reminder (KID, rest to pay, due date) to each member whose invoice of the group's order(s) is unpaid; `reminded` counts the members. CONFLICT when nobody owes anything.",
  })
  async sendGroupPaymentReminder(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<GroupReminderSent> {
    const staff = requireCapability(sessions, 'invoices.issue');
    const { groupId, reminded } = await sendGroupPaymentReminder(em, staff, id);
    return { staffGroup: await getStaffGroup(em.fork(), sessions, groupId), reminded };
  }

  @Access(staffCan('invoices.credit'))
  @Mutation(() => StaffInvoiceDetail, {
    description:
      '`Kreditnota` (administrators): a credit note of `amount` kroner for the invoice; returns the credit note.',
  })
  async createCreditNote(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('invoiceId', () => ID) invoiceId: string,
    @Arg('input', () => CreditNoteInput) input: CreditNoteInput,
  ): Promise<StaffInvoiceDetail> {
    const staff = requireCapability(sessions, 'invoices.credit');
    const note = await issueCreditNote(em, staff, {
      invoiceId: parseId(invoiceId, INVOICE_NOT_FOUND_MESSAGE),
      amount: input.amount,
      reason: input.reason,
    });
    return getStaffInvoice(em.fork(), note.id);
  }
}
