import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './supervisor.js';

/**
 * A staff member (role `staff`: Oversikt is theirs too, and production asks only administrators for two-step
 * sign-in) with a password this run knows, written straight into the shop's database with the api's own bcrypt.
 * For the scripts that open the console in a browser (`pnpm measure:admin-load`, `pnpm bench:web`).
 */
export async function createStaffUser(databaseUrl: string): Promise<{ username: string; password: string }> {
  const requireFromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));
  const bcrypt = requireFromApi('bcryptjs') as { hash(password: string, rounds: number): Promise<string> };
  const username = `measure-${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`insert into users (username, password, role) values ($1, $2, 'staff')`, [
      username,
      await bcrypt.hash(password, 10),
    ]);
  } finally {
    await client.end();
  }
  return { username, password };
}
