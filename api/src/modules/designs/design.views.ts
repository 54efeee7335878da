import { type EntityManager } from '@mikro-orm/postgresql';
import { DesignFile } from './design-file.entity.js';
import { Design } from './design.entity.js';

/** How a design reads (its details with every file version), for the owner and staff. */

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
export async function loadDesignDetails(em: EntityManager, design: Design): Promise<DesignDetailsView> {
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
