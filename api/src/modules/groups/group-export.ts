import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sessions } from '../../common/context.js';
import { ForbiddenError } from '../../common/errors.js';
import { getGroupDetail } from './group.views.js';
import { buildSizeMatrix, sizeCsvFileName, sizeMatrixCsv, type PrintLine } from './size-matrix.js';
import type { GroupSizeSubmission } from './group.types.js';

/** The size matrix as a CSV file for Excel (GET /api/customer/groups/:id/sizes.csv). */

export function printLines(submissions: GroupSizeSubmission[]): PrintLine[] {
  return submissions.flatMap((s) =>
    s.lines.map((line) => ({ ...line, memberName: s.memberName ?? s.memberEmail, memberEmail: s.memberEmail })),
  );
}

/** The coordinator's (or staff's) CSV download of the matrix and the print names. */
export async function exportGroupSizesCsv(
  em: EntityManager,
  sessions: Sessions,
  id: number | string,
): Promise<{ fileName: string; csv: string }> {
  const detail = await getGroupDetail(em, sessions, id);
  if (detail.viewerRole === 'member') throw new ForbiddenError();
  return {
    fileName: sizeCsvFileName(detail.name),
    csv: sizeMatrixCsv(detail.name, detail.matrix ?? buildSizeMatrix([]), printLines(detail.submissions)),
  };
}
