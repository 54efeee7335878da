/**
 * A worker module for thread-pool tests: keeps its thread busy for `ms` milliseconds (a stand-in for a file whose
 * check never ends), then answers with the thread's id.
 */
import { threadId } from 'node:worker_threads';
import { threadTask } from '../../src/infra/thread-task.js';

export default threadTask((ms: number): number => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // spin: nothing but terminating the thread ends this early
  }
  return threadId;
});
