import { dataExportFileName } from '@russ/schema/profile/profile.validators';
import type { FastifyPluginAsync } from 'fastify';
import { assertCanReadCustomer, readSessions } from '../../common/auth.js';
import { buildCustomerDataExport } from './profile-export.service.js';

type EmailParams = { Params: { email: string } };

/**
 * GET /api/customer/export/:email — the customer's data export (profile tab, 'Last ned mine data'): every row the
 * shop stores about them as a JSON attachment. 401 without a session, 403 for another customer's e-mail; the
 * owner and staff get it. Never cached.
 */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get<EmailParams>('/api/customer/export/:email', async (request, reply) => {
    const email = request.params.email;
    assertCanReadCustomer(readSessions(request), email);
    const data = await buildCustomerDataExport(request.em, email, app.config.shop.name);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${dataExportFileName(data.email)}"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });
};
