import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DESIGN_MESSAGES } from '@russ/schema/designs/design-rules';
import { MAX_UPLOAD_BYTES } from '@russ/schema/designs/uploads';
import { createDesignInput, uploadProofInput } from '@russ/schema/designs/design.validators';
import { customerOnly, ownerOrStaff, staffCan } from '@russ/schema/staff/permissions';
import { z } from 'zod';
import { IdParams as IdParamsSchema } from '../../common/openapi.js';
import { requireCapability } from '../../common/access.js';
import { readSessions } from '../../common/auth.js';
import { AppError, BadRequestError } from '../../common/errors.js';
import { CONTROL_CHARACTER_MESSAGE, containsForbiddenText } from '../../common/control-characters.js';
import type { FileStorage } from '../../infra/storage.js';
import { contentDisposition } from './design-files.js';
import { DesignAnswer, DesignFileParams, DesignFileQuery, designUploadBody } from './design.responses.js';
import { storeDesignUpload, UploadRefused, type StoredUpload } from './design-upload.js';
import { designUploadLimits } from './design-upload-limits.js';
import { assertMayUploadProof, uploadDesignProof } from './design-review.service.js';
import {
  addDesignVersion,
  assertMayAddVersion,
  assertMayCreateDesign,
  createDesign,
  openDesignFile,
} from './design.service.js';

export interface DesignRoutesOptions {
  /** Where files go; the app's storage (`app.storage`) unless a test passes another. */
  storage?: FileStorage;
}

type IdParams = { Params: { id: string } };
type FileParams = { Params: { id: string; fileId: string }; Querystring: { download?: string } };

/** A served SVG cannot run script or load anything even when opened on its own. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Errors from reading a multipart body (limits, malformed or cut-off bodies) are the client's: 4xx, Norwegian. */
function multipartProblem(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new UploadRefused(400, DESIGN_MESSAGES.oneFileOnly);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new BadRequestError('Ugyldig skjema');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'Innholdstypen støttes ikke', 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (/multipart|boundary|unexpected end|terminated early|malformed|premature close/i.test(message)) {
    return new BadRequestError('Opplastingen ble avbrutt eller er ugyldig. Prøv igjen.');
  }
  return error;
}

/**
 * Reads `multipart/form-data` with text fields and exactly one file; the file is checked and stored as it
 * streams in (design.service.ts `storeDesignUpload`). On any failure nothing stays in storage.
 */
