import type { FastifyRequest } from 'fastify';
import { AppError, BadRequestError } from './errors.js';

export interface ReadFile {
  bytes: Buffer;
  fileName: string | undefined;
  /** The file went over the route's `fileSize` limit (register @fastify/multipart with `throwFileSizeLimit: false`). */
  truncated: boolean;
}

/**
 * Reads the one file of a `multipart/form-data` body into memory (at most the route's limit plus one chunk): a
 * catalogue image, a bank file. 415 for a body that is not multipart, 400 with `missing` when no file came, 400
 * for more than one file (`tooMany`) or a broken upload. The caller answers 413 from `truncated`.
 */
export async function readSingleFile(
  request: FastifyRequest,
  messages: { missing: () => Error; tooMany: string },
): Promise<ReadFile> {
  if (!request.isMultipart()) throw new AppError(415, 'Innholdstypen støttes ikke', 'UNSUPPORTED_MEDIA_TYPE');
  let found: ReadFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      found ??= { bytes: Buffer.concat(chunks), fileName: part.filename, truncated: part.file.truncated };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new BadRequestError(messages.tooMany);
    throw new BadRequestError('Opplastingen ble avbrutt eller er ugyldig. Prøv igjen.');
  }
  if (!found) throw messages.missing();
  return found;
}
