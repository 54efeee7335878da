import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { joinCommunity, toMemberView } from './member.service.js';

/**
 * POST /api/members (customer-area §7): 201 with the member, 400 `{ message, fieldErrors }`,
 * 409 `{ message }` when the e-mail already has a membership.
 * (GET /api/members/profile/:email belongs to the customer routes.)
 */
export const memberRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/members', { config: { policy: PUBLIC } }, async (request, reply) => {
    const member = await joinCommunity(request.em, request.body);
    return reply.status(201).send(toMemberView(member));
  });
};
