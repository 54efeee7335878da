import {
  ChangeSetType,
  LockMode,
  type EntityManager,
  type EventSubscriber,
  type FlushEventArgs,
  type MikroORM,
  type TransactionEventArgs,
} from '@mikro-orm/core';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { recordQueuedMails } from './queued-mail-log.js';
import { OutboxEvent } from '../../modules/outbox/outbox-event.entity.js';
import { MAIL_JOB_OPTIONS, createMailQueue, createRedisConnection, outboxJobId } from '../queue.js';

/** Anything with pino/console-style methods; the api passes `app.log`. */
export interface OutboxRelayLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface OutboxRelayOptions {
  orm: MikroORM;
  /** Redis to dispatch to. The relay opens (and later closes) its own fail-fast producer connection. */
  redisUrl?: string;
  /** Or an existing connection (not closed by `stop()`); create it with `createRedisConnection(url, 'producer')`. */
  connection?: Redis;
  /** BullMQ key prefix (QUEUE_PREFIX). */
  queuePrefix: string;
  /** Sweep interval for rows not announced by a nudge, and the retry interval while Redis is down. Default 1000. */
  pollMs?: number;
  /** Rows moved per transaction. Default 100. */
  batchSize?: number;
  /** Upper bound for one Redis call, so a half-open connection cannot stall the relay. Default 5000. */
  redisTimeoutMs?: number;
  logger?: OutboxRelayLogger;
}

export interface DispatchResult {
  /** Rows handed to BullMQ and marked dispatched. */
  dispatched: number;
  /** Rows that could not be handed over (attempts/lastError recorded; they stay for the next tick). */
  failed: number;
}

/** Relays started in this process; `nudgeOutbox()` wakes them all. */
const runningRelays = new Set<OutboxRelay>();

/**
 * Wakes every relay running in this process so rows committed just now go out without waiting for the next
 * poll. Cheap and safe to call any time (also when no relay runs). The relay's MikroORM subscriber already
 * calls it after each commit that wrote outbox rows, so services normally need not.
 */
export function nudgeOutbox(): void {
  for (const relay of runningRelays) relay.nudge();
}

/**
 * Nudges the relays after a commit that inserted outbox rows. A flush outside a transaction has committed when
 * afterFlush runs; inside `em.transactional()` the rows become visible only at commit, so the nudge waits for
 * afterTransactionCommit of the same (forked) EntityManager. For rows written in a nested transaction that event
 * is the savepoint's release (MikroORM 7 reports nested commits too), before the outer commit: the nudge finds
 * nothing yet and the poll takes them.
 */
export class OutboxNudgeSubscriber implements EventSubscriber {
  private readonly awaitingCommit = new WeakSet<EntityManager>();

  afterFlush({ em, uow }: FlushEventArgs): void {
    const wroteOutbox = uow
      .getChangeSets()
      .some((changeSet) => changeSet.type === ChangeSetType.CREATE && changeSet.entity instanceof OutboxEvent);
    if (!wroteOutbox) return;
    if (em.isInTransaction()) this.awaitingCommit.add(em);
    else nudgeOutbox();
  }

  afterTransactionCommit({ em }: TransactionEventArgs): void {
    if (this.awaitingCommit.delete(em)) nudgeOutbox();
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.awaitingCommit.delete(em);
  }
}

const subscribedOrms = new WeakSet<MikroORM>();

