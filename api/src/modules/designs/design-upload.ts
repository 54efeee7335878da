import type { Readable } from 'node:stream';
import { DESIGN_LIMITS, DESIGN_MESSAGES } from '@russ/schema/designs/design-rules';
import { MAX_UPLOAD_BYTES } from '@russ/schema/designs/uploads';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors.js';
import { pickFields } from '../../common/pick-fields.js';
import { newStorageKey, type FileStorage } from '../../infra/storage.js';
import {
  checkPdf,
  checkRaster,
  displayFileName,
  sanitizeSvg,
  sniffDesignFile,
  SNIFF_BYTES,
  type ContentCheck,
  type DesignFileType,
} from './design-files.js';
import { DesignFile } from './design-file.entity.js';
import type { Design } from './design.entity.js';

/** Storing an uploaded design file: size and type checks, sniffing, SVG sanitising, the storage key. */

const UPLOAD_ERROR_CODES = {
  400: 'UNSUPPORTED_FILE',
  409: 'UPLOAD_QUOTA',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_FILE',
  429: 'TOO_MANY_UPLOADS',
} as const;

/**
 * An upload refused for its size (413), its content (415, 400), a member's quota (409) or upload rate (429):
 * `{ message, fieldErrors: { file } }`, so the upload form shows the message under the file.
 */
export class UploadRefused extends AppError {
  constructor(statusCode: keyof typeof UPLOAD_ERROR_CODES, message: string) {
    super(statusCode, message, UPLOAD_ERROR_CODES[statusCode]);
  }

  override toJSON() {
    return { message: this.message, fieldErrors: { file: this.message } };
  }
}

const fileTooLarge = () => new UploadRefused(413, DESIGN_MESSAGES.fileTooLarge);
const unsupportedFile = () => new UploadRefused(415, DESIGN_MESSAGES.fileType);

/** One file as it arrives: a stream that stops at the size limit and then says `truncated` (busboy's file). */
export interface IncomingFile {
  fileName?: string;
  stream: Readable & { truncated?: boolean };
}

/** A file in storage that no design row points to yet. */
export interface StoredUpload {
  storageKey: string;
  fileName: string;
  mimeType: DesignFileType;
  fileSize: number;
}

/** The refusal for a file whose content check failed. */
const refusedContent = (check: Exclude<ContentCheck, { ok: true }>) =>
  check.reason === 'timed-out'
    ? new UploadRefused(400, DESIGN_MESSAGES.checkTimedOut)
    : new UploadRefused(400, DESIGN_MESSAGES.fileUnreadable);

/**
 * Checks an upload by its content and stores it under a new server-made key. Nothing is kept on its first bytes
 * alone: a PNG or JPEG must decode (sharp), a PDF must open with at least one page (pdf.js, on a worker thread),
 * and anything starting with '<' must be a well-formed SVG of at most DESIGN_LIMITS.svgBytes and is stored
 * sanitized. The PDF and SVG checks have a deadline (DESIGN_LIMITS.checkSeconds). Refused files (over 10 MB:
 * 413, empty, unreadable or too slow to check: 400, any other type: 415) leave nothing in storage. The stream is
 * always read to its end, so the rest of the request can still be parsed.
 */
export async function storeDesignUpload(storage: FileStorage, file: IncomingFile): Promise<StoredUpload> {
  const iterator = file.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let ended = false;
  const next = async (): Promise<Buffer | null> => {
    if (ended) return null;
    const result = await iterator.next();
    if (result.done) {
      ended = true;
      return null;
    }
    return result.value;
  };
  const drain = async () => {
    while ((await next()) !== null) {
      // discard
    }
  };
  const truncated = () => file.stream.truncated === true;

  const head: Buffer[] = [];
  let headLength = 0;
  while (headLength < SNIFF_BYTES) {
    const chunk = await next();
    if (chunk === null) break;
    head.push(chunk);
    headLength += chunk.length;
  }

  const kind = sniffDesignFile(Buffer.concat(head));
  if (headLength === 0) throw new UploadRefused(400, DESIGN_MESSAGES.fileEmpty);
  if (kind === null) {
    await drain();
    throw truncated() ? fileTooLarge() : unsupportedFile();
  }

  // The whole file in memory (at most 10 MB: the multipart limit cuts it off): every type is checked whole.
  const maxBytes = kind === 'maybe-svg' ? DESIGN_LIMITS.svgBytes : MAX_UPLOAD_BYTES;
  const chunks = [...head];
  let length = headLength;
  for (let chunk = await next(); chunk !== null && length <= maxBytes; chunk = await next()) {
    chunks.push(chunk);
    length += chunk.length;
  }
  if (length > maxBytes) {
    await drain();
    throw kind === 'maybe-svg' && !truncated() ? new UploadRefused(413, DESIGN_MESSAGES.svgTooLarge) : fileTooLarge();
  }
  if (truncated()) throw fileTooLarge();
  const bytes = Buffer.concat(chunks);

  let stored: { bytes: Buffer; type: DesignFileType };
  if (kind === 'maybe-svg') {
    const checked = await sanitizeSvg(bytes);
    if (!checked.ok) {
      if (checked.reason === 'timed-out') throw new UploadRefused(400, DESIGN_MESSAGES.checkTimedOut);
      throw checked.reason === 'too-complex'
        ? new UploadRefused(400, DESIGN_MESSAGES.svgTooComplex)
        : unsupportedFile();
    }
    if (checked.svg.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
    stored = { bytes: checked.svg, type: 'image/svg+xml' };
  } else {
    const checked = kind === 'application/pdf' ? await checkPdf(bytes) : await checkRaster(bytes, kind);
    if (!checked.ok) throw refusedContent(checked);
    stored = { bytes, type: kind };
  }

  const storageKey = newStorageKey('designs');
  try {
    const { size } = await storage.put(storageKey, stored.bytes, { contentType: stored.type });
    return { storageKey, fileName: displayFileName(file.fileName, stored.type), mimeType: stored.type, fileSize: size };
  } catch (error) {
    await storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/** Removes a stored upload again when what should have pointed to it did not happen. */
export async function keepUploadOnlyIfDone<T>(
  storage: FileStorage,
  upload: StoredUpload,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await storage.delete(upload.storageKey).catch(() => {});
    throw error;
  }
}

/** A design file row's fields that come from the stored upload. */
export const uploadedFileFields = (upload: StoredUpload) =>
  pickFields(upload, ['storageKey', 'fileName', 'mimeType', 'fileSize']);

/**
 * Records a stored upload as the design's next version (highest version + 1) and makes it the only latest one.
 * Call in a transaction with the design row locked, so parallel uploads get distinct versions.
 */
export async function addLatestDesignFile(
  tx: EntityManager,
  design: Design,
  upload: StoredUpload,
  proof?: Pick<DesignFile, 'uploadedBy' | 'uploadedByStaff' | 'proofMessage'>,
): Promise<DesignFile> {
  const [newest] = await tx.find(DesignFile, { design: design.id }, { orderBy: { version: 'desc' }, limit: 1 });
  await tx.nativeUpdate(DesignFile, { design: design.id, isLatest: true }, { isLatest: false });
  return tx.create(DesignFile, {
    design,
    ...uploadedFileFields(upload),
    version: (newest?.version ?? 0) + 1,
    isLatest: true,
    ...proof,
  });
}
