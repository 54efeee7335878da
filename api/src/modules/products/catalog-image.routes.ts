import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOG_LIMITS, CATALOG_MESSAGES as M } from '@russ/schema/catalog/catalog-admin.validators';
import { PUBLIC, staffCan } from '@russ/schema/staff/permissions';
import { NotFoundError } from '../../common/errors.js';
import { UploadRefused } from '../designs/design-upload.js';
import { StoredFileMissing, type FileStorage } from '../../infra/storage.js';
import {
  storeCatalogImage,
  UPLOADED_IMAGE_FOLDER,
  UPLOADED_IMAGE_NAME,
  type CatalogImageKind,
} from './catalog-image.js';
import { z } from 'zod';
import { readSingleFile } from '../../common/single-file.js';

export interface CatalogImageRoutesOptions {
  storage?: FileStorage;
}

/**
 * Images for the console's product and blog forms (admin §10):
 * - POST /api/admin/images/product (catalog.manage), POST /api/admin/images/blog (content.manage): multipart
 *   `file`; 201 `{ imageUrl, sizes }`; 413 over 8 MB, 415 not PNG/JPG/WebP by content, 400 empty or unreadable;
 * - GET /api/assets/uploads/:name — the stored JPEG, public and cacheable forever (names are never reused).
 */
export const catalogImageRoutes: FastifyPluginAsync<CatalogImageRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? app.storage;
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false, // storeCatalogImage answers 413 itself from `truncated`
    limits: { fileSize: CATALOG_LIMITS.imageBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 },
  });

  const upload = (kind: CatalogImageKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { bytes, truncated } = await readSingleFile(request, {
      missing: () => new UploadRefused(400, M.imageMissing),
      tooMany: 'Last opp ett bilde om gangen',
    });
    reply.header('cache-control', 'no-store');
    return reply.status(201).send(await storeCatalogImage(storage, kind, bytes, truncated));
  };
  const image = (summary: string) => ({
    summary,
    consumes: ['multipart/form-data'],
    body: z.object({ file: z.string().meta({ format: 'binary' }).describe('PNG, JPG or WebP, at most 8 MB.') }),
    response: {
      201: z.object({
        imageUrl: z.string(),
        sizes: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
      }),
    },
  });
  app.post(
    '/api/admin/images/product',
    { config: { policy: staffCan('catalog.manage') }, schema: image('Upload a product image (stored as JPEG sizes)') },
    upload('product'),
  );
  app.post(
    '/api/admin/images/blog',
    { config: { policy: staffCan('content.manage') }, schema: image('Upload a blog image (stored as JPEG sizes)') },
    upload('blog'),
  );

  app.get<{ Params: { name: string } }>(
    '/api/assets/uploads/:name',
    {
      config: { policy: PUBLIC, publicFiles: true },
      schema: {
        summary: 'An uploaded catalogue image (JPEG, cacheable forever)',
        params: z.object({ name: z.string() }),
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!UPLOADED_IMAGE_NAME.test(name)) throw new NotFoundError('Fant ikke bildet');
      try {
        const { body, size } = await storage.open(`${UPLOADED_IMAGE_FOLDER}/${name}`);
        return reply
          .type('image/jpeg')
          .header('content-length', size)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .send(body);
      } catch (error) {
        if (error instanceof StoredFileMissing) throw new NotFoundError('Fant ikke bildet');
        throw error;
      }
    },
  );
};