const errorMessage = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Moves committed outbox rows to the BullMQ mail queue (job name = row type, job id = `outbox-<id>`, so a row
 * sent twice is dropped by BullMQ and, past retention, by the worker's delivery log) and marks them dispatched.
 *
 * Rows are claimed with `FOR UPDATE SKIP LOCKED`, so any number of relays (one per api process) share the table
 * without sending a row twice. When Redis is unreachable the rows stay undispatched with `attempts` and
 * `lastError` recorded, and the next tick tries again; nothing here throws into the api, and the api starts
 * even when Redis is down.
 */
export class OutboxRelay {
  private readonly orm: MikroORM;
  private readonly redis: Redis;
  private readonly ownsConnection: boolean;
  private readonly prefix: string;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly redisTimeoutMs: number;
  private readonly logger?: OutboxRelayLogger;

  private queue?: Queue;
  private started = false;
  private timer?: NodeJS.Timeout;
  private current?: Promise<void>;
  private nudged = false;
  /** Set while dispatching fails, so an outage is logged once and its end once. */
  private failingSince?: Date;

  constructor(options: OutboxRelayOptions) {
    if (!options.connection && !options.redisUrl) throw new Error('OutboxRelay needs redisUrl or connection');
    this.orm = options.orm;
    this.prefix = options.queuePrefix;
    this.pollMs = options.pollMs ?? 1000;
    this.batchSize = options.batchSize ?? 100;
    this.redisTimeoutMs = options.redisTimeoutMs ?? 5000;
    this.logger = options.logger;
    this.ownsConnection = !options.connection;
    this.redis = options.connection ?? createRedisConnection(options.redisUrl!, 'producer', 'outbox-relay');
    // Connection errors surface as failed dispatches (logged once per outage); without a listener ioredis
    // would print every reconnect attempt.
    this.redis.on('error', () => {});
  }

  /** Starts polling and subscribes the commit nudge on the ORM. Returns at once; never waits for Redis. */
  start(): void {
    if (this.started) return;
    this.started = true;
    runningRelays.add(this);
    if (!subscribedOrms.has(this.orm)) {
      subscribedOrms.add(this.orm);
      this.orm.em.getEventManager().registerSubscriber(new OutboxNudgeSubscriber());
    }
    this.schedule(0);
  }

  /** Runs a tick now (or right after the one in progress) instead of at the next poll. */
  nudge(): void {
    if (!this.started) return;
    if (this.current) this.nudged = true;
    else this.schedule(0);
  }

  /** Stops polling, waits for the tick in progress and closes the queue (and the connection it opened). */
  async stop(): Promise<void> {
    this.started = false;
    runningRelays.delete(this);
    clearTimeout(this.timer);
    await this.current;
    await this.queue?.close().catch(() => {});
    this.queue = undefined;
    if (this.ownsConnection) this.redis.disconnect();
  }

  /**
   * Moves one batch of undispatched rows to the queue. Safe to call alongside the loop and from several
   * processes at once (rows are claimed with SKIP LOCKED). Database errors reject; Redis errors do not.
   */
  async dispatchBatch(): Promise<DispatchResult> {
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      const rows = await tx.find(
        OutboxEvent,
        { dispatchedAt: null },
        { orderBy: { id: 'asc' }, limit: this.batchSize, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      if (rows.length === 0) return { dispatched: 0, failed: 0 };
      // Each job's row in the mail log, committed with the rows' dispatch (or with their wait for Redis): 'I kø'.
      await recordQueuedMails(
        tx,
        rows.map((row) => ({ jobId: outboxJobId(row.id), type: row.type, payload: row.payload })),
      );
      try {
        const queue = await this.readyQueue();
        await withTimeout(
          queue.addBulk(
            rows.map((row) => ({
              name: row.type,
              data: row.payload,
              opts: { ...MAIL_JOB_OPTIONS, jobId: outboxJobId(row.id) },
            })),
          ),
          this.redisTimeoutMs,
          'Adding jobs to Redis',
        );
      } catch (error) {
        const message = errorMessage(error);
        for (const row of rows) {
          row.attempts += 1;
          row.lastError = message;
        }
        this.reportFailure(`${rows.length} outbox row(s) wait for Redis: ${message}`);
        return { dispatched: 0, failed: rows.length };
      }
      const now = new Date();
      for (const row of rows) {
        row.dispatchedAt = now;
        row.lastError = null;
      }
      this.reportRecovery();
      return { dispatched: rows.length, failed: 0 };
    });
  }

  /** The queue, once Redis has been reachable; throws right away while it is not (no waiting, no buffering). */
  private async readyQueue(): Promise<Queue> {
    await this.connectionReady();
    if (!this.queue) {
      const queue = createMailQueue(this.redis, this.prefix);
      queue.on('error', () => {}); // reported through the failed dispatch instead
      this.queue = queue;
    }
    const queue = this.queue;
    try {
      await withTimeout(queue.waitUntilReady(), this.redisTimeoutMs, 'Connecting the mail queue');
    } catch (error) {
      // A queue whose setup failed stays failed in BullMQ: drop it and build a fresh one next tick.
      this.queue = undefined;
      void queue.close().catch(() => {});
      throw error;
    }
    return queue;
  }

  /**
   * Resolves when the connection is ready. A connection attempt in progress (e.g. right after start) gets a
   * short grace period; a connection that is down or waiting to retry fails at once.
   */
  private async connectionReady(): Promise<void> {
    const { status } = this.redis;
    if (status === 'ready') return;
    if (status !== 'connecting' && status !== 'connect') throw new Error(`Redis is not connected (${status})`);
    let onReady!: () => void;
    let onEnd!: () => void;
    try {
      await withTimeout(
        new Promise<void>((resolve, reject) => {
          onReady = resolve;
          onEnd = () => reject(new Error('Redis connection attempt failed'));
          this.redis.once('ready', onReady);
          this.redis.once('close', onEnd);
        }),
        Math.min(this.redisTimeoutMs, 2000),
        'Connecting to Redis',
      );
    } finally {
      this.redis.off('ready', onReady);
      this.redis.off('close', onEnd);
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (!this.started) return;
    this.timer = setTimeout(() => this.runTick(), delayMs);
    this.timer.unref();
  }

  private runTick(): void {
    if (this.current || !this.started) return;
    this.nudged = false;
    let again = false;
    this.current = (async () => {
      try {
        const result = await this.dispatchBatch();
        // A full batch means more may be waiting; after a failure wait for the poll.
        again = result.failed === 0 && result.dispatched === this.batchSize;
      } catch (error) {
        this.reportFailure(`Outbox relay tick failed: ${errorMessage(error)}`);
      }
    })().finally(() => {
      this.current = undefined;
      this.schedule(again || this.nudged ? 0 : this.pollMs);
    });
  }

  private reportFailure(message: string): void {
    if (this.failingSince) return;
    this.failingSince = new Date();
    this.logger?.warn(`${message} (retrying every ${this.pollMs} ms)`);
  }

  private reportRecovery(): void {
    if (!this.failingSince) return;
    this.logger?.info(`Outbox relay dispatching again (failing since ${this.failingSince.toISOString()})`);
    this.failingSince = undefined;
  }
}
