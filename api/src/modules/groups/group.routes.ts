import type { FastifyPluginAsync } from 'fastify';
import { ownerOrStaff } from '@russ/schema/staff/permissions';
import { readSessions } from '../../common/auth.js';
import { exportGroupSizesCsv } from './group-export.js';
import { IdParams } from '../../common/openapi.js';

type GroupParams = { Params: { id: string } };

/**
 * GET /api/customer/groups/:id/sizes.csv: the size matrix and print names as a CSV file for Excel (see
 * size-matrix.ts for the format), for the group's coordinator and for staff; 401/403/404 as JSON otherwise.
 * The rest of the groups feature is GraphQL.
 */
export const groupRoutes: FastifyPluginAsync = async (app) => {
  app.get<GroupParams>(
    '/api/customer/groups/:id/sizes.csv',
    {
      config: { policy: ownerOrStaff('groups.read') },
      schema: {
        summary: "The group's size matrix and print names as a CSV file (coordinator and staff)",
        params: IdParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportGroupSizesCsv(request.em, readSessions(request), request.params.id);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};
