// The reaper: a tiny watchdog that `pnpm start`, `pnpm test` and `pnpm bench` run beside the processes they start
// (scripts/supervisor.ts). Node has no parent-death signal, so a script killed with SIGKILL would leave PostgreSQL,
// Redis, maildev, the api and the worker running. The script tells the reaper on its stdin which process groups
// it owns (`watch <pid> <signal>` / `forget <pid>`); when that pipe closes (the script has exited, however it
// ended) the reaper stops every group still watched: the signal that shuts it down cleanly, SIGKILL after the
// grace period. The reaper runs in its own process group, so a kill of the script's group does not reach it.
// Plain JavaScript, so it starts in milliseconds and needs no loader.
import { isAlive, signalGroup } from './process-alive.mjs';

const GRACE_MS = Number(process.env.REAPER_GRACE_MS || 5000);

/** pid (= process group id, children are spawned detached) -> signal that stops it cleanly */
const watched = new Map();
let buffer = '';

// Signals meant for the script (Ctrl-C in its terminal, a hang-up) must not stop the reaper before it has reaped.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => undefined);

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  let index;
  while ((index = buffer.indexOf('\n')) >= 0) {
    const [command, pid, signal] = buffer.slice(0, index).trim().split(/\s+/);
    buffer = buffer.slice(index + 1);
    if (command === 'watch' && Number(pid) > 0) watched.set(Number(pid), signal || 'SIGTERM');
    else if (command === 'forget') watched.delete(Number(pid));
  }
});
process.stdin.on('close', () => void reap());
process.stdin.on('error', () => void reap());

let reaping = false;

async function reap() {
  if (reaping) return;
  reaping = true;
  const alive = [...watched].filter(([pid]) => isAlive(pid));
  for (const [pid, signal] of alive) signalGroup(pid, signal);
  const deadline = Date.now() + GRACE_MS;
  while (Date.now() < deadline && alive.some(([pid]) => isAlive(pid))) await sleep(100);
  for (const [pid] of alive) if (isAlive(pid)) signalGroup(pid, 'SIGKILL');
  process.exit(0);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
