// Whether a process is alive, and stopping a process group, shared by scripts/supervisor.ts, scripts/services.ts and
// scripts/reaper.mjs. Plain JavaScript so the reaper can import it without a loader.
import { readFileSync } from 'node:fs';

/**
 * True when a process with this pid exists and runs (also when it belongs to another user). A zombie (killed, not
 * yet reaped by its parent) counts as gone: when its parent was killed too, it is handed to PID 1, and in a container
 * or micro-VM that init may never reap it, so `kill(pid, 0)` alone would call it alive forever.
 * @param {number} pid
 * @returns {boolean}
 */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

/**
 * Whether /proc says the process has exited and waits to be reaped (state Z or X); false where /proc is missing.
 * @param {number} pid
 */
function isZombie(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

/**
 * Sends a signal to a process group (children are spawned detached, so the pid is the group id), or to the
 * process alone when it has no group of its own; a process already gone is no error.
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
export function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}
