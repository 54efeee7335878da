import { dataExportFileName } from '@russ/schema/members/profile.validators';
import type { FastifyPluginAsync } from 'fastify';
import { ownerOrStaff } from '@russ/schema/staff/permissions';
import { assertOwnerOrStaff, isOwner } from '../../common/access.js';
import { readSessions } from '../../common/auth.js';
import { logSecurityEvent } from '../../common/security-log.js';
import { recordAudit } from '../audit/audit.service.js';
import { buildCustomerDataExport } from './customer-data-export.service.js';
import { EmailParams } from '../../common/openapi.js';

type EmailParams = { Params: { email: string } };

/**
 * GET /api/customer/export/:email — the customer's data export (profile tab, 'Last ned mine data'): every row the
 * shop stores about them as a JSON attachment. 401 without a session, 403 for another customer's e-mail; the
 * owner and staff holding members.export get it (a staff download is audited and logged). Never cached.
 */
export const customerDataExportRoutes: FastifyPluginAsync = async (app) => {
  app.get<EmailParams>(
    '/api/customer/export/:email',
    {
      config: { policy: ownerOrStaff('members.export') },
      schema: {
        summary: "The customer's data export: every row the shop stores about them, as a JSON attachment",
        params: EmailParams,
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const email = request.params.email;
      const sessions = readSessions(request);
      assertOwnerOrStaff(sessions, email, 'members.export');
      const data = await buildCustomerDataExport(request.em, email, app.config.shop.name);
      if (sessions.staff && !isOwner(sessions, email)) {
        // A staff download of a customer's data: audited (`Hendelseslogg`, on the member) and logged.
        recordAudit(request.em, sessions.staff, {
          action: 'member.data.exported',
          entityType: 'member',
          entityId: data.email,
        });
        await request.em.flush();
        logSecurityEvent(request, 'member-data.exported', { outcome: 'allowed', sessions, member: data.email });
      }
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${dataExportFileName(data.email)}"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
