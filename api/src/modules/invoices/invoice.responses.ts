import { z } from 'zod';
import { isoDateTime } from '../../common/openapi.js';

/** GET /api/customer/invoices/:email (GraphQL `CustomerInvoice`). */
export const CustomerInvoiceAnswer = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    invoiceNumber: z.string(),
    kind: z.string().describe('invoice, or credit_note (its amount is negative).'),
    amount: z.string().describe('Kroner incl. MVA; negative for a credit note.'),
    taxAmount: z.string(),
    status: z.string().describe('pending, partially_paid, paid, overpaid, overdue or credited.'),
    dueDate: isoDateTime(),
    paidDate: isoDateTime().nullable(),
    createdAt: isoDateTime(),
    paymentNote: z
      .string()
      .nullable()
      .describe("What is paid of an invoice paid in part ('Betalt 200 kr av 500 kr'); null otherwise."),
  })
  .meta({ id: 'CustomerInvoice' });

export const InvoiceParams = z.object({ invoiceId: z.string() });
