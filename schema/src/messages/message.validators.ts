import { z } from 'zod';
import { requiredText } from '../common/field.validators.js';
import { DEFAULT_THREAD_TYPE, THREAD_TYPES } from './thread-status.js';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES as M } from './message-rules.js';

export { MESSAGE_LIMITS, MESSAGE_MESSAGES } from './message-rules.js';

const body = z.string({ error: M.bodyRequired }).trim().min(1, { error: M.bodyRequired }).max(MESSAGE_LIMITS.body, {
  error: M.bodyTooLong,
});

/** An optional id of something the thread is about: a positive integer (or its digits), empty → null. */
const relatedId = z
  .union([z.number(), z.string()], { error: M.relatedInvalid })
  .nullish()
  .transform((value, ctx) => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
    const n = typeof value === 'number' ? value : /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: M.relatedInvalid });
      return z.NEVER;
    }
    return n;
  });

/** A new thread from the customer (startMessageThread). */
export const startMessageThreadInput = z.object({
  subject: requiredText(MESSAGE_LIMITS.subject, M.subjectRequired, M.subjectTooLong),
  type: z
    .enum(THREAD_TYPES, { error: M.typeInvalid })
    .nullish()
    .transform((value) => value ?? DEFAULT_THREAD_TYPE),
  body,
  relatedOrderId: relatedId,
  relatedDesignId: relatedId,
  relatedGroupId: relatedId,
});

/** A reply from the customer in one of their threads (replyToThread). */
export const replyToThreadInput = z.object({ body });

export type StartMessageThreadInput = z.input<typeof startMessageThreadInput>;
export type StartMessageThreadData = z.output<typeof startMessageThreadInput>;
export type ReplyToThreadData = z.output<typeof replyToThreadInput>;
