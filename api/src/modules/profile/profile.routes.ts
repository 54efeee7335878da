import { dataExportFileName } from '@russ/schema/profile/profile.validators';
import type { FastifyPluginAsync } from 'fastify';
import { ownerOrStaff } from '@russ/schema/staff/permissions';
import { assertOwnerOrStaff } from '../../common/access.js';
import { readSessions } from '../../common/auth.js';
import { buildCustomerDataExport } from './profile-export.service.js';

type EmailParams = { Params: { email: string } };

/**
 * GET /api/customer/export/:email — the customer's data export (profile tab, 'Last ned mine data'): every row the
 * shop stores about them as a JSON attachment. 401 without a session, 403 for another customer's e-mail; the
 * owner and staff holding members.export get it. Never cached.
 */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get<EmailParams>(
    '/api/customer/export/:email',
    { config: { policy: ownerOrStaff('members.export') } },
    async (request, reply) => {
      const email = request.params.email;
      assertOwnerOrStaff(readSessions(request), email, 'members.export');
      const data = await buildCustomerDataExport(request.em, email, app.config.shop.name);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${dataExportFileName(data.email)}"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
