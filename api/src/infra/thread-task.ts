import type { MessagePort } from 'node:worker_threads';

/**
 * What a ThreadPool (thread-pool.ts) hands its worker thread: the task, and a port on which the thread says that
 * it has started on it. A pool's deadline counts from that moment, so neither the wait for a free thread nor a
 * fresh thread's start-up (loading its module) is charged to the task.
 */
export interface ThreadTask<Task> {
  task: Task;
  started?: MessagePort;
}

/** A worker module's default export: `export default threadTask(work)`. Kept free of piscina and API state. */
export function threadTask<Task, Result>(work: (task: Task) => Result): (message: ThreadTask<Task>) => Result {
  return ({ task, started }) => {
    started?.postMessage('started');
    started?.close();
    return work(task);
  };
}
