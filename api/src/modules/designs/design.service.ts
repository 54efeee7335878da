import { Readable } from 'node:stream';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { DESIGN_MESSAGES, submitRefusedMessage } from '@russ/schema/designs/design-rules';
import { createDesignInput, updateDesignInput } from '@russ/schema/designs/design.validators';
import { MAX_UPLOAD_BYTES } from '@russ/schema/domain/uploads';
import { ownRowOrNotFound, parseId, signedInCustomer } from '../../common/access.js';
import type { Sessions } from '../../common/context.js';
import { AppError, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { InvalidStorageKey, newStorageKey, StoredFileMissing, type FileStorage } from '../../infra/storage.js';
import { displayFileName, sanitizeSvg, sniffDesignFile, SNIFF_BYTES, type DesignFileType } from './design-files.js';
import { DesignFile } from './design-file.entity.js';
import { Design } from './design.entity.js';

/**
 * A customer's designs: upload (a new design with version 1, or a new version of one), edit, submit for review,
 * read and download. Who may do what:
 * - reading (a design, its files) — the owner and any staff member; anyone else gets 404 (nobody learns which
 *   ids exist), no session at all 401;
 * - changing — only the owner, signed in as a customer. A staff session alone gets 403: staff change designs
 *   (approve, reject, notes) in the admin console, not through the customer's calls.
 */

// ---------------------------------------------------------------------------------------------------------
// Views

export interface DesignFileVersionView {
  id: number;
  designId: number;
  version: number;
  isLatest: boolean;
  fileName: string;
  mimeType: string;
  fileSize: number;
  uploadedAt: Date;
  /** Where the file is read (owner and staff): GET /api/customer/designs/:id/files/:fileId. */
  url: string;
}

export interface DesignDetailsView {
  id: number;
  groupId: number | null;
  name: string;
  description: string | null;
  status: string;
  notes: string | null;
  approvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  latestFile: DesignFileVersionView | null;
  /** Every version, newest first. */
  files: DesignFileVersionView[];
}

export const designFileUrl = (designId: number, fileId: number) => `/api/customer/designs/${designId}/files/${fileId}`;

function toFileView(file: DesignFile): DesignFileVersionView {
  return {
    id: file.id,
    designId: file.design.id,
    version: file.version,
    isLatest: file.isLatest,
    fileName: file.fileName,
    mimeType: file.mimeType,
    fileSize: file.fileSize,
    uploadedAt: file.uploadedAt,
    url: designFileUrl(file.design.id, file.id),
  };
}

/** The design with all its versions. One query. */
async function loadDesignDetails(em: EntityManager, design: Design): Promise<DesignDetailsView> {
  const files = await em.find(DesignFile, { design: design.id }, { orderBy: { version: 'desc', id: 'desc' } });
  const views = files.map(toFileView);
  return {
    id: design.id,
    groupId: design.groupId ?? null,
    name: design.name,
    description: design.description ?? null,
    status: design.status,
    notes: design.notes ?? null,
    approvedAt: design.approvedAt ?? null,
    createdAt: design.createdAt,
    updatedAt: design.updatedAt,
    // Highest version among those marked latest (old data may mark more than one).
    latestFile: views.find((file) => file.isLatest) ?? views[0] ?? null,
    files: views,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Access

/** A design its owner or staff holding `designs.read` may see; 404 for anyone else's. */
async function findReadableDesign(em: EntityManager, sessions: Sessions, id: unknown): Promise<Design> {
  const designId = parseId(id, DESIGN_MESSAGES.notFound);
  return ownRowOrNotFound(
    sessions,
    await em.findOne(Design, { id: designId }),
    'designs.read',
    DESIGN_MESSAGES.notFound,
  );
}

/** The signed-in customer's own design, for a change (see `signedInCustomer`); 404 for anyone else's. */
async function findOwnDesign(em: EntityManager, sessions: Sessions, id: unknown, lockMode?: LockMode): Promise<Design> {
  const email = signedInCustomer(sessions, DESIGN_MESSAGES.customerOnly);
  const designId = parseId(id, DESIGN_MESSAGES.notFound);
  const design = await em.findOne(
    Design,
    { id: designId, memberEmail: email },
    lockMode ? { lockMode, refresh: true } : {},
  );
  if (!design) throw new NotFoundError(DESIGN_MESSAGES.notFound);
  return design;
}

const refuse = (field: string, message: string) => new ValidationFailed({ [field]: message }, message);

function assertChangeable(design: Design): void {
  if (design.status === 'in_production') throw refuse('status', DESIGN_MESSAGES.inProduction);
}

// ---------------------------------------------------------------------------------------------------------
// Uploads

/** An upload refused for its size (413) or its content (415, 400): `{ message, fieldErrors: { file } }`. */
export class UploadRefused extends AppError {
  constructor(statusCode: 400 | 413 | 415, message: string) {
    super(statusCode, message, statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_FILE');
  }

  override toJSON() {
    return { message: this.message, fieldErrors: { file: this.message } };
  }
}

export const fileTooLarge = () => new UploadRefused(413, DESIGN_MESSAGES.fileTooLarge);
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
async function keepUploadOnlyIfDone<T>(storage: FileStorage, upload: StoredUpload, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await storage.delete(upload.storageKey).catch(() => {});
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Commands and reads

/** Fails fast, before an upload is read: 401/403 unless a customer may create a design. */
export function assertMayCreateDesign(sessions: Sessions): void {
  signedInCustomer(sessions, DESIGN_MESSAGES.customerOnly);
}

/** Fails fast, before an upload is read: the design must be the customer's own and not in production. */
export async function assertMayAddVersion(em: EntityManager, sessions: Sessions, designId: unknown): Promise<void> {
  assertChangeable(await findOwnDesign(em, sessions, designId));
}

/**
 * Creates a draft design owned by the signed-in customer with the stored upload as version 1 (latest), in one
 * transaction. Invalid fields (400) or any failure remove the stored file again.
 */
export async function createDesign(
  em: EntityManager,
  storage: FileStorage,
  sessions: Sessions,
  fields: unknown,
  upload: StoredUpload,
): Promise<DesignDetailsView> {
  return keepUploadOnlyIfDone(storage, upload, async () => {
    const memberEmail = signedInCustomer(sessions, DESIGN_MESSAGES.customerOnly);
    const data = parseInput(createDesignInput, fields);
    const design = await em.transactional(async (tx) => {
      const created = tx.create(Design, { memberEmail, name: data.name, description: data.description });
      tx.create(DesignFile, {
        design: created,
        storageKey: upload.storageKey,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        fileSize: upload.fileSize,
        version: 1,
        isLatest: true,
      });
      await tx.flush();
      return created;
    });
    return loadDesignDetails(em, design);
  });
}

/**
 * Adds the stored upload as the next version (highest version + 1) of the customer's own design and makes it the
 * only latest one, in one transaction with the design row locked (parallel uploads get distinct versions). New
 * artwork needs a new review: an approved or rejected design goes back to draft. A design in production cannot
 * change. Any failure removes the stored file again.
 */
export async function addDesignVersion(
  em: EntityManager,
  storage: FileStorage,
  sessions: Sessions,
  designId: unknown,
  upload: StoredUpload,
): Promise<DesignDetailsView> {
  return keepUploadOnlyIfDone(storage, upload, async () => {
    const design = await em.transactional(async (tx) => {
      const own = await findOwnDesign(tx, sessions, designId, LockMode.PESSIMISTIC_WRITE);
      assertChangeable(own);
      const [newest] = await tx.find(DesignFile, { design: own.id }, { orderBy: { version: 'desc' }, limit: 1 });
      await tx.nativeUpdate(DesignFile, { design: own.id, isLatest: true }, { isLatest: false });
      tx.create(DesignFile, {
        design: own,
        storageKey: upload.storageKey,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        fileSize: upload.fileSize,
        version: (newest?.version ?? 0) + 1,
        isLatest: true,
      });
      if (own.status === 'approved' || own.status === 'rejected') {
        own.status = 'draft';
        own.approvedAt = null;
      }
      own.updatedAt = new Date();
      await tx.flush();
      return own;
    });
    em.clear();
    return loadDesignDetails(em, design);
  });
}

/** Renames / re-describes the customer's own design (not while in production). 400 with field messages. */
export async function updateDesign(
  em: EntityManager,
  sessions: Sessions,
  designId: unknown,
  input: unknown,
): Promise<DesignDetailsView> {
  const design = await findOwnDesign(em, sessions, designId);
  const data = parseInput(updateDesignInput, input);
  assertChangeable(design);
  design.name = data.name;
  design.description = data.description;
  design.updatedAt = new Date();
  await em.flush();
  return loadDesignDetails(em, design);
}

/**
 * Sends the customer's own draft to staff for review (draft → pending). Any other status is refused with a
 * message naming it; a design without a file cannot be submitted. The change is one conditional update, so two
 * submits at once cannot both pass.
 */
export async function submitDesignForReview(
  em: EntityManager,
  sessions: Sessions,
  designId: unknown,
): Promise<DesignDetailsView> {
  const design = await findOwnDesign(em, sessions, designId);
  if (design.status !== 'draft') throw refuse('status', submitRefusedMessage(design.status));
  if ((await em.count(DesignFile, { design: design.id })) === 0) throw refuse('file', DESIGN_MESSAGES.submitNeedsFile);
  const changed = await em.nativeUpdate(
    Design,
    { id: design.id, memberEmail: design.memberEmail, status: 'draft' },
    { status: 'pending', updatedAt: new Date() },
  );
  await em.refresh(design);
  if (changed === 0) throw refuse('status', submitRefusedMessage(design.status));
  return loadDesignDetails(em, design);
}

/** One design with every version, for its owner or staff (404 for anyone else, 401 without a session). */
export async function getDesign(em: EntityManager, sessions: Sessions, designId: unknown): Promise<DesignDetailsView> {
  return loadDesignDetails(em, await findReadableDesign(em, sessions, designId));
}

export interface OpenedDesignFile {
  stream: Readable;
  fileName: string;
  mimeType: string;
  fileSize: number;
}

/** The bytes of one version of a design, for its owner or staff; 404 when the row or the stored file is missing. */
export async function openDesignFile(
  em: EntityManager,
  storage: FileStorage,
  sessions: Sessions,
  designId: unknown,
  fileId: unknown,
): Promise<OpenedDesignFile> {
  const design = await findReadableDesign(em, sessions, designId);
  const file = await em.findOne(DesignFile, {
    id: parseId(fileId, DESIGN_MESSAGES.fileNotFound),
    design: design.id,
  });
  if (!file) throw new NotFoundError(DESIGN_MESSAGES.fileNotFound);
  try {
    const stream = await storage.get(file.storageKey);
    return { stream, fileName: file.fileName, mimeType: file.mimeType, fileSize: file.fileSize };
  } catch (error) {
    if (error instanceof StoredFileMissing || error instanceof InvalidStorageKey)
      throw new NotFoundError(DESIGN_MESSAGES.fileNotFound);
    throw error;
  }
}
