import { z } from 'zod';
import { isoDateTime } from '../../common/openapi.js';

const designFields = {
  id: z.number().int(),
  groupId: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.string().describe('draft, pending, approved, rejected or in_production.'),
  notes: z.string().nullable().describe('Notes from staff.'),
  approvedAt: isoDateTime().nullable(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
};

/** A file version in a design list (GET /api/customer/designs/:email): the published, shorter shape. */
const DesignListFileAnswer = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mimeType: z.string().describe('image/png, image/jpeg, image/svg+xml or application/pdf (decided from the content).'),
  fileSize: z.number().int().describe('Bytes.'),
  version: z.number().int(),
  uploadedAt: isoDateTime(),
});

/** GET /api/customer/designs/:email (design.views.ts listCustomerDesignsJson). */
export const CustomerDesignAnswer = z
  .object({ ...designFields, latestFile: DesignListFileAnswer.nullable() })
  .meta({ id: 'CustomerDesign' });

const DesignFileVersionAnswer = z
  .object({
    id: z.number().int(),
    designId: z.number().int(),
    version: z.number().int(),
    isLatest: z.boolean(),
    fileName: z.string(),
    mimeType: z.string(),
    fileSize: z.number().int(),
    uploadedAt: isoDateTime(),
    url: z.string().describe('Where the file is read (owner and staff only). Add ?download=1 to save it.'),
    isProof: z.boolean(),
    proofMessage: z.string().nullable(),
  })
  .meta({ id: 'DesignFileVersion' });

/** One design with every version: what the uploads answer (201). */
export const DesignAnswer = z
  .object({
    ...designFields,
    latestFile: DesignFileVersionAnswer.nullable(),
    changeRequest: z.string().nullable(),
    changeRequestedAt: isoDateTime().nullable(),
    canAnswerProof: z.boolean(),
    files: z.array(DesignFileVersionAnswer),
  })
  .meta({ id: 'Design' });

/** The multipart form of an upload: text fields (the validator's) and one file. */
export const designUploadBody = (fields: z.ZodObject) =>
  z.object({ ...fields.shape, file: z.string().meta({ format: 'binary' }).describe('PNG, JPG, SVG or PDF.') });

export const DesignFileParams = z.object({ id: z.string(), fileId: z.string() });
export const DesignFileQuery = z.object({ download: z.enum(['1', 'true']).optional().describe('Save as a file.') });
