import { Readable } from 'node:stream';
import { DESIGN_MESSAGES } from '@russ/schema/designs/design-rules';
import { MAX_UPLOAD_BYTES } from '@russ/schema/domain/uploads';
import { AppError } from '../../common/errors.js';
import { newStorageKey, type FileStorage } from '../../infra/storage.js';
import { displayFileName, sanitizeSvg, sniffDesignFile, SNIFF_BYTES, type DesignFileType } from './design-files.js';

/** Storing an uploaded design file: size and type checks, sniffing, SVG sanitising, the storage key. */

/** An upload refused for its size (413) or its content (415, 400): `{ message, fieldErrors: { file } }`. */
export class UploadRefused extends AppError {
  constructor(statusCode: 400 | 413 | 415, message: string) {
    super(statusCode, message, statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_FILE');
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

/**
 * Checks an upload by its content and stores it under a new server-made key. PNG, JPEG and PDF (by their first
 * bytes) are streamed to storage; anything starting with '<' must be a well-formed SVG and is stored sanitized.
 * Refused files (over 10 MB: 413, empty: 400, any other type: 415) leave nothing in storage. The stream is always
 * read to its end, so the rest of the request can still be parsed.
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
  async function* wholeFile() {
    yield* head;
    for (let chunk = await next(); chunk !== null; chunk = await next()) yield chunk;
  }

  const kind = sniffDesignFile(Buffer.concat(head));
  if (headLength === 0) throw new UploadRefused(400, DESIGN_MESSAGES.fileEmpty);
  if (kind === null) {
    await drain();
    throw truncated() ? fileTooLarge() : unsupportedFile();
  }

  const storageKey = newStorageKey('designs');
  if (kind === 'maybe-svg') {
    const chunks: Buffer[] = [];
    for await (const chunk of wholeFile()) chunks.push(chunk);
    if (truncated()) throw fileTooLarge();
    const checked = await sanitizeSvg(Buffer.concat(chunks));
    if (!checked.ok) {
      throw checked.reason === 'too-complex'
        ? new UploadRefused(400, DESIGN_MESSAGES.svgTooComplex)
        : unsupportedFile();
    }
    if (checked.svg.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
    const { size } = await storage.put(storageKey, checked.svg);
    return {
      storageKey,
      fileName: displayFileName(file.fileName, 'image/svg+xml'),
      mimeType: 'image/svg+xml',
      fileSize: size,
    };
  }

  let size: number;
  try {
    ({ size } = await storage.put(storageKey, Readable.from(wholeFile())));
  } catch (error) {
    await drain().catch(() => {});
    await storage.delete(storageKey).catch(() => {});
    throw error;
  }
  if (truncated() || size > MAX_UPLOAD_BYTES) {
    await storage.delete(storageKey);
    throw fileTooLarge();
  }
  return { storageKey, fileName: displayFileName(file.fileName, kind), mimeType: kind, fileSize: size };
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
