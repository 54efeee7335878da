import type { FastifyPluginAsync } from 'fastify';
import { accountingExportInput, type AccountingExportInput } from '@russ/schema/invoices/accounting-export';
import { staffCan } from '@russ/schema/staff/permissions';
import { requireCapability } from '../../common/access.js';
import { readSessions } from '../../common/auth.js';
import { sendCsvDownload } from '../../common/csv-download.js';
import { startAccountingExport, writeAccountingExport } from './accounting-export.service.js';

/**
 * GET /api/admin/accounting-export?month=ÅÅÅÅ-MM, or ?from=ÅÅÅÅ-MM-DD&to=ÅÅÅÅ-MM-DD (administrators:
 * invoices.export): `Regnskapseksport` (admin §17), `regnskap-ÅÅÅÅ-MM.csv` streamed from the database. 400
 * `{ message, fieldErrors: { month | from | to } }` for a missing or bad period. Audited before the first byte.
 */
export const accountingExportRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AccountingExportInput }>(
    '/api/admin/accounting-export',
    {
      config: { policy: staffCan('invoices.export') },
      schema: {
        summary:
          "The accountant's export (Regnskapseksport): every invoice, credit note and payment of a month or a period as CSV (streamed)",
        querystring: accountingExportInput,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const staff = requireCapability(readSessions(request), 'invoices.export');
      const period = await startAccountingExport(request.em, staff, request.query ?? {});
      const { shop } = request.server.config;
      return sendCsvDownload(request, reply, period.fileName, async (write) => {
        await writeAccountingExport(request.em, shop, period, write);
      });
    },
  );
};
