import PDFDocument from 'pdfkit';
import { INVOICE_STATUS_LABELS, isInvoicePaid, VAT_RATE } from '@russ/schema/invoices/invoice-status';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { formatBankAccount, formatOrgNumber } from '@russ/schema/invoices/norwegian-ids';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Invoice } from './invoice.entity.js';
import { loadInvoiceDocument, type InvoiceDocument } from './invoice.service.js';

/** The shop's identity printed on every invoice (SHOP_* and PUBLIC_URL). */
export interface InvoiceIssuer {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** SHOP_ORG_NUMBER and SHOP_BANK_ACCOUNT. */
  orgNumber: string;
  bankAccount: string;
  publicUrl: string;
}

const INK = '#151a2d';
const MUTED = '#4a5168';
const BRAND = '#101a3a';
const RULE = '#dfe2ea';
const LEFT = 50;
const RIGHT = 545; // A4 is 595 pt wide
const WIDTH = RIGHT - LEFT;

// Table columns: description | quantity | unit price | line total (right-aligned numbers).
const COLUMNS = { description: LEFT, quantity: 330, unitPrice: 380, total: 465 } as const;
const NUMBER_WIDTH = { quantity: 40, unitPrice: 80, total: RIGHT - 465 } as const;

const vatPercent = `${Math.round(VAT_RATE * 100)} %`;
const minus = (a: string, b: string) => ((Math.round(Number(a) * 100) - Math.round(Number(b) * 100)) / 100).toFixed(2);

/**
 * Renders an invoice as an A4 PDF: the shop's details, the customer, invoice and order numbers and dates, the
 * lines, the total with the 25 % VAT it includes, the due date and how to pay. Standard PDF fonts (Helvetica)
 * cover Norwegian letters. The document title is 'Faktura <number>'.
 */
