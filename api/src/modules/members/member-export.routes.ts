import { formatDateNb } from '@russ/schema/common/dates';
import { staffCan } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { requireCapability } from '../../common/access.js';
import { readSessions } from '../../common/auth.js';
import { CSV_LINE_END, csvRow } from '../../common/csv.js';
import { sendCsvDownload } from '../../common/csv-download.js';
import { logSecurityEvent } from '../../common/security-log.js';
import { recordAudit } from '../audit/audit.service.js';
import { forEachMemberBatch, type MemberListFilter } from './member-list.query.js';
import type { StaffMember } from './member-admin.types.js';
import { z } from 'zod';

const HEADER = ['Fornavn', 'Etternavn', 'E-post', 'Skole', 'Avgangskull', 'Medlem siden', 'Status'];

const line = (m: StaffMember) =>
  csvRow([m.firstName, m.lastName, m.email, m.school, m.graduationYear, formatDateNb(m.joinedAt), m.statusLabel]) +
  CSV_LINE_END;

interface ExportQuery extends MemberListFilter {
  sort?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * GET /api/admin/members.csv?search=&school=&graduationYear=&status=&sort= (staff holding members.export): the
 * console's 'Medlemmer' list as filtered and sorted on screen, as a CSV file for Excel (common/csv.ts: BOM, `;`,
 * CRLF, formula-safe cells). Streamed 500 members at a time, so a season's 12 000 never sit in memory at once.
 */
export const memberExportRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ExportQuery }>(
    '/api/admin/members.csv',
    {
      config: { policy: staffCan('members.export') },
      schema: {
        summary: "The console's member list, filtered and sorted as on screen, as a CSV file (streamed)",
        querystring: z.object({
          search: z.string().optional(),
          school: z.string().optional(),
          graduationYear: z.string().optional(),
          status: z.string().optional(),
          sort: z.string().optional(),
        }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const q = request.query ?? {};
      const filter: MemberListFilter = {
        search: text(q.search),
        school: text(q.school),
        graduationYear: text(q.graduationYear),
        status: text(q.status),
      };
      const sort = text(q.sort);
      // Who took the customer list, with which filter: an audit entry (`Hendelseslogg`) before the first byte, and
      // a security log line (the security review).
      const sessions = readSessions(request);
      const staff = requireCapability(sessions, 'members.export');
      recordAudit(request.em, staff, {
        action: 'member_list.exported',
        entityType: 'member_list',
        entityId: 'csv',
        after: { ...filter, sort },
      });
      await request.em.flush();
      logSecurityEvent(request, 'members.exported', { outcome: 'allowed', sessions, filter, sort });
      const day = new Date().toISOString().slice(0, 10);
      return sendCsvDownload(request, reply, `medlemmer-${day}.csv`, async (write) => {
        await write(csvRow(HEADER) + CSV_LINE_END);
        await forEachMemberBatch(request.em, { filter, sort }, (members) => write(members.map(line).join('')));
      });
    },
  );
};
