import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { DesignFile } from './design-file.entity.js';
import { Design } from './design.entity.js';

/** The customer's designs as the customer area lists them. */

export interface DesignFileView {
  id: number;
  fileName: string;
  mimeType: string;
  fileSize: number;
  version: number;
  uploadedAt: Date;
}

export interface DesignView {
  id: number;
  groupId: number | null;
  name: string;
  description: string | null;
  status: string;
  notes: string | null;
  approvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  latestFile: DesignFileView | null;
}

/** The customer's designs, last changed first, each with its latest file. Two queries. */
export async function listCustomerDesigns(em: EntityManager, email: string): Promise<DesignView[]> {
  const designs = await em.find(
    Design,
    { memberEmail: normalizeEmail(email) },
    { orderBy: { updatedAt: 'desc', id: 'desc' } },
  );
  if (designs.length === 0) return [];
  const files = await em.find(
    DesignFile,
    { design: { $in: designs.map((d) => d.id) }, isLatest: true },
    { orderBy: { version: 'asc', id: 'asc' } },
  );
  // Ascending order: if several rows claim to be latest, the highest version wins.
  const latest = new Map<number, DesignFile>();
  for (const file of files) latest.set(file.design.id, file);
  return designs.map((design) => {
    const file = latest.get(design.id);
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
      latestFile: file
        ? {
            id: file.id,
            fileName: file.fileName,
            mimeType: file.mimeType,
            fileSize: file.fileSize,
            version: file.version,
            uploadedAt: file.uploadedAt,
          }
        : null,
    };
  });
}