export function renderInvoicePdf(invoice: InvoiceDocument, issuer: InvoiceIssuer): Promise<Buffer> {
  const credit = invoice.kind === 'credit_note';
  const word = credit ? 'Kreditnota' : 'Faktura';
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    lang: 'nb-NO',
    displayTitle: true,
    info: {
      Title: `${word} ${invoice.invoiceNumber}`,
      Author: issuer.name,
      Subject: `${word} ${invoice.invoiceNumber} for ordre ${invoice.orderNumber}`,
      CreationDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Header: shop on the left, the word and number on the right.
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(22).text(issuer.name, LEFT, 50, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(issuer.address, LEFT, 78, { width: 260 });
  doc.text(`E-post: ${issuer.email}`, { width: 260 });
  doc.text(`Telefon: ${issuer.phone}`, { width: 260 });
  doc.text(issuer.publicUrl.replace(/^https?:\/\//, ''), { width: 260 });
  doc.text(`Org.nr. ${formatOrgNumber(issuer.orgNumber)} MVA`, { width: 260 });

  doc
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(word.toUpperCase(), 330, 50, { width: 215, align: 'right' });
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(11)
    .text(invoice.invoiceNumber, 330, 78, { width: 215, align: 'right' });

  // Customer and invoice facts side by side.
  const blockTop = 150;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text('Faktura til', LEFT, blockTop);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(invoice.customer.name, LEFT, blockTop + 16, { width: 250 });
  for (const line of invoice.customer.addressLines) doc.text(line, { width: 250 });
  doc.fillColor(MUTED).fontSize(10).text(invoice.customer.email, { width: 250 });

  const statusText =
    isInvoicePaid(invoice.status) && invoice.paidDate
      ? `Betalt ${formatDateNb(invoice.paidDate)}`
      : INVOICE_STATUS_LABELS[invoice.status];
  const facts: [string, string][] = credit
    ? [
        ['Kreditnotanummer', invoice.invoiceNumber],
        ['Dato', formatDateNb(invoice.issuedAt)],
        ['Krediterer faktura', invoice.creditedInvoiceNumber ?? ''],
        ['Ordrenummer', invoice.orderNumber],
      ]
    : [
        ['Fakturanummer', invoice.invoiceNumber],
        ['Fakturadato', formatDateNb(invoice.issuedAt)],
        ['Forfallsdato', formatDateNb(invoice.dueDate)],
        ['Ordrenummer', invoice.orderNumber],
        ['Ordredato', formatDateNb(invoice.orderDate)],
        ...(invoice.kid ? [['KID', invoice.kid] as [string, string]] : []),
        ['Status', statusText],
      ];
  let factY = blockTop;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, 330, factY, { width: 100 });
    doc.font('Helvetica-Bold').fillColor(INK).text(value, 430, factY, { width: 115, align: 'right' });
    factY += 16;
  }

  // Lines.
  let y = Math.max(doc.y, factY) + 30;
  const headerRow = (top: number) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED);
    doc.text('Vare', COLUMNS.description, top, { width: COLUMNS.quantity - LEFT - 10 });
    doc.text('Antall', COLUMNS.quantity, top, { width: NUMBER_WIDTH.quantity, align: 'right' });
    doc.text('Pris', COLUMNS.unitPrice, top, { width: NUMBER_WIDTH.unitPrice, align: 'right' });
    doc.text('Sum', COLUMNS.total, top, { width: NUMBER_WIDTH.total, align: 'right' });
    doc
      .moveTo(LEFT, top + 16)
      .lineTo(RIGHT, top + 16)
      .strokeColor(RULE)
      .lineWidth(1)
      .stroke();
    return top + 24;
  };
  y = headerRow(y);

  const row = (description: string, quantity: string, unitPrice: string, total: string) => {
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    const height = doc.heightOfString(description, { width: COLUMNS.quantity - LEFT - 10 });
    if (y + height > 740) {
      doc.addPage();
      y = headerRow(50);
    }
    doc.text(description, COLUMNS.description, y, { width: COLUMNS.quantity - LEFT - 10 });
    doc.text(quantity, COLUMNS.quantity, y, { width: NUMBER_WIDTH.quantity, align: 'right' });
    doc.text(unitPrice, COLUMNS.unitPrice, y, { width: NUMBER_WIDTH.unitPrice, align: 'right' });
    doc.text(total, COLUMNS.total, y, { width: NUMBER_WIDTH.total, align: 'right' });
    y += Math.max(height, 12) + 8;
  };
  for (const line of invoice.lines) {
    row(line.description, String(line.quantity), formatNok(line.unitPrice), formatNok(line.lineTotal));
  }
  if (invoice.adjustment !== null) {
    // The order notes say what makes up the difference (discount code, group discount, shipping).
    const label = invoice.orderNotes
      ? 'Rabatt og frakt (se merknad)'
      : Number(invoice.adjustment) < 0
        ? 'Rabatt'
        : 'Frakt og tillegg';
    row(label, '', '', formatNok(invoice.adjustment));
  }

  // Totals.
  if (y > 660) {
    doc.addPage();
    y = 50;
  }
  doc
    .moveTo(COLUMNS.unitPrice - 40, y)
    .lineTo(RIGHT, y)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  const total = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor(INK);
    doc.text(label, COLUMNS.unitPrice - 40, y, { width: 150 });
    doc.text(value, COLUMNS.total - 20, y, { width: NUMBER_WIDTH.total + 20, align: 'right' });
    y += bold ? 20 : 16;
  };
  total('Sum eks. MVA', formatNok(minus(invoice.amount, invoice.taxAmount)));
  total(`MVA ${vatPercent}`, formatNok(invoice.taxAmount));
  total(`Totalt inkl. MVA (${invoice.currency})`, formatNok(invoice.amount), true);
  // A part-paid invoice asks for the rest.
  const { partPaid } = invoice;
  if (partPaid) {
    total('Betalt', formatNok(`-${invoice.paidAmount}`));
    total('Restbeløp', formatNok(invoice.restAmount), true);
  }

  // Payment and notes.
  y += 20;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Betaling', LEFT, y);
  doc.font('Helvetica').fillColor(MUTED);
  const reference = invoice.kid ? `KID ${invoice.kid}` : `fakturanummer ${invoice.invoiceNumber}`;
  const account = formatBankAccount(issuer.bankAccount);
  const payment = credit
    ? `Kreditnotaen krediterer ${formatNok(invoice.amount.replace('-', ''))} av faktura ${invoice.creditedInvoiceNumber ?? ''}` +
      `${invoice.creditReason ? ` (${invoice.creditReason})` : ''}. Beløpet trekkes fra eller betales tilbake.`
    : isInvoicePaid(invoice.status)
      ? `Fakturaen er betalt${invoice.paidDate ? ` ${formatDateNb(invoice.paidDate)}` : ''}. Takk for handelen!`
      : `${partPaid ? 'Restbeløpet' : 'Beløpet'} ${formatNok(partPaid ? invoice.restAmount : invoice.amount)} ` +
        `forfaller ${formatDateNb(invoice.dueDate)}. Merk betalingen med ${reference}.`;
  doc.text(payment, LEFT, doc.y + 2, { width: WIDTH });
  if (!credit) doc.text(`Kontonummer: ${account}${invoice.kid ? `   KID: ${invoice.kid}` : ''}`, { width: WIDTH });
  doc.text(`Alle priser er i norske kroner og inkluderer ${vatPercent} merverdiavgift (MVA).`, { width: WIDTH });
  if (invoice.orderNotes) {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fillColor(INK).text('Merknad');
    doc.font('Helvetica').fillColor(MUTED).text(invoice.orderNotes, { width: WIDTH });
  }
  doc.moveDown(0.8);
  doc.text(`Spørsmål om fakturaen? Kontakt ${issuer.name} på ${issuer.email} eller ${issuer.phone}.`, {
    width: WIDTH,
  });

  doc.end();
  return done;
}

/** The PDF of invoice `invoiceId` (no access check: the worker's mails and checked routes call it). */
export async function invoicePdfById(em: EntityManager, invoiceId: number, issuer: InvoiceIssuer) {
  const invoice = await em.findOneOrFail(Invoice, { id: invoiceId }, { populate: ['order'] });
  const document = await loadInvoiceDocument(em, invoice);
  return { document, pdf: await renderInvoicePdf(document, issuer) };
}
