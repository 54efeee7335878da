import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { CATALOG_LIMITS, CATALOG_MESSAGES as M } from '@russ/schema/catalog/catalog-admin.validators';
import type { FileStorage } from '../../infra/storage.js';
import { sniffDesignFile } from '../designs/design-files.js';
import { UploadRefused } from '../designs/design-upload.js';

/**
 * Product and blog images uploaded in the console (admin §10): checked by their bytes (PNG and JPEG by the
 * design upload's sniffer, WebP by its RIFF header; the name and declared type count for nothing), decoded by
 * sharp (a file that only starts like an image is refused), and stored as JPEG in the sizes the storefront
 * shows: products 800×800 (the cards and the product page declare 800×800) and 400×400, blog posts 1200×630
 * (the post page) and 600×315 (the cards). The URL points to the largest size; the others sit beside it with
 * their width in the name. Served at /api/assets/uploads/<name> (catalog-image.routes.ts).
 */

export type CatalogImageKind = 'product' | 'blog';

export const CATALOG_IMAGE_SIZES: Record<CatalogImageKind, readonly { width: number; height: number }[]> = {
  product: [
    { width: 800, height: 800 },
    { width: 400, height: 400 },
  ],
  blog: [
    { width: 1200, height: 630 },
    { width: 600, height: 315 },
  ],
};

/** The public path of an uploaded image file. */
export const UPLOADED_IMAGE_PREFIX = '/api/assets/uploads/';
/** Storage folder of uploaded images. */
export const UPLOADED_IMAGE_FOLDER = 'catalog-images';
/** Names of stored images: `<uuid>-<width>.jpg`. */
export const UPLOADED_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{3,4}\.jpg$/;

const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');
/** Decoding refuses images of more pixels than this (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

type ImageFormat = 'png' | 'jpeg' | 'webp';

function sniffImage(bytes: Buffer): ImageFormat | null {
  const head = bytes.subarray(0, 512);
  const kind = sniffDesignFile(head);
  if (kind === 'image/png') return 'png';
  if (kind === 'image/jpeg') return 'jpeg';
  if (head.length >= 12 && head.subarray(0, 4).equals(RIFF) && head.subarray(8, 12).equals(WEBP)) return 'webp';
  return null;
}

export interface StoredCatalogImage {
  /** The largest size's path, e.g. /api/assets/uploads/<uuid>-800.jpg. */
  imageUrl: string;
  sizes: { width: number; height: number; url: string }[];
}

/**
 * Checks and stores one uploaded image. Refused: empty (400), over CATALOG_LIMITS.imageBytes (413), not PNG, JPEG
 * or WebP by content (415), or not decodable (400). Nothing is stored for a refused file.
 */
export async function storeCatalogImage(
  storage: FileStorage,
  kind: CatalogImageKind,
  bytes: Buffer,
  truncated: boolean,
): Promise<StoredCatalogImage> {
  if (truncated || bytes.length > CATALOG_LIMITS.imageBytes) throw new UploadRefused(413, M.imageTooLarge);
  if (bytes.length === 0) throw new UploadRefused(400, M.imageMissing);
  const format = sniffImage(bytes);
  if (!format) throw new UploadRefused(415, M.imageType);
  let outputs: { width: number; height: number; data: Buffer }[];
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    if (meta.format !== format) throw new UploadRefused(415, M.imageType);
    outputs = await Promise.all(
      CATALOG_IMAGE_SIZES[kind].map(async ({ width, height }) => ({
        width,
        height,
        data: await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate() // follow the camera's orientation
          .resize(width, height, { fit: 'cover', position: 'attention' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer(),
      })),
    );
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused(400, M.imageBroken);
  }
  const id = randomUUID();
  const stored: StoredCatalogImage['sizes'] = [];
  try {
    for (const output of outputs) {
      const name = `${id}-${output.width}.jpg`;
      await storage.put(`${UPLOADED_IMAGE_FOLDER}/${name}`, output.data, { contentType: 'image/jpeg' });
      stored.push({ width: output.width, height: output.height, url: `${UPLOADED_IMAGE_PREFIX}${name}` });
    }
  } catch (error) {
    await Promise.all(
      stored.map((size) =>
        storage.delete(`${UPLOADED_IMAGE_FOLDER}/${size.url.slice(UPLOADED_IMAGE_PREFIX.length)}`).catch(() => {}),
      ),
    );
    throw error;
  }
  return { imageUrl: stored[0].url, sizes: stored };
}
