import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
  type WriteStream,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive } from './process-alive.mjs';

/** Absolute path of the repository root (the folder holding pnpm-workspace.yaml). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Log = (line: string) => void;

/**
 * The environment for a child process. The root scripts run with SWC_NODE_PROJECT=scripts/tsconfig.json; a child
 * that runs package code must pick its own tsconfig, so that value is not passed on (an explicit other one is).
 */
export function childEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const copy = { ...env };
  if (copy.SWC_NODE_PROJECT && copy.SWC_NODE_PROJECT === process.env.SWC_NODE_PROJECT) delete copy.SWC_NODE_PROJECT;
  return copy;
}

export const defaultLog: Log = (line) => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------------------------
// The reaper (scripts/reaper.mjs): stops what this script started when it dies without cleaning up (SIGKILL).

interface Reaper {
  watch(pid: number, signal: NodeJS.Signals): void;
  forget(pid: number): void;
}

let reaper: Reaper | null = null;

/** Starts the reaper on first use; every process group started here is announced to it. */
function getReaper(): Reaper {
  if (reaper) return reaper;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'reaper.mjs')], {
    // Its own process group: a kill of this script's group must not take the reaper with it.
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  child.on('error', () => undefined);
  child.stdin?.on('error', () => undefined); // the reaper gone: nothing to tell it any more
  // Neither the reaper nor the pipe keeps this script alive; the pipe closes when the script exits.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  const send = (line: string) => {
    if (child.stdin?.writable) child.stdin.write(`${line}\n`);
  };
  reaper = {
    watch: (pid, signal) => send(`watch ${pid} ${signal}`),
    forget: (pid) => send(`forget ${pid}`),
  };
  return reaper;
}

/**
 * Stops everything when the command that started this script is gone: `pnpm start` runs it through `sh -c`, so
 * a SIGKILL of pnpm leaves this process running with a shell as parent and nobody to stop it. Watches the
 * parent and, through shells, the first ancestor that is not a shell (pnpm); calls `onGone` when one of them
 * exits. Linux only (reads /proc); elsewhere it watches the parent alone.
 */
function watchAncestors(onGone: (pid: number) => void): void {
  const chain: number[] = [process.ppid];
  for (let pid = process.ppid; chain.length < 4;) {
    const name = procName(pid);
    if (!name || !/^(sh|dash|bash|zsh)$/.test(name)) break;
    const parent = procParent(pid);
    if (!parent || parent <= 1) break;
    chain.push(parent);
    pid = parent;
  }
  const timer = setInterval(() => {
    for (const pid of chain) {
      if (isAlive(pid)) continue;
      clearInterval(timer);
      onGone(pid);
      return;
    }
  }, 1000);
  timer.unref();
}

function procName(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

function procParent(pid: number): number | null {
  try {
    // "pid (comm) state ppid ...": comm may contain spaces and parentheses, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || null;
  } catch {
    return null;
  }
}

/** The command line of a process (arguments joined by spaces), or null when it cannot be read. */
export function procCommand(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ') || null;
  } catch {
    return null;
  }
}

/**
 * When a process started (clock ticks since boot, /proc/<pid>/stat field 22): with the pid, it tells a process
 * apart from a later one that got the same pid. Null when it cannot be read.
 */
export function procStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    if (existsSync('/proc/self/stat')) return null; // Linux: the process is gone
    // macOS and other systems without /proc: ps knows when a process started.
    const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' });
    return ps.status === 0 && ps.stdout.trim() ? ps.stdout.trim() : null;
  }
}

/** A process started by a script, recorded in `<dataDir>/run/<name>.json` while it runs. */
export interface PidRecord {
  name: string;
  pid: number;
  /** The script that started it (`pnpm start`, `pnpm test`, …). */
  owner: number;
  /** Its command line then (for messages). */
  command: string;
  /** Its start time, to tell it from an unrelated process that got the same pid later. */
  started: string | null;
  signal: NodeJS.Signals;
}

/** Where the pid files of the processes that use a data folder are kept. */
export const runDir = (dataDir: string) => path.join(dataDir, 'run');

/**
 * Writes `<dir>/<name>.json` while the process runs (removed when it exits), so a later start can find it if
 * this script is killed before it stops it (services.ts `stopLeftovers`).
 */
export function recordPid(dir: string, name: string, proc: Managed, signal: NodeJS.Signals): void {
  const pid = proc.child.pid;
  if (pid === undefined) return;
  const file = path.join(dir, `${name}.json`);
  mkdirSync(dir, { recursive: true });
  const record: PidRecord = {
    name,
    pid,
    owner: process.pid,
    command: procCommand(pid) ?? '',
    started: procStartTime(pid),
    signal,
  };
  writeFileSync(file, `${JSON.stringify(record)}\n`);
  void proc.exited.then(() => rmSync(file, { force: true }));
}

