import { Readable } from 'node:stream';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { DESIGN_MESSAGES, DESIGN_QUOTAS, submitRefusedMessage } from '@russ/schema/designs/design-rules';
import { createDesignInput, updateDesignInput } from '@russ/schema/designs/design.validators';
import { parseId, signedInCustomer } from '../../common/access.js';
import type { Sessions } from '../../common/context.js';
import { NotFoundError } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { InvalidStorageKey, StoredFileMissing, type FileStorage } from '../../infra/storage.js';
import {
  addLatestDesignFile,
  keepUploadOnlyIfDone,
  StoredUpload,
  uploadedFileFields,
  UploadRefused,
} from './design-upload.js';
import { loadDesignDetails } from './design.views.js';
import { findOwnDesign, findReadableDesign, assertChangeable, refuse } from './design-access.js';
import { DesignFile } from './design-file.entity.js';
import { Design } from './design.entity.js';
import type { DesignType } from './design.types.js';

/**
 * A customer's designs: upload (a new design with version 1, or a new version of one), edit, submit for review,
 * read and download. Who may do what:
 * - reading (a design, its files) — the owner and any staff member; anyone else gets 404 (nobody learns which
 *   ids exist), no session at all 401;
 * - changing — only the owner, signed in as a customer. A staff session alone gets 403: staff change designs
 *   (approve, reject, notes) in the admin console, not through the customer's calls.
 */

// ---------------------------------------------------------------------------------------------------------
// Commands and reads

// ---------------------------------------------------------------------------------------------------------
// Quotas (DESIGN_QUOTAS): designs per member, customer versions per design, bytes of a member's uploads

/** Bytes of every file the member uploaded, in all their designs (staff proofs do not count). */
async function memberUploadBytes(em: EntityManager, memberEmail: string): Promise<number> {
  const [row]: { total: string | number }[] = await em.getConnection().execute(
    `select coalesce(sum(f.file_size), 0) as total
       from design_files f join designs d on d.id = f.design_id
      where d.member_email = ? and f.uploaded_by = 'customer'`,
    [memberEmail],
    'all',
    em.getTransactionContext(),
  );
  return Number(row?.total ?? 0);
}

/** 409 when `incomingBytes` more would take the member past DESIGN_QUOTAS.totalBytes. */
async function assertRoomFor(em: EntityManager, memberEmail: string, incomingBytes: number): Promise<void> {
  if ((await memberUploadBytes(em, memberEmail)) + incomingBytes > DESIGN_QUOTAS.totalBytes) {
    throw new UploadRefused(409, DESIGN_MESSAGES.storageFull);
  }
}

async function assertMayHaveAnotherDesign(em: EntityManager, memberEmail: string): Promise<void> {
  if ((await em.count(Design, { memberEmail })) >= DESIGN_QUOTAS.designs) {
    throw new UploadRefused(409, DESIGN_MESSAGES.tooManyDesigns);
  }
}

async function assertMayHaveAnotherVersion(em: EntityManager, design: Design): Promise<void> {
  if ((await em.count(DesignFile, { design: design.id, uploadedBy: 'customer' })) >= DESIGN_QUOTAS.versionsPerDesign) {
    throw new UploadRefused(409, DESIGN_MESSAGES.tooManyVersions);
  }
}

/**
 * Fails fast, before an upload is read: 401/403 unless a customer may create a design, 409 when the member
 * already has DESIGN_QUOTAS.designs designs or no room left. Returns the member's e-mail.
 */
export async function assertMayCreateDesign(em: EntityManager, sessions: Sessions): Promise<string> {
  const memberEmail = signedInCustomer(sessions, DESIGN_MESSAGES.customerOnly);
  await assertMayHaveAnotherDesign(em, memberEmail);
  await assertRoomFor(em, memberEmail, 1);
  return memberEmail;
}

/**
 * Fails fast, before an upload is read: the design must be the customer's own and not in production, with fewer
 * than DESIGN_QUOTAS.versionsPerDesign versions and room left in the member's quota. Returns the member's e-mail.
 */
export async function assertMayAddVersion(em: EntityManager, sessions: Sessions, designId: unknown): Promise<string> {
  const design = await findOwnDesign(em, sessions, designId);
  assertChangeable(design);
  await assertMayHaveAnotherVersion(em, design);
  await assertRoomFor(em, design.memberEmail, 1);
  return design.memberEmail;
}

/**
 * Creates a draft design owned by the signed-in customer with the stored upload as version 1 (latest), in one
 * transaction. Invalid fields (400), a full quota (409) or any failure remove the stored file again.
 */
export async function createDesign(
  em: EntityManager,
  storage: FileStorage,
  sessions: Sessions,
  fields: unknown,
  upload: StoredUpload,
): Promise<DesignType> {
  return keepUploadOnlyIfDone(storage, upload, async () => {
    const memberEmail = signedInCustomer(sessions, DESIGN_MESSAGES.customerOnly);
    const data = parseInput(createDesignInput, fields);
    const design = await em.transactional(async (tx) => {
      await assertMayHaveAnotherDesign(tx, memberEmail);
      await assertRoomFor(tx, memberEmail, upload.fileSize);
      const created = tx.create(Design, { memberEmail, name: data.name, description: data.description });
      tx.create(DesignFile, { design: created, ...uploadedFileFields(upload), version: 1, isLatest: true });
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
 * change; a design with DESIGN_QUOTAS.versionsPerDesign versions or a member out of room is refused (409). Any
 * failure removes the stored file again.
 */
export async function addDesignVersion(
  em: EntityManager,
  storage: FileStorage,
  sessions: Sessions,
  designId: unknown,
  upload: StoredUpload,
): Promise<DesignType> {
  return keepUploadOnlyIfDone(storage, upload, async () => {
    const design = await em.transactional(async (tx) => {
      const own = await findOwnDesign(tx, sessions, designId, LockMode.PESSIMISTIC_WRITE);
      assertChangeable(own);
      await assertMayHaveAnotherVersion(tx, own);
      await assertRoomFor(tx, own.memberEmail, upload.fileSize);
      await addLatestDesignFile(tx, own, upload);
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
): Promise<DesignType> {
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
): Promise<DesignType> {
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
export async function getDesign(em: EntityManager, sessions: Sessions, designId: unknown): Promise<DesignType> {
  return loadDesignDetails(em, await findReadableDesign(em, sessions, designId));
}

export interface OpenedDesignFile {
  stream: Readable;
  fileName: string;
  mimeType: string;
  /** The stored length in bytes (the download's Content-Length). */
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
    const { body, size } = await storage.open(file.storageKey);
    return { stream: body, fileName: file.fileName, mimeType: file.mimeType, fileSize: size };
  } catch (error) {
    if (error instanceof StoredFileMissing || error instanceof InvalidStorageKey)
      throw new NotFoundError(DESIGN_MESSAGES.fileNotFound);
    throw error;
  }
}
