import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { staffCan } from '@russ/schema/staff/permissions';
import { PAYMENT_MESSAGES } from '@russ/schema/invoices/payment-status';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import { INVOICE_NOT_FOUND_MESSAGE } from '../invoices/invoice.service.js';
import { ignoreBankPayment, linkBankPayment } from './payment.service.js';
import {
  countOpenBankPayments,
  getBankPayment,
  listBankPayments,
  listInvoiceBankPayments,
  listLinkCandidates,
} from './payment.views.js';
import {
  BankPaymentFilter,
  BankPaymentLinkCandidate,
  StaffBankPayment,
  StaffBankPaymentPage,
} from './payment.types.js';

/**
 * The console's `Innbetalinger` (admin §17), for whoever may record payments (invoices.issue, as `Registrer
 * betaling`). `Importer bankfil` is a multipart upload: payment.routes.ts.
 */
@Resolver()
export class PaymentResolver {
  @Access(staffCan('invoices.issue'))
  @Query(() => StaffBankPaymentPage, {
    description:
      "Staff (invoices.issue): payments from the bank's files, 'Ikke koblet' first; search in KID, payer, bank reference, invoice number or amount; sort openFirst, bookedOn, amount or status.",
  })
  bankPayments(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => BankPaymentFilter, { nullable: true }) filter: BankPaymentFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffBankPaymentPage> {
    return listBankPayments(em, { search, filter: { status: filter?.status }, sort, offset, limit });
  }

  @Access(staffCan('invoices.issue'))
  @Query(() => Int, { description: "Staff: payments waiting as 'Ikke koblet' (`Oversikt`)." })
  openBankPaymentCount(@Ctx() { em }: GraphQLContext): Promise<number> {
    return countOpenBankPayments(em);
  }

  @Access(staffCan('invoices.read'))
  @Query(() => [StaffBankPayment], { description: "Staff: an invoice's payments (`Innbetalinger`), oldest first." })
  invoiceBankPayments(
    @Ctx() { em }: GraphQLContext,
    @Arg('invoiceId', () => ID) invoiceId: string,
  ): Promise<StaffBankPayment[]> {
    return listInvoiceBankPayments(em, parseId(invoiceId, INVOICE_NOT_FOUND_MESSAGE));
  }

  @Access(staffCan('invoices.issue'))
  @Query(() => [BankPaymentLinkCandidate], {
    description:
      '`Koble til faktura`: invoices to link the payment to (search by invoice number, name or amount), those whose rest equals the amount first.',
  })
  bankPaymentLinkCandidates(
    @Ctx() { em }: GraphQLContext,
    @Arg('paymentId', () => ID) paymentId: string,
    @Arg('search', () => String, { nullable: true }) search: string | null,
  ): Promise<BankPaymentLinkCandidate[]> {
    return listLinkCandidates(em, parseId(paymentId, PAYMENT_MESSAGES.notFound), search);
  }

  @Access(staffCan('invoices.issue'))
  @Mutation(() => StaffBankPayment, {
    description:
      "`Koble til faktura`: applies a payment waiting as 'Ikke koblet' to the invoice; the receipt goes when it completes the invoice. CONFLICT when already handled or a reversal.",
  })
  async linkBankPayment(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('invoiceId', () => ID) invoiceId: string,
  ): Promise<StaffBankPayment> {
    const staff = requireCapability(sessions, 'invoices.issue');
    const payment = await linkBankPayment(em, staff, {
      paymentId: parseId(id, PAYMENT_MESSAGES.notFound),
      invoiceId: parseId(invoiceId, INVOICE_NOT_FOUND_MESSAGE),
    });
    return getBankPayment(em.fork(), payment.id);
  }

  @Access(staffCan('invoices.issue'))
  @Mutation(() => StaffBankPayment, { description: "`Ignorer` with 'Begrunnelse' (reason)." })
  async ignoreBankPayment(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
  ): Promise<StaffBankPayment> {
    const staff = requireCapability(sessions, 'invoices.issue');
    const payment = await ignoreBankPayment(em, staff, { paymentId: parseId(id, PAYMENT_MESSAGES.notFound), reason });
    return getBankPayment(em.fork(), payment.id);
  }
}