export { isAlive } from './process-alive.mjs';

/**
 * The process that listens on a TCP port, from /proc (Linux): its pid and command line. Null when none is found
 * (another OS, or a process this user may not inspect).
 */
export function findPortOwner(port: number): { pid: number; command: string } | null {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is "IP:PORT" in hex; state 0A is LISTEN; field 9 is the socket's inode.
      if (fields.length < 10 || fields[3] !== '0A') continue;
      if (parseInt(fields[1].split(':')[1], 16) === port) inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) return null;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link: string;
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const match = /^socket:\[(\d+)\]$/.exec(link);
      if (match && inodes.has(match[1])) {
        return { pid: Number(pid), command: procCommand(Number(pid)) ?? '(unknown command)' };
      }
    }
  }
  return null;
}

/** Where a child's stdout/stderr go: prefixed lines on our stdout, a log file, or nowhere. */
export type Output = 'prefixed' | { file: string } | 'ignore';

export interface ManagedOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  output?: Output;
  /** Run as another user (used for PostgreSQL when we are root). */
  uid?: number;
  gid?: number;
  /** Signal that asks the process to shut down cleanly. */
  stopSignal?: NodeJS.Signals;
  /** Called with every output line (for readiness checks), whatever `output` says. */
  onLine?: (line: string) => void;
}

export interface Managed {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves when the process has exited, with its exit code (or the signal that ended it). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly running: boolean;
  /** Asks the process to stop, then kills it after `timeoutMs`. Resolves once it is gone. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Owns every process a script starts. Stops them all (newest first) on Ctrl-C, SIGTERM, an uncaught error,
 * or when one of them exits while it was expected to keep running. Nothing is restarted automatically.
 */
export class Supervisor {
  private readonly managed: Managed[] = [];
  /** Processes and clean-ups in the order they were registered. */
  private readonly steps: { name: string; run: () => Promise<void> }[] = [];
  private stopping: Promise<void> | null = null;
  private readonly expectedExits = new Set<Managed>();
  private fatalHandler: (reason: string) => void;

  constructor(private readonly log: Log = defaultLog) {
    this.fatalHandler = (reason) => {
      this.log(`\n✖ ${reason} — stopping everything that was started.`);
      void this.shutdown(1);
    };
  }

  private armed = false;

  /**
   * From now on, a managed process that exits on its own stops everything. Before this (while starting up), the
   * code that waits for readiness notices a dead process and reports it with its own, more precise error.
   */
  arm(): void {
    this.armed = true;
  }

  get isStopping(): boolean {
    return this.stopping !== null;
  }

  /** Replaces what happens when a managed process dies unexpectedly (default: stop all, exit 1). */
  onFatal(handler: (reason: string) => void): void {
    this.fatalHandler = handler;
  }

