import { PassThrough } from 'node:stream';
import { formatDateNb } from '@russ/schema/common/dates';
import { staffCan } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { requireCapability } from '../../common/access.js';
import { readSessions } from '../../common/auth.js';
import { CSV_BOM, CSV_LINE_END, csvRow } from '../../common/csv.js';
import { logSecurityEvent } from '../../common/security-log.js';
import { recordAudit } from '../audit/audit.service.js';
import { forEachMemberBatch, type MemberListFilter } from './member-list.query.js';
import type { StaffMember } from './member-admin.types.js';
import { z } from 'zod';

const HEADER = ['Fornavn', 'Etternavn', 'E-post', 'Skole', 'Avgangskull', 'Medlem siden', 'Status'];

const line = (m: StaffMember) =>
  csvRow([m.firstName, m.lastName, m.email, m.school, m.graduationYear, formatDateNb(m.joinedAt), m.statusLabel]) +
  CSV_LINE_END;

class DownloadAborted extends Error {}

/**
 * Writes a chunk, waiting while the client reads slower than the database answers. A download the client
 * abandons ends the export (DownloadAborted) instead of waiting for a 'drain' that never comes.
 */
function writeOrAbort(body: PassThrough, chunk: string): Promise<void> {
  if (body.destroyed) return Promise.reject(new DownloadAborted());
  if (body.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      body.off('drain', onDrain);
      body.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new DownloadAborted());
    body.on('drain', onDrain);
    body.on('close', onClose);
  });
}

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
      const body = new PassThrough();
      const write = (chunk: string) => writeOrAbort(body, chunk);
      // Written while the response streams: a failure half-way breaks the download instead of sending half a file.
      void (async () => {
        try {
          await write(CSV_BOM + csvRow(HEADER) + CSV_LINE_END);
          await forEachMemberBatch(request.em, { filter, sort }, (members) => write(members.map(line).join('')));
          body.end();
        } catch (error) {
          if (error instanceof DownloadAborted) return; // the browser went away; the snapshot is released
          request.log.error({ err: error }, 'members CSV export failed');
          body.destroy(error as Error);
        }
      })();
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="medlemmer-${day}.csv"`)
        .send(body);
    },
  );
};
