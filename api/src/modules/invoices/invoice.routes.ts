import type { FastifyPluginAsync } from 'fastify';
import { ownerOrStaff } from '@russ/schema/staff/permissions';
import { parseId } from '../../common/access.js';
import { readSessions } from '../../common/auth.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { getInvoiceDocument, INVOICE_NOT_FOUND_MESSAGE } from './invoice.service.js';
import { InvoiceParams as InvoiceParamsSchema } from './invoice.responses.js';

type InvoiceParams = { Params: { invoiceId: string } };

/**
 * GET /api/customer/invoices/:invoiceId/pdf: the invoice as a PDF download. 401 without a session, 404 for a
 * missing invoice or another customer's (staff may download any). Never cached by the browser or a proxy.
 */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const policy = ownerOrStaff('invoices.read');
  const schema = {
    summary: 'The invoice as a PDF download',
    params: InvoiceParamsSchema,
    produces: ['application/pdf'],
  };
  app.get<InvoiceParams>(
    '/api/customer/invoices/:invoiceId/pdf',
    { config: { policy }, schema },
    async (request, reply) => {
      const id = parseId(request.params.invoiceId, INVOICE_NOT_FOUND_MESSAGE);
      const invoice = await getInvoiceDocument(request.em, readSessions(request), id);
      const { config } = request.server;
      const pdf = await renderInvoicePdf(invoice, { ...config.shop, publicUrl: config.publicUrl });
      const fileName = `faktura-${invoice.invoiceNumber.replace(/[^\w.-]/g, '_')}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename=${fileName}`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