  /** Installs SIGINT/SIGTERM/uncaught-error handlers that stop everything and exit. Call once per script. */
  installSignalHandlers({ exitCodeOnSignal }: { exitCodeOnSignal?: number } = {}): void {
    let signals = 0;
    const onSignal = (signal: NodeJS.Signals) => {
      signals += 1;
      if (signals > 1) {
        this.log(`Received ${signal} again — killing what is left.`);
        this.killAllNow();
        process.exit(130);
      }
      this.log(`\nReceived ${signal} — stopping everything that was started…`);
      void this.shutdown(exitCodeOnSignal ?? (signal === 'SIGINT' ? 130 : 143));
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    process.on('SIGHUP', onSignal);
    process.on('uncaughtException', (err) => {
      this.log(`Uncaught error: ${err.stack ?? err.message}`);
      void this.shutdown(1);
    });
    process.on('unhandledRejection', (err) => {
      this.log(`Unhandled rejection: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      void this.shutdown(1);
    });
    // Last resort if the event loop is torn down without a clean stop.
    process.on('exit', () => this.killAllNow());
    // pnpm killed hard: this script is left behind under `sh -c`; stop as if it had been asked to.
    watchAncestors((pid) => {
      this.log(`\nThe command that started this script (pid ${pid}) is gone — stopping everything that was started…`);
      void this.shutdown(exitCodeOnSignal ?? 143);
    });
  }

  /** Registers extra clean-up (run in reverse order together with process stops). */
  addCleanup(name: string, run: () => Promise<void>): void {
    this.steps.push({ name, run });
  }

  spawn(name: string, command: string, args: string[], options: ManagedOptions = {}): Managed {
    const output = options.output ?? 'prefixed';
    let file: WriteStream | null = null;
    if (typeof output === 'object') {
      mkdirSync(path.dirname(output.file), { recursive: true });
      file = createWriteStream(output.file, { flags: 'a' });
    }
    const spawnOptions: SpawnOptions = {
      cwd: options.cwd ?? repoRoot,
      env: childEnv(options.env),
      // Own process group: Ctrl-C in the terminal reaches only us, and we stop children in order.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    };
    if (options.uid !== undefined) spawnOptions.uid = options.uid;
    if (options.gid !== undefined) spawnOptions.gid = options.gid;
    const child = spawn(command, args, spawnOptions);
    const stopSignal = options.stopSignal ?? 'SIGTERM';
    if (child.pid !== undefined) {
      const pid = child.pid;
      getReaper().watch(pid, stopSignal);
      child.on('exit', () => reaper?.forget(pid));
    }

    const pipeLines = (stream: NodeJS.ReadableStream | null) => {
      if (!stream) return;
      let buffer = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buffer += chunk;
        let index: number;
        while ((index = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, index).replace(/\r$/, '');
          buffer = buffer.slice(index + 1);
          emit(line);
        }
      });
      stream.on('end', () => {
        if (buffer) emit(buffer);
        buffer = '';
      });
    };
    const emit = (line: string) => {
      options.onLine?.(line);
      if (output === 'prefixed') {
        const text = readableLogLine(line);
        if (text !== null) this.log(`[${name}] ${text}`);
      } else if (file) file.write(`${line}\n`);
    };
    pipeLines(child.stdout);
    pipeLines(child.stderr);

    let running = true;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      child.on('error', (err) => {
        running = false;
        this.log(`[${name}] could not start: ${err.message}`);
        resolve({ code: 127, signal: null });
      });
      child.on('exit', (code, signal) => {
        running = false;
        resolve({ code, signal });
      });
    });
    void exited.then(() => file?.end());

    const managed: Managed = {
      name,
      child,
      exited,
      get running() {
        return running;
      },
      stop: async (timeoutMs = 10_000) => {
        this.expectedExits.add(managed);
        if (!running) return;
        signalGroup(child, stopSignal);
        const timer = setTimeout(() => {
          if (running) {
            this.log(`[${name}] did not stop within ${timeoutMs} ms — killing it.`);
            signalGroup(child, 'SIGKILL');
          }
        }, timeoutMs);
        await exited;
        clearTimeout(timer);
      },
    };
    this.managed.push(managed);
    this.steps.push({ name, run: () => managed.stop() });

    void exited.then(({ code, signal }) => {
      if (this.expectedExits.has(managed) || this.stopping) return;
      if (!this.armed) {
        this.log(`[${name}] exited (${signal ?? `code ${code}`})`);
        return;
      }
      this.fatalHandler(`${name} exited unexpectedly (${signal ?? `code ${code}`})`);
    });
    return managed;
  }

  /** Marks a process as allowed to exit (one-shot commands, or a process we are about to restart). */
  expectExit(managed: Managed): void {
    this.expectedExits.add(managed);
  }

  /** Stops everything started (newest first). Safe to call more than once. */
  stopAll(): Promise<void> {
    if (!this.stopping) {
      this.stopping = (async () => {
        await stopActiveCommands();
        // What started last stops first: the api before the database it talks to.
        const stopped: string[] = [];
        for (const step of [...this.steps].reverse()) {
          try {
            await step.run();
            if (!stopped.includes(step.name)) stopped.push(step.name);
          } catch (err) {
            this.log(`Could not stop ${step.name}: ${err instanceof Error ? err.message : String(err)}`);
          }
        }
        if (stopped.length) this.log(`Stopped ${stopped.join(', ')}.`);
      })();
    }
    return this.stopping;
  }

  /** Stops everything and exits the process with `code`. */
  async shutdown(code: number): Promise<never> {
    await this.stopAll();
    process.exit(code);
  }

  private killAllNow(): void {
    for (const m of this.managed) {
      if (m.running) signalGroup(m.child, 'SIGKILL');
    }
    for (const child of activeCommands) signalGroup(child, 'SIGKILL');
  }
}

const pendingRequests = new Map<string, string>();

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: '', 40: 'WARN ', 50: 'ERROR ', 60: 'FATAL ' };

/**
 * Pino writes JSON lines; in a terminal a short "GET /api/products 200 3 ms" reads better. Other lines pass through.
 * Returns null for lines not worth showing (pino's "incoming request", paired with "request completed").
 */
export function readableLogLine(line: string): string | null {
  if (!line.startsWith('{')) return line;
  let entry: {
    level?: number;
    msg?: string;
    req?: { method?: string; url?: string };
    res?: { statusCode?: number };
    responseTime?: number;
    reqId?: string;
    err?: { stack?: string; message?: string };
  };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return line;
  }
  if (typeof entry.level !== 'number' || typeof entry.msg !== 'string') return line;
  const level = LEVELS[entry.level] ?? '';
  if (entry.msg === 'incoming request') {
    if (entry.reqId && entry.req) {
      pendingRequests.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
      if (pendingRequests.size > 500) pendingRequests.delete(pendingRequests.keys().next().value as string);
    }
    return null;
  }
  if (entry.msg === 'request completed' && entry.res) {
    const request = (entry.reqId && pendingRequests.get(entry.reqId)) || entry.reqId || '';
    if (entry.reqId) pendingRequests.delete(entry.reqId);
    const status = entry.res.statusCode ?? 0;
    if (status < 500 && process.env.LOG_REQUESTS !== '1') return null;
    return `${level}${request} → ${status} (${Math.round(entry.responseTime ?? 0)} ms)`;
  }
  const err = entry.err?.stack ?? entry.err?.message;
  return `${level}${entry.msg}${err ? `\n${err}` : ''}`;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // Negative pid: the whole process group the child leads (it was spawned detached).
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** Throws a clear error when something already listens on host:port. */
export async function assertPortFree(port: number, what: string, hint: string, host = '127.0.0.1'): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
  if (!free) {
    const owner = findPortOwner(port);
    if (owner) {
      throw new Error(
        `Port ${port} (${what}) is taken by pid ${owner.pid} (${shorten(owner.command)}); ` +
          `stop it with: kill ${owner.pid}. ${hint}`,
      );
    }
    throw new Error(`Port ${port} (${what}) is already in use on ${host}. ${hint}`);
  }
}

/** Resolves once a TCP connection to host:port succeeds; rejects after timeout or if `alive()` turns false. */
export interface WaitOptions {
  timeoutMs?: number;
  /** Checked between attempts: stop waiting when the process that should answer has died. */
  alive?: () => boolean;
  /** Name used in error messages. */
  what?: string;
}

export async function waitForPort(
  port: number,
  {
    host = '127.0.0.1',
    timeoutMs = 30_000,
    alive = () => true,
    what = `port ${port}`,
  }: WaitOptions & { host?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (!alive()) throw new Error(`${what} stopped before it was ready`);
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
    await sleep(150);
  }
}

/** Resolves once GET url answers 2xx. */
export async function waitForHttp(
  url: string,
  { timeoutMs = 60_000, alive = () => true, what = url }: WaitOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    try {
      const status = await httpStatus(url);
      if (status >= 200 && status < 300) return;
      last = `HTTP ${status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    if (!alive()) throw new Error(`${what} stopped before it was ready`);
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs / 1000} s (${last})`);
    await sleep(250);
  }
}

/** GET without keep-alive, so a readiness probe never holds a connection that delays the server's shutdown. */
function httpStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, timeout: 2_000, headers: { connection: 'close' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One-shot commands still running (tests, builds): a shutdown stops them before the services they use. */
const activeCommands = new Set<ChildProcess>();

/** Stops the one-shot commands started with `run()` that are still running. */
export async function stopActiveCommands(timeoutMs = 10_000): Promise<void> {
  await Promise.all(
    [...activeCommands].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          signalGroup(child, 'SIGTERM');
          setTimeout(() => {
            signalGroup(child, 'SIGKILL');
            resolve();
          }, timeoutMs).unref();
        }),
    ),
  );
}

/** Runs a command to completion with prefixed output; rejects on a non-zero exit. */
export async function run(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; log?: Log; quiet?: boolean } = {},
): Promise<{ code: number; output: string; signal: NodeJS.Signals | null }> {
  const log = options.log ?? defaultLog;
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: childEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so stopping it also stops what it started (vitest workers, browsers).
    detached: true,
  });
  activeCommands.add(child);
  if (child.pid !== undefined) {
    const pid = child.pid;
    getReaper().watch(pid, 'SIGTERM');
    child.on('exit', () => reaper?.forget(pid));
  }
  child.on('exit', () => activeCommands.delete(child));
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    if (!options.quiet) {
      for (const line of text.split('\n')) if (line) log(`[${name}] ${line}`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let signal: NodeJS.Signals | null = null;
  const code = await new Promise<number>((resolve) => {
    child.on('error', (err) => {
      output += err.message;
      resolve(127);
    });
    child.on('exit', (c, s) => {
      signal = s;
      resolve(c ?? (s ? 128 : 1));
    });
  });
  return { code, output, signal };
}

/** A command line short enough for a one-line message (node_modules paths are long). */
export function shorten(command: string, max = 100): string {
  const compact = command.replace(/\/\S*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/g, '…/');
  return compact.length > max ? `${compact.slice(0, max - 1)}…` : compact;
}
