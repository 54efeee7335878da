import { Queue, type Worker } from 'bullmq';
import {
  type AppConfig,
  Contact,
  createRedisConnection,
  enqueueOutbox,
  MAIL_QUEUE,
  type MikroORM,
  OutboxRelay,
} from '@russ/api/db';
import { JOBS } from '@russ/schema/jobs/jobs';
import { createMailWorker } from '../../src/composition/mail-worker.js';
import { createSmtpTransport } from '../../src/mail/transport.js';

export interface Pipeline {
  relay: OutboxRelay;
  worker: Worker;
  stop(): Promise<void>;
}

/** What one api process (the relay) and one worker process run, in this process. */
export function startPipeline(options: {
  orm: MikroORM;
  workerOrm?: MikroORM;
  config: AppConfig;
  redisUrl: string;
  prefix: string;
  pollMs?: number;
}): Pipeline {
  const relay = new OutboxRelay({
    orm: options.orm,
    redisUrl: options.redisUrl,
    queuePrefix: options.prefix,
    pollMs: options.pollMs ?? 200,
  });
  relay.start();
  const connection = createRedisConnection(options.redisUrl, 'worker');
  connection.on('error', () => {});
  const transport = createSmtpTransport(options.config.smtpUrl, {
    name: options.config.shop.name,
    address: options.config.shop.email,
  });
  const worker = createMailWorker({
    orm: options.workerOrm ?? options.orm,
    connection,
    prefix: options.prefix,
    config: options.config,
    transport,
  });
  worker.on('error', () => {});
  return {
    relay,
    worker,
    async stop() {
      await relay.stop();
      await worker.close();
      connection.disconnect();
      transport.close();
    },
  };
}

/** Removes everything a test left under its queue prefix. */
export async function dropQueue(redisUrl: string, prefix: string): Promise<void> {
  const connection = createRedisConnection(redisUrl, 'worker');
  connection.on('error', () => {});
  const queue = new Queue(MAIL_QUEUE, { connection, prefix });
  try {
    await queue.obliterate({ force: true });
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

export interface ContactFields {
  firstName?: string;
  lastName?: string;
  email: string;
  subject?: 'tilbud' | 'produkter' | 'design' | 'annet';
  message?: string;
}

/** What the contact service does: the contact and both mail jobs in one transaction. */
/** Commits a contact message and its two mail jobs, as contact.service does (`verifiedSender`: see its payload). */
export async function commitContact(
  orm: MikroORM,
  fields: ContactFields,
  options: { verifiedSender?: true } = {},
): Promise<Contact> {
  return orm.em.fork().transactional(async (tx) => {
    const contact = tx.create(Contact, {
      firstName: 'Kari',
      lastName: 'Nordmann',
      subject: 'design',
      message: 'Hei! Vi er 30 stykker som vil ha hoodies.',
      ...fields,
    });
    await tx.flush();
    enqueueOutbox(tx, JOBS.contactConfirmation, { contactId: contact.id, ...options });
    enqueueOutbox(tx, JOBS.contactNotice, { contactId: contact.id });
    return contact;
  });
}
