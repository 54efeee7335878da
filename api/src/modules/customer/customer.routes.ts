import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { listCustomerAddresses } from '../addresses/address.views.js';
import { listCustomerCoupons } from '../coupons/coupon.views.js';
import { listCustomerDesignsJson } from '../designs/design.views.js';
import { ownerOrStaff } from '@russ/schema/staff/permissions';
import { assertOwnerOrStaff } from '../../common/access.js';
import { readSessions } from '../../common/auth.js';
import {
  listCoordinatedGroupsJson,
  listCustomerSizeSubmissionsJson,
  listGroupMembershipsJson,
} from '../groups/group.views.js';
import { listCustomerInvoices } from '../invoices/invoice.views.js';
import { listCustomerMessageThreads } from '../messages/message.views.js';
import { listCustomerOrders } from '../orders/order.views.js';
import { getCustomerProfile } from '../profile/profile.views.js';
import { listCustomerReturns } from '../returns/return.views.js';

type EmailParams = { Params: { email: string } };

/** The dashboard's reads (customer-area §7), keyed by the path segment after /api/customer/. */
const customerReads: Record<string, (em: EntityManager, email: string) => Promise<unknown>> = {
  orders: listCustomerOrders,
  coupons: listCustomerCoupons,
  invoices: listCustomerInvoices,
  addresses: listCustomerAddresses,
  returns: listCustomerReturns,
  groups: listCoordinatedGroupsJson,
  'group-memberships': listGroupMembershipsJson,
  designs: listCustomerDesignsJson,
  messages: listCustomerMessageThreads,
  sizes: listCustomerSizeSubmissionsJson,
};

/** 401 without a session, 403 for another customer's e-mail; the owner and staff holding members.read pass. */
function authorise(request: FastifyRequest<EmailParams>): string {
  const email = request.params.email;
  assertOwnerOrStaff(readSessions(request), email, 'members.read');
  return email;
}

const route = { config: { policy: ownerOrStaff('members.read') } };

/**
 * GET /api/members/profile/:email and GET /api/customer/<read>/:email (customer-area §7). Personal data: never
 * cached by the browser or a proxy.
 */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get<EmailParams>('/api/members/profile/:email', route, (request) =>
    getCustomerProfile(request.em, authorise(request)),
  );

  for (const [path, read] of Object.entries(customerReads)) {
    app.get<EmailParams>(`/api/customer/${path}/:email`, route, (request) => read(request.em, authorise(request)));
  }
};