async function readUpload(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<{ fields: Record<string, string>; upload: StoredUpload }> {
  if (!request.isMultipart()) throw new AppError(415, 'Innholdstypen støttes ikke', 'UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let upload: StoredUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        upload = await storeDesignUpload(storage, { fileName: part.filename, stream: part.file });
      } else if (!(part.fieldname in fields) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (upload) await storage.delete(upload.storageKey).catch(() => {});
    throw multipartProblem(error);
  }
  if (!upload) throw new UploadRefused(400, DESIGN_MESSAGES.fileMissing);
  // Multipart text fields pass no JSON body check (common/control-characters.ts): the same rule, here.
  if (containsForbiddenText(fields)) {
    await storage.delete(upload.storageKey).catch(() => {});
    throw new BadRequestError(CONTROL_CHARACTER_MESSAGE);
  }
  return { fields, upload };
}

/**
 * Design uploads and downloads (customer dashboard, designs tab):
 * - POST /api/customer/designs — multipart `name`, `description`, `file`: 201 with the new draft design;
 * - POST /api/customer/designs/:id/files — multipart `file`: 201 with the design and its new latest version;
 * - GET /api/customer/designs/:id/files/:fileId[?download=1] — the file, inline (or as an attachment);
 * - POST /api/admin/designs/:id/proofs — staff (designs.review), multipart `file` and `message` ('Melding til
 *   kunden'): `Last opp korrektur`, 201 with the staff view of the design. The file is checked exactly like the
 *   customer's uploads.
 * Errors are `{ message, fieldErrors? }`: 401 without a session, 403 for staff changing, 404 for what is not
 * the caller's, 413 over 10 MB (an SVG over 5 MB), 415 not PNG/JPG/SVG/PDF by content, 400 invalid fields or a
 * file that cannot be read or checked in time, 409 a member's quota full (DESIGN_QUOTAS), 429 too many uploads
 * in a minute or one already in progress.
 */
export const designRoutes: FastifyPluginAsync<DesignRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? app.storage;

  // Registered here, not app-wide: only these routes accept multipart bodies.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false, // storeDesignUpload reads `truncated` and answers 413 itself
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 16 * 1024, headerPairs: 100 },
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // A member's uploads: quotas, the upload rate and one at a time, all before a byte of the file is read.
  const limits = designUploadLimits(app.config);
  const write = { config: { policy: customerOnly(DESIGN_MESSAGES.customerOnly) } };
  const created = { 201: DesignAnswer };
  const multipart = ['multipart/form-data'];
  app.post(
    '/api/customer/designs',
    {
      ...write,
      schema: {
        summary: 'Upload a new design (multipart: name, description and one file)',
        consumes: multipart,
        body: designUploadBody(createDesignInput),
        response: created,
      },
    },
    async (request, reply) => {
      const sessions = readSessions(request);
      const release = await limits.acquire(await assertMayCreateDesign(request.em, sessions));
      try {
        const { fields, upload } = await readUpload(request, storage);
        return reply.status(201).send(await createDesign(request.em, storage, sessions, fields, upload));
      } finally {
        release();
      }
    },
  );

  app.post<IdParams>(
    '/api/customer/designs/:id/files',
    {
      ...write,
      schema: {
        summary: 'Upload a new version of a design (multipart: one file)',
        consumes: multipart,
        params: IdParamsSchema,
        body: designUploadBody(z.object({})),
        response: created,
      },
    },
    async (request, reply) => {
      const sessions = readSessions(request);
      const release = await limits.acquire(await assertMayAddVersion(request.em, sessions, request.params.id));
      try {
        const { upload } = await readUpload(request, storage);
        return reply.status(201).send(await addDesignVersion(request.em, storage, sessions, request.params.id, upload));
      } finally {
        release();
      }
    },
  );

  app.post<IdParams>(
    '/api/admin/designs/:id/proofs',
    {
      config: { policy: staffCan('designs.review') },
      schema: {
        summary: "Upload the shop's proof of a design (multipart: message and one file)",
        consumes: multipart,
        params: IdParamsSchema,
        body: designUploadBody(uploadProofInput),
        response: created,
      },
    },
    async (request, reply) => {
      const staff = requireCapability(readSessions(request), 'designs.review');
      const designId = await assertMayUploadProof(request.em, request.params.id); // before a byte is read
      const { fields, upload } = await readUpload(request, storage);
      return reply.status(201).send(await uploadDesignProof(request.em, storage, staff, designId, fields, upload));
    },
  );

  app.get<FileParams>(
    '/api/customer/designs/:id/files/:fileId',
    {
      config: { policy: ownerOrStaff('designs.read') },
      schema: {
        summary: 'One file version of a design, inline or (download=1) as an attachment',
        params: DesignFileParams,
        querystring: DesignFileQuery,
        produces: ['image/png', 'image/jpeg', 'image/svg+xml', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await openDesignFile(
        request.em,
        storage,
        readSessions(request),
        request.params.id,
        request.params.fileId,
      );
      const attachment = request.query.download === '1' || request.query.download === 'true';
      reply
        .header('content-type', file.mimeType === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : file.mimeType)
        .header('content-disposition', contentDisposition(attachment ? 'attachment' : 'inline', file.fileName))
        .header('content-length', file.fileSize)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (file.mimeType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
      return reply.send(file.stream);
    },
  );
};
