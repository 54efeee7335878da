// `pnpm start` killed hard (a process manager's SIGKILL): nothing it started may outlive it, the next start comes
// up, and a start that cannot proceed names the port and the process that holds it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, repoRoot, runDir, type PidRecord } from '../supervisor.js';

const dataDir = path.join(repoRoot, '.data', 'test-start-kill');
const started: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const ports = {
  PORT: await freePort(),
  EMBEDDED_PG_PORT: await freePort(),
  EMBEDDED_REDIS_PORT: await freePort(),
  SMTP_PORT: await freePort(),
  MAIL_UI_PORT: await freePort(),
};

interface Start {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `pnpm start` in its own process group (as a process manager runs it), on private ports and data. */
function pnpmStart(): Start {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '0' };
  // The integration tests get their services from these; this start must make its own.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'MAIL_API_URL', 'PUBLIC_URL', 'SWC_NODE_PROJECT'])
    delete env[name];
  for (const [name, value] of Object.entries(ports)) env[name] = String(value);
  const child = spawn('pnpm', ['start'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until(what: string, check: () => boolean, timeoutMs: number, start?: Start): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s\n${start?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isRunning = (start: Start) => start.output().includes('is running (ready in');

function recordedPids(): PidRecord[] {
  const dir = runDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as PidRecord);
}

/** The reaper (scripts/reaper.mjs) that the start script `owner` runs. */
function reaperOf(owner: number): number | null {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === owner && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('reaper.mjs')) return Number(name);
    } catch {
      /* gone meanwhile */
    }
  }
  return null;
}

afterAll(async () => {
  // Whatever a failed assertion left: stop it the normal way, then hard.
  const signalAll = (signal: NodeJS.Signals) => {
    for (const child of started) {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        /* gone */
      }
    }
  };
  signalAll('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 3000));
  signalAll('SIGKILL');
});

describe('pnpm start after a SIGKILL', () => {
  it('stops everything it started when killed hard, and the next start comes up', async () => {
    const first = pnpmStart();
    await until('the first start', () => isRunning(first) || first.child.exitCode !== null, 150_000, first);
    expect(isRunning(first), first.output()).toBe(true);
    const pids = recordedPids();
    expect(pids.map((p) => p.name.replace(/-\d+$/, '')).sort()).toEqual([
      'api',
      'maildev',
      'postgres',
      'redis',
      'worker',
    ]);

    // A process manager's SIGKILL to the whole command (pnpm, its shell, the start script).
    process.kill(-first.child.pid!, 'SIGKILL');
    const killedAt = Date.now();
    await until('every service stopped', () => pids.every((p) => !isAlive(p.pid)), 15_000);
    expect(Date.now() - killedAt).toBeLessThan(10_000);

    const second = pnpmStart();
    await until('the second start', () => isRunning(second) || second.child.exitCode !== null, 150_000, second);
    expect(isRunning(second), second.output()).toBe(true);
    const secondPids = recordedPids();

    // Killed together with its reaper (as if the whole session went): the next start finds the leftovers by their
    // pid files, stops them and comes up.
    const reaper = reaperOf(secondPids[0].owner);
    expect(reaper).not.toBeNull();
    process.kill(reaper!, 'SIGKILL');
    process.kill(-second.child.pid!, 'SIGKILL');
    const third = pnpmStart();
    await until('the third start', () => isRunning(third) || third.child.exitCode !== null, 150_000, third);
    expect(isRunning(third), third.output()).toBe(true);
    for (const name of ['postgres', 'redis', 'maildev', 'api', 'worker']) {
      expect(third.output()).toMatch(
        new RegExp(`Stopping ${name}(-\\d+)? \\(pid \\d+\\), left running by an earlier start`),
      );
    }
    expect(secondPids.filter((p) => isAlive(p.pid))).toEqual([]);

    const thirdPids = recordedPids();
    process.kill(-third.child.pid!, 'SIGINT'); // Ctrl-C in its terminal
    await third.exited;
    expect(third.output()).toContain('Stopped worker, api, maildev, redis, postgres.');
    expect(thirdPids.filter((p) => isAlive(p.pid))).toEqual([]);
  }, 300_000);

  it('names the process that holds a port it needs, with the command that stops it', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(ports.SMTP_PORT, '127.0.0.1', resolve));
    try {
      const start = pnpmStart();
      const code = await start.exited;
      expect(code).not.toBe(0);
      expect(start.output()).toContain(`Port ${ports.SMTP_PORT} (maildev SMTP) is taken by pid ${process.pid}`);
      expect(start.output()).toContain(`kill ${process.pid}`);
      expect(start.output()).not.toContain('vite build exited');
      await until('its services stopped', () => recordedPids().every((p) => !isAlive(p.pid)), 15_000);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 120_000);
});
