import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { formatBankAccount } from '@russ/schema/invoices/norwegian-ids';
import { type EntityManager, Invoice, invoicePdfById } from '@russ/api/db';
import { missingRow, type MailJobContext } from '../../mail/mail-job.js';
import type { MailAttachment } from '../../mail/transport.js';

/** What the invoice mails share: the invoice, its PDF as an attachment, and the figures the templates show. */
export async function invoiceMailParts(
  em: EntityManager,
  invoiceId: number,
  config: MailJobContext['config'],
): Promise<{
  invoice: Invoice;
  vars: Record<string, unknown>;
  attachment: MailAttachment;
}> {
  const invoice = await em.findOne(Invoice, { id: invoiceId }, { populate: ['order'] });
  if (!invoice) throw missingRow('Invoice', invoiceId);
  const { document, pdf } = await invoicePdfById(em, invoiceId, { ...config.shop, publicUrl: config.publicUrl });
  const credit = document.kind === 'credit_note';
  const fileName = `${credit ? 'kreditnota' : 'faktura'}-${document.invoiceNumber.replace(/[^\w.-]/g, '_')}.pdf`;
  return {
    invoice,
    attachment: { filename: fileName, content: pdf, contentType: 'application/pdf' },
    vars: {
      customerName: document.customer.name,
      invoiceNumber: document.invoiceNumber,
      orderNumber: document.orderNumber,
      amount: formatNok(document.amount),
      // Part-paid: what came in and the rest the mail asks for ('Restbeløp').
      partPaid: document.partPaid,
      paidAmount: formatNok(document.paidAmount),
      restAmount: formatNok(document.restAmount),
      creditAmount: formatNok(document.amount.replace('-', '')),
      vat: formatNok(document.taxAmount),
      issuedAt: formatDateNb(document.issuedAt),
      dueDate: formatDateNb(document.dueDate),
      paidDate: document.paidDate ? formatDateNb(document.paidDate) : '',
      kid: document.kid ?? '',
      account: formatBankAccount(config.shop.bankAccount),
      isCreditNote: credit,
      creditedInvoiceNumber: document.creditedInvoiceNumber ?? '',
      creditReason: document.creditReason ?? '',
      dashboardUrl: `${config.publicUrl}/customer-dashboard`,
    },
  };
}
