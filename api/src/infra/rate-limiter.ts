import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from './config.js';
import { createRedisConnection } from './queue.js';

/**
 * The one rate limiter of the API: fixed windows counted in Redis, so a limit holds across every API process
 * that shares the Redis (and the key prefix). Built on rate-limiter-flexible (`RateLimiterRedis`, an atomic Lua
 * INCR + EXPIRE per hit).
 *
 * When Redis cannot answer (down, restarting, unreachable, slow beyond COMMAND_TIMEOUT_MS), every rule falls
 * back to a per-process in-memory counter with the same limit and window (rate-limiter-flexible's
 * `insuranceLimiter`), and the fallback is logged once per outage. So a request is never refused, lost or
 * answered with a 500 because Redis is away; the limits just hold per process until Redis is back.
 */

/** One limit: at most `limit` hits per key within a window of `windowMs` (whole seconds; the window starts at the first hit). */
export interface RateLimitRule {
  /** Part of the Redis key (`<prefix>:rate:<name>:<key>`); one name per rule. */
  name: string;
  limit: number;
  windowMs: number;
}

/** A rule bound to its store. Keys are whatever the caller limits by (an IP, a lower-case e-mail or username). */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
  /** Records one hit and says whether it was within the limit. */
  hit(key: string): Promise<boolean>;
  /** True while the key has fewer than `limit` hits in its current window (records nothing). */
  allows(key: string): Promise<boolean>;
  /** Hits recorded for the key in its current window. */
  count(key: string): Promise<number>;
  /** Forgets the key's hits. */
  reset(key: string): Promise<void>;
  /** Gives one hit back (a reserved attempt that turned out fine). */
  release(key: string): Promise<void>;
}

/** Anything with pino/console-style methods; the API passes `app.log`. */
export interface RateLimiterLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** Upper bound for one Redis call of the limiter: a hung Redis must not hang a sign-in. */
export const COMMAND_TIMEOUT_MS = 500;

export interface RateLimiterOptions {
  /** The Redis connection; create it fail-fast (`createRedisConnection(url, 'producer')`). Not closed by `close()` unless `ownsConnection`. */
  redis: Redis;
  /** Prefix of every key, e.g. QUEUE_PREFIX: processes that share it share their counters. */
  keyPrefix: string;
  logger?: RateLimiterLogger;
  /** `close()` also closes the connection (default false). */
  ownsConnection?: boolean;
  /** Called by `close()`. */
  onClose?: () => void;
}

/** The in-memory insurance of one rule; tells the limiter each time it has to stand in for Redis. */
class FallbackMemoryLimiter extends RateLimiterMemory {
  constructor(
    opts: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly onUse: () => void,
  ) {
    super(opts);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.onUse();
    return super.consume(...args);
  }

  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.onUse();
    return super.get(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.onUse();
    return super.delete(...args);
  }
}

/** Windows are whole seconds in Redis (EXPIRE); at least one. */
const windowSeconds = (windowMs: number) => Math.max(1, Math.round(windowMs / 1000));

export class RateLimiter {
  private readonly redis: Redis;
  private readonly keyPrefix: string;
  private readonly logger?: RateLimiterLogger;
  private readonly ownsConnection: boolean;
  private readonly onClose?: () => void;
  private readonly rules = new Map<string, RateLimit>();
  /** True from the first fallback of an outage until Redis answers again. */
  private degraded = false;
  /** Times the in-memory insurance answered instead of Redis. */
  private fallbacks = 0;
  private readonly onReady = () => this.recovered();

  constructor(options: RateLimiterOptions) {
    this.redis = options.redis;
    this.keyPrefix = options.keyPrefix;
    this.logger = options.logger;
    this.ownsConnection = options.ownsConnection ?? false;
    this.onClose = options.onClose;
    this.redis.on('ready', this.onReady);
  }

  /** True while the limits are counted per process because Redis could not answer. */
  get isDegraded(): boolean {
    return this.degraded;
  }

