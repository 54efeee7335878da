import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LocalDiskStorage } from './storage.js';

/** A half-written file of LocalDiskStorage.put (renamed into place when complete): not a stored file. */
const PARTIAL_FILE = /\.part-[0-9a-f]{12}$/;

/**
 * Every key stored on the local disk (for backups), sorted. The FileStorage interface has no listing; this walks
 * the local driver's root only, leaving out half-written files.
 */
export async function listLocalStorageKeys(storage: LocalDiskStorage): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(storage.root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !PARTIAL_FILE.test(entry.name))
    .map((entry) => path.relative(storage.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
