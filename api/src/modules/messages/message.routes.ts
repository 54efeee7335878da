import type { FastifyPluginAsync } from 'fastify';
import { MESSAGE_MESSAGES } from '@russ/schema/messages/message-rules';
import { customerOnly, ownerOrStaff } from '@russ/schema/staff/permissions';
import { replyToThreadInput, startMessageThreadInput } from '@russ/schema/messages/message.validators';
import { readSessions } from '../../common/auth.js';
import { IdParams as IdParamsSchema } from '../../common/openapi.js';
import { MessageThreadAnswer } from './message.responses.js';
import { getMessageThread, replyToThread, startMessageThread } from './message.service.js';

type IdParams = { Params: { id: string } };

/**
 * REST for message threads (the storefront uses GraphQL; the list is GET /api/customer/messages/:email):
 * - POST /api/customer/message-threads — JSON { subject, type, body, relatedOrderId?, relatedDesignId?,
 *   relatedGroupId? }: 201 with the thread;
 * - GET /api/customer/message-threads/:id — the thread with its messages (the owner's reading marks replies read);
 * - POST /api/customer/message-threads/:id/messages — JSON { body }: 201 with the thread.
 * Errors: 401 without a session, 403 for staff writing, 404 for what is not the caller's, 400 with fieldErrors.
 */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const write = { config: { policy: customerOnly(MESSAGE_MESSAGES.customerOnly) } };
  const threadAnswer = { 201: MessageThreadAnswer };
  app.post(
    '/api/customer/message-threads',
    { ...write, schema: { summary: 'Start a thread', body: startMessageThreadInput, response: threadAnswer } },
    async (request, reply) => {
      const thread = await startMessageThread(request.em, readSessions(request), request.body);
      return reply.status(201).send(thread);
    },
  );

  app.get<IdParams>(
    '/api/customer/message-threads/:id',
    {
      config: { policy: ownerOrStaff('threads.read') },
      schema: {
        summary: "The thread with its messages (the owner's reading marks replies read)",
        params: IdParamsSchema,
        response: { 200: MessageThreadAnswer },
      },
    },
    (request) => getMessageThread(request.em, readSessions(request), request.params.id),
  );

  app.post<IdParams>(
    '/api/customer/message-threads/:id/messages',
    {
      ...write,
      schema: {
        summary: 'Reply in a thread',
        params: IdParamsSchema,
        body: replyToThreadInput,
        response: threadAnswer,
      },
    },
    async (request, reply) => {
      const thread = await replyToThread(request.em, readSessions(request), request.params.id, request.body);
      return reply.status(201).send(thread);
    },
  );
};
