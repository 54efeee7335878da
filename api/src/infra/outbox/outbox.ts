import type { EntityManager } from '@mikro-orm/core';
import { jobPayloadSchemas, type JobName, type JobPayload } from '@russ/schema/jobs/jobs';
import { OutboxEvent } from '../../modules/outbox/outbox-event.entity.js';

/**
 * Queues a job as part of the caller's unit of work: the row is persisted on `em` and written by the caller's
 * flush/commit, so a change that rolls back sends nothing, and a committed one is sent even if Redis is down
 * right now (the relay picks the row up). The payload is checked against the job's schema before it is stored.
 * Services call only this; they never talk to BullMQ.
 */
export function enqueueOutbox<T extends JobName>(em: EntityManager, type: T, payload: JobPayload<T>): OutboxEvent {
  const schema = jobPayloadSchemas[type];
  if (!schema) throw new Error(`Unknown job type: ${String(type)}`);
  const event = new OutboxEvent();
  event.type = type;
  event.payload = schema.parse(payload) as Record<string, unknown>;
  em.persist(event);
  return event;
}
