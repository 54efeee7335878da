import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { formatDateNb } from '@russ/schema/domain/money';
import { staffCan } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { CSV_BOM, CSV_LINE_END, csvRow } from '../../common/csv.js';
import { forEachMemberBatch, type MemberListFilter, type StaffMemberView } from './member-list.query.js';

const HEADER = ['Fornavn', 'Etternavn', 'E-post', 'Skole', 'Avgangskull', 'Medlem siden', 'Status'];

const line = (m: StaffMemberView) =>
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
    { config: { policy: staffCan('members.export') } },
    async (request, reply) => {
      const q = request.query ?? {};
      const filter: MemberListFilter = {
        search: text(q.search),
        school: text(q.school),
        graduationYear: text(q.graduationYear),
        status: text(q.status),
      };
      const body = new PassThrough();
      const write = async (chunk: string) => {
        if (!body.write(chunk)) await once(body, 'drain');
      };
      // Written while the response streams: a failure half-way breaks the download instead of sending half a file.
      void (async () => {
        try {
          await write(CSV_BOM + csvRow(HEADER) + CSV_LINE_END);
          await forEachMemberBatch(request.em, { filter, sort: text(q.sort) }, (members) =>
            write(members.map(line).join('')),
          );
          body.end();
        } catch (error) {
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
