import type { EntityManager } from '@mikro-orm/postgresql';
import { canAnswerProof } from '@russ/schema/designs/design-review';
import { normalizeEmail } from '../../common/access.js';
import { DesignFile } from './design-file.entity.js';
import { Design } from './design.entity.js';
import type { DesignFileVersion, DesignType } from './design.types.js';
import { pickFields } from '../../common/pick-fields.js';

/**
 * How a design reads, for its owner and staff: one view and one mapper for the customer area's list
 * (customerArea.designs, GET /api/customer/designs/:email) and for one design with every version (`design`,
 * the design mutations and uploads). GraphQL: the `Design` type. Callers check access first.
 */

export const designFileUrl = (designId: number, fileId: number) => `/api/customer/designs/${designId}/files/${fileId}`;

function toFileView(file: DesignFile): DesignFileVersion {
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
    isProof: file.uploadedBy === 'staff',
    proofMessage: file.proofMessage ?? null,
  };
}

const newestFirst = (a: DesignFile, b: DesignFile) => b.version - a.version || b.id - a.id;

/**
 * The one design mapper. `files`: the design's file rows (all of them, or only those marked latest for a list);
 * the latest file is the highest version among those marked latest (old data may mark more than one), else the
 * newest. With `allFiles`, the view carries every version.
 */
function toDesignView(design: Design, files: DesignFile[], allFiles: boolean): DesignType {
  const views = [...files].sort(newestFirst).map(toFileView);
  const latestFile = views.find((file) => file.isLatest) ?? views[0] ?? null;
  return {
    ...pickFields(design, ['id', 'groupId', 'name', 'description', 'status', 'notes']),
    ...pickFields(design, ['approvedAt', 'createdAt', 'updatedAt']),
    latestFile,
    ...pickFields(design, ['changeRequest', 'changeRequestedAt']),
    canAnswerProof: canAnswerProof({
      status: design.status,
      latestIsProof: latestFile?.isProof === true,
      changesRequested: design.changeRequest != null,
    }),
    ...(allFiles ? { files: views } : {}),
  };
}

/** A design as other features read it (an order's lines and its guard): its name and status. */
export interface DesignSummary {
  name: string;
  status: string;
}

/** Name and status of each of these designs, by id (one query; none when there are no ids). */
export async function designSummaries(em: EntityManager, ids: Iterable<number>): Promise<Map<number, DesignSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const designs = await em.find(Design, { id: { $in: unique } }, { fields: ['id', 'name', 'status'] });
  return new Map(designs.map((design) => [design.id, { name: design.name, status: design.status }]));
}

/** Designs waiting for staff ('Venter'), as the `Design` list's default view counts them. One query. */
export async function countDesignsWaiting(em: EntityManager): Promise<number> {
  return em.count(Design, { status: 'pending' });
}

/** The designs of a group (its staff page), newest first. One query. */
export async function designsOfGroup(em: EntityManager, groupId: number): Promise<Design[]> {
  return em.find(Design, { groupId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** Every version of one design, newest first. One query. */
export async function listDesignFiles(em: EntityManager, designId: number): Promise<DesignFileVersion[]> {
  const files = await em.find(DesignFile, { design: designId }, { orderBy: { version: 'desc', id: 'desc' } });
  return files.map(toFileView);
}

/** The design with all its versions. One query. */
export async function loadDesignDetails(em: EntityManager, design: Design): Promise<DesignType> {
  const files = await em.find(DesignFile, { design: design.id });
  return toDesignView(design, files, true);
}

/** The customer's designs, last changed first, each with its latest file. Two queries. */
export async function listCustomerDesigns(em: EntityManager, email: string): Promise<DesignType[]> {
  const designs = await em.find(
    Design,
    { memberEmail: normalizeEmail(email) },
    { orderBy: { updatedAt: 'desc', id: 'desc' } },
  );
  if (designs.length === 0) return [];
  const files = await em.find(DesignFile, { design: { $in: designs.map((d) => d.id) }, isLatest: true });
  const filesByDesign = new Map<number, DesignFile[]>();
  for (const file of files) filesByDesign.set(file.design.id, [...(filesByDesign.get(file.design.id) ?? []), file]);
  return designs.map((design) => toDesignView(design, filesByDesign.get(design.id) ?? [], false));
}

/** The customer's designs, oldest first, each with every version (the data export). Two queries. */
export async function listCustomerDesignsWithFiles(em: EntityManager, email: string): Promise<DesignType[]> {
  const designs = await em.find(
    Design,
    { memberEmail: normalizeEmail(email) },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  if (designs.length === 0) return [];
  const files = await em.find(DesignFile, { design: { $in: designs.map((d) => d.id) } });
  return designs.map((design) =>
    toDesignView(
      design,
      files.filter((file) => file.design.id === design.id),
      true,
    ),
  );
}

/**
 * GET /api/customer/designs/:email answers the list in its published shape (a public contract): the latest file
 * without `designId`, `isLatest` and `url`.
 */
export async function listCustomerDesignsJson(em: EntityManager, email: string) {
  return (await listCustomerDesigns(em, email)).map(
    ({ latestFile, changeRequest: _c, changeRequestedAt: _a, canAnswerProof: _p, ...design }) => ({
      ...design,
      latestFile: latestFile && {
        id: latestFile.id,
        fileName: latestFile.fileName,
        mimeType: latestFile.mimeType,
        fileSize: latestFile.fileSize,
        version: latestFile.version,
        uploadedAt: latestFile.uploadedAt,
      },
    }),
  );
}
