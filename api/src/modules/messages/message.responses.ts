import { z } from 'zod';
import { isoDateTime } from '../../common/openapi.js';

const threadFields = {
  id: z.number().int(),
  subject: z.string(),
  type: z.string().describe('support, order or general.'),
  status: z.string().describe('open, closed or waiting.'),
  relatedOrderId: z.number().int().nullable(),
  relatedDesignId: z.number().int().nullable(),
  relatedGroupId: z.number().int().nullable(),
  lastMessageAt: isoDateTime(),
  createdAt: isoDateTime(),
  unreadCount: z.number().int().describe('Replies from the shop the customer has not read.'),
};

/** GET /api/customer/messages/:email (GraphQL `MessageThread` without its messages). */
export const MessageThreadSummaryAnswer = z.object(threadFields).meta({ id: 'MessageThreadSummary' });

const ThreadMessageAnswer = z
  .object({
    id: z.number().int(),
    senderType: z.string().describe('customer or staff.'),
    senderEmail: z.string(),
    body: z.string(),
    isRead: z.boolean(),
    createdAt: isoDateTime(),
  })
  .meta({ id: 'ThreadMessage' });

/** One thread with its messages: GET /api/customer/message-threads/:id and the answers of the two POSTs. */
export const MessageThreadAnswer = z
  .object({ ...threadFields, messages: z.array(ThreadMessageAnswer) })
  .meta({ id: 'MessageThread' });
