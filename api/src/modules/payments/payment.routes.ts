import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { BANK_FILE_MAX_BYTES, BANK_FILE_MESSAGES } from '@russ/schema/invoices/bank-files';
import { staffCan } from '@russ/schema/staff/permissions';
import { requireCapability } from '../../common/access.js';
import { readSessions } from '../../common/auth.js';
import { AppError, ValidationFailed } from '../../common/errors.js';
import { readSingleFile } from '../../common/single-file.js';
import { importBankFile } from './payment.service.js';

const BankFileImportAnswer = z
  .object({
    read: z.number().int(),
    matched: z.number().int(),
    open: z.number().int(),
    message: z.string().describe("'N innbetalinger lest, M koblet til faktura, K må behandles.'"),
  })
  .meta({ id: 'BankFileImport' });

/**
 * POST /api/admin/bank-files — staff (invoices.issue, as `Registrer betaling`), multipart with one `file`:
 * `Importer bankfil` (admin §17). The kind (camt.054 or OCR) is told from the content. 201 with the counts and
 * the sentence staff read; 400 `{ message, fieldErrors: { file } }` for a file that is neither kind, damaged or
 * empty ('Filen er ikke en bankfil vi kjenner (camt.054 eller OCR).'); 409 for a file imported before ('Filen er
 * allerede importert.'); 413 over 10 MB. Nothing is recorded unless the answer is 201.
 */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, not app-wide: only this route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false, // answered 413 from `truncated` below
    limits: { fileSize: BANK_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 100 },
  });

  app.post(
    '/api/admin/bank-files',
    {
      config: { policy: staffCan('invoices.issue') },
      schema: {
        summary: 'Import a bank file of payments (camt.054 or OCR giro; multipart: one file)',
        consumes: ['multipart/form-data'],
        response: { 201: BankFileImportAnswer },
      },
    },
    async (request, reply) => {
      const staff = requireCapability(readSessions(request), 'invoices.issue');
      const file = await readSingleFile(request, {
        missing: () => new ValidationFailed({ file: BANK_FILE_MESSAGES.empty }, BANK_FILE_MESSAGES.empty),
        tooMany: BANK_FILE_MESSAGES.oneFile,
      });
      if (file.truncated) throw new AppError(413, BANK_FILE_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
      const result = await importBankFile(request.em, staff, { content: file.bytes, fileName: file.fileName });
      return reply.status(201).send({
        read: result.read,
        matched: result.matched,
        open: result.open,
        message: result.message,
      });
    },
  );
};
