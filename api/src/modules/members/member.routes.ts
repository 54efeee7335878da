import { PUBLIC } from '@russ/schema/staff/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { memberInput } from '@russ/schema/members/member.validators';
import { CommunityMemberAnswer } from './member.responses.js';
import { mailGuard } from '../../infra/mail-limits.js';
import { joinCommunity, toMemberView } from './member.service.js';

/**
 * POST /api/members (customer-area §7): 201 with the member, 400 `{ message, fieldErrors }`,
 * 409 `{ message }` when the e-mail already has a membership.
 * (GET /api/members/profile/:email belongs to the customer routes.)
 */
export const memberRoutes: FastifyPluginAsync = async (app) => {
  const schema = {
    summary: 'Join the community (409 when the e-mail already has a membership)',
    body: memberInput,
    response: { 201: CommunityMemberAnswer },
  };
  app.post('/api/members', { config: { policy: PUBLIC }, schema }, async (request, reply) => {
    const member = await joinCommunity(request.em, request.body, mailGuard(request));
    return reply.status(201).send(toMemberView(member));
  });
};
