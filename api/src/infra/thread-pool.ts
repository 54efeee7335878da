import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ThreadTask } from './thread-task.js';

/**
 * CPU-heavy work (parsing an uploaded SVG with jsdom) runs on worker threads so it never blocks the event loop
 * that answers every other request. One lazily created piscina pool per worker module: no thread exists until the
 * first task, idle threads exit after IDLE_TIMEOUT_MS, and each app that uses a pool holds it (`retain()`) until
 * it closes; when the last holder releases it the threads are terminated.
 *
 * The worker modules are TypeScript. Under `pnpm start` (node --import @swc-node/register/esm-register) threads
 * inherit that loader with the process's execArgv; where the process has no TypeScript loader (vitest runs the
 * API through Vite), the pool adds swc-node's for its threads. The built API (`pnpm build`) runs the compiled
 * `.js` worker module with plain node.
 */

const IDLE_TIMEOUT_MS = 30_000;
const SWC_REGISTER = '@swc-node/register/esm-register';
/** The api package's tsconfig, which swc-node reads in the threads. */
const API_TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

export interface ThreadPoolOptions {
  /** Most threads at once (default: one per core beyond the main thread, at least 1, at most 4). */
  maxThreads?: number;
  /**
   * Longest time one task may run, counted from when its thread starts on it (not while it waits for a thread or
   * a fresh thread loads its module; see thread-task.ts). Past it the thread is terminated (whatever it was stuck
   * in ends with it) and `run` rejects with TaskTimedOut; the pool starts a fresh thread for the next task.
   */
  taskTimeoutMs?: number;
  /** Heap limit of one thread in MB: a hostile input kills its thread (the task rejects), not the API. */
  maxOldGenerationSizeMb?: number;
}

/** A task ran past its pool's `taskTimeoutMs`; its thread was terminated. */
export class TaskTimedOut extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The task ran for more than ${timeoutMs} ms; its thread was terminated`);
    this.name = 'TaskTimedOut';
  }
}

export class ThreadPool<Task, Result> {
  private pool: Piscina | undefined;
  private holders = 0;

  /** `workerFile` is a URL of a module whose default export is `threadTask(work)`, work taking a Task to a Result. */
  constructor(
    private readonly workerFile: URL,
    private readonly options: ThreadPoolOptions = {},
  ) {}

  /**
   * Runs one task on a worker thread (queued while all threads are busy). With `taskTimeoutMs`, a task that runs
   * longer rejects with TaskTimedOut and its thread is terminated.
   */
  async run(task: Task): Promise<Result> {
    const timeoutMs = this.options.taskTimeoutMs;
    if (!timeoutMs) return (await this.ensurePool().run({ task } satisfies ThreadTask<Task>)) as Result;
    const deadline = new AbortController();
    const { port1: startedHere, port2: startedThere } = new MessageChannel();
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    startedHere.once('message', () => {
      if (!settled) timer = setTimeout(() => deadline.abort(new TaskTimedOut(timeoutMs)), timeoutMs);
    });
    try {
      const message: ThreadTask<Task> = { task, started: startedThere };
      return (await this.ensurePool().run(message, {
        signal: deadline.signal,
        transferList: [startedThere],
      })) as Result;
    } catch (error) {
      // piscina rejects an aborted task with its own AbortError (after terminating the thread).
      if (deadline.signal.aborted) throw deadline.signal.reason as TaskTimedOut;
      throw error;
    } finally {
      settled = true;
      clearTimeout(timer);
      startedHere.close();
    }
  }

  /** Holds the pool open until the returned release is called (an app calls it when it closes). */
  retain(): () => Promise<void> {
    this.holders += 1;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders <= 0) await this.destroy();
    };
  }

  /** Threads currently alive (0 before the first task and after destroy). */
  get threadCount(): number {
    return this.pool?.threads.length ?? 0;
  }

  /** Terminates every thread now; a later `run` starts a new pool. */
  async destroy(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    this.holders = 0;
    await pool?.destroy();
  }

  private ensurePool(): Piscina {
    if (this.pool) return this.pool;
    const filename = fileURLToPath(this.workerFile);
    const typescript = filename.endsWith('.ts');
    const hasLoader = process.execArgv.some((arg) => arg.includes('@swc-node/register'));
    this.pool = new Piscina({
      filename,
      minThreads: 0,
      maxThreads: this.options.maxThreads ?? Math.min(4, Math.max(1, availableParallelism() - 1)),
      idleTimeout: IDLE_TIMEOUT_MS,
      ...(typescript && !hasLoader
        ? {
            execArgv: [...process.execArgv, '--conditions=russ-source', '--import', SWC_REGISTER],
            env: { ...process.env, SWC_NODE_PROJECT: API_TSCONFIG },
          }
        : {}),
      resourceLimits: this.options.maxOldGenerationSizeMb
        ? { maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb }
        : undefined,
    });
    return this.pool;
  }
}