  /**
   * Resolves once the Redis connection is ready, or after `timeoutMs` (never rejects): an app waits for it before
   * it answers its first request, so limits are shared from the start when Redis is there.
   */
  async waitUntilReady(timeoutMs: number): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done);
    });
  }

  /** The limit for a rule; the same object for the same rule name. */
  rule(rule: RateLimitRule): RateLimit {
    const existing = this.rules.get(rule.name);
    if (existing) {
      if (existing.limit !== rule.limit || existing.windowMs !== windowSeconds(rule.windowMs) * 1000) {
        throw new Error(`Rate limit "${rule.name}" is already defined with other figures`);
      }
      return existing;
    }
    const created = this.createRule(rule);
    this.rules.set(rule.name, created);
    return created;
  }

  async close(): Promise<void> {
    this.redis.off('ready', this.onReady);
    this.onClose?.();
    if (!this.ownsConnection) return;
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect(); // not connected: nothing to say goodbye to
    }
  }

  private recovered(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.logger?.info('Redis is back: rate limits are shared across API processes again');
  }

  /** Runs one limiter call; when Redis answered it (no fallback meanwhile), an outage is over. */
  private async track<T>(call: () => Promise<T>): Promise<T> {
    const before = this.fallbacks;
    const result = await call();
    if (this.degraded && this.fallbacks === before) this.recovered();
    return result;
  }

  private fellBack(): void {
    this.fallbacks += 1;
    if (this.degraded) return;
    this.degraded = true;
    this.logger?.warn(
      'Redis does not answer: rate limits fall back to per-process memory until it is back (requests are still served)',
    );
  }

  private createRule({ name, limit, windowMs }: RateLimitRule): RateLimit {
    const duration = windowSeconds(windowMs);
    const figures = { points: limit, duration, keyPrefix: `${this.keyPrefix}:rate:${name}` };
    const store = new RateLimiterRedis({
      ...figures,
      storeClient: this.redis,
      // Straight to the in-memory insurance while the connection is not ready, instead of waiting for it.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new FallbackMemoryLimiter(figures, () => this.fellBack()),
    });
    const count = (key: string) => this.track(async () => (await store.get(key))?.consumedPoints ?? 0);
    return {
      limit,
      windowMs: duration * 1000,
      hit: (key) =>
        this.track(async () => {
          try {
            await store.consume(key);
            return true;
          } catch (error) {
            if (error instanceof RateLimiterRes) return false;
            throw error;
          }
        }),
      allows: async (key) => (await count(key)) < limit,
      count,
      reset: (key) => this.track(async () => void (await store.delete(key))),
      release: (key) => this.track(async () => void (await store.reward(key, 1))),
    };
  }
}

/** Limiters of running apps, keyed by their config object (each test app has its own). */
const limiters = new WeakMap<object, RateLimiter>();

/**
 * Opens the app's limiter on its own fail-fast connection to REDIS_URL, with QUEUE_PREFIX as key prefix, and
 * registers it for `rateLimiterFor(config)`. `close()` it when the app closes.
 */
export function openRateLimiter(
  config: Pick<AppConfig, 'redisUrl' | 'queuePrefix'>,
  logger?: RateLimiterLogger,
): RateLimiter {
  const redis = createRedisConnection(config.redisUrl, 'producer', 'api-rate-limit', {
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // Connection errors are expected during an outage; the limiter logs the fallback once instead.
  redis.on('error', () => {});
  const limiter: RateLimiter = new RateLimiter({
    redis,
    keyPrefix: config.queuePrefix,
    logger,
    ownsConnection: true,
    onClose: () => {
      if (limiters.get(config) === limiter) limiters.delete(config);
    },
  });
  limiters.set(config, limiter);
  return limiter;
}

/** The limiter `openRateLimiter` registered for this app's config (buildApp opens one per app). */
export function rateLimiterFor(config: object): RateLimiter {
  const limiter = limiters.get(config);
  if (!limiter) throw new Error('No rate limiter is open for this app (buildApp opens it)');
  return limiter;
}
