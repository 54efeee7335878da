import { writeCamt054, type BankFilePayment } from '@russ/schema/invoices/bank-file-writers';
import type { Invoice } from '../../src/modules/invoices/invoice.entity.js';
import { issueInvoice } from '../../src/modules/invoices/invoice.service.js';
import { importBankFile, type BankImportResult } from '../../src/modules/payments/payment.service.js';
import { OrderItem } from '../../src/modules/orders/order-item.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import type { TestApp } from './app.js';

let seq = 0;

/** An order of one hoodie for `total` kroner, in processing, and its issued invoice (with its KID), by `role`. */
export async function issueTestInvoice(
  t: TestApp,
  memberEmail: string,
  total: string,
  role: 'staff' | 'admin' = 'staff',
): Promise<Invoice> {
  const em = t.em();
  seq += 1;
  const order = em.create(Order, {
    memberEmail,
    orderNumber: `RK-TEST-${Date.now().toString(36)}-${seq}`,
    totalAmount: total,
    status: 'processing',
  });
  em.create(OrderItem, { order, name: 'Hoodie', quantity: 1, unitPrice: total });
  await em.flush();
  return issueInvoice(t.em(), t.staffActor(role), { orderId: order.id });
}

/** Imports a camt.054 file (`messageId` tells files apart) with these payments, as staff's `Importer bankfil` does. */
export function importCamt054(
  t: TestApp,
  payments: readonly BankFilePayment[],
  messageId: string,
  role: 'staff' | 'admin' = 'staff',
): Promise<BankImportResult> {
  return importBankFile(t.em(), t.staffActor(role), { content: Buffer.from(writeCamt054(payments, { messageId })) });
}
