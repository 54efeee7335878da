import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemaDrift, migrationStatus } from '../src/db.js';
import { migrationsList } from '../src/migrations/migrations-list.js';
import { createEmptyDatabase, type TestDatabase } from './support/db.js';

/**
 * Migrations you can trust: every migration applies to an empty database and leaves the schema the entities
 * describe (what `pnpm db:check` checks), the reversible ones go down and up again, and a database of the previous
 * release WITH data is upgraded without losing a row.
 */

/**
 * The last migration of the previous landed release (main before the security review's migrations, 2026-11-26).
 * Move it forward at a release, so the fixture below is the schema production runs before the upgrade.
 */
const PREVIOUS_RELEASE = 'Migration20261126000800_mail_log';

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const db of databases) await db.drop();
});

async function emptyDatabase(): Promise<TestDatabase> {
  const db = await createEmptyDatabase('russ_migrations');
  databases.push(db);
  return db;
}

const names = () => migrationsList.map((migration) => migration.name);

describe('migrations', () => {
  it('every migration applies to an empty database and the result is the schema the entities describe', async () => {
    const db = await emptyDatabase();
    expect((await migrationStatus(db.orm)).pending).toEqual(names());
    await db.orm.migrator.up();
    const status = await migrationStatus(db.orm);
    expect(status.executed.map((m) => m.name)).toEqual(names());
    expect(status.pending).toEqual([]);
    expect(await checkSchemaDrift(db.orm)).toEqual({ unexpected: [], stale: [] });
  });

  it('every migration after the first goes down and up again to the same schema', async () => {
    const db = await emptyDatabase();
    const migrator = db.orm.migrator;
    await migrator.up();
    // The first migration creates the base schema and has no down(); everything after `to` is reverted, not `to`.
    await migrator.down({ to: names()[0] });
    expect((await migrationStatus(db.orm)).executed.map((m) => m.name)).toEqual([names()[0]]);
    await migrator.up();
    expect((await migrationStatus(db.orm)).pending).toEqual([]);
    expect(await checkSchemaDrift(db.orm)).toEqual({ unexpected: [], stale: [] });
  });

  it("upgrades the previous release's schema with data and keeps every row", async () => {
    expect(names()).toContain(PREVIOUS_RELEASE);
    const db = await emptyDatabase();
    const migrator = db.orm.migrator;
    await migrator.up({ to: PREVIOUS_RELEASE });
    const sql = db.orm.em.getConnection();
    // A little of everything a shop has, written as the previous release's SQL would.
    await sql.execute(`
      insert into members (id, first_name, last_name, email) values
        (1, 'Ola', 'Nordmann', 'ola@example.no'), (2, 'Kari', 'Nordmann', 'kari@example.no');
      insert into users (id, username, password, role, name) values (1, 'admin', '$2a$12$hash', 'admin', 'Admin');
      insert into orders (id, member_email, order_number, status, total_amount, created_at) values
        (1, 'ola@example.no', 'RK-1001', 'processing', 998, '2026-11-20T10:00:00Z');
      insert into order_items (id, order_id, name, size, quantity, unit_price) values
        (1, 1, 'Russedress', 'M', 2, 499);
      insert into invoices (id, order_id, invoice_number, member_email, amount, status, due_date, kind) values
        (1, 1, '2026-0001', 'ola@example.no', 998, 'unpaid', '2026-12-04T00:00:00Z', 'invoice');
      insert into groups (id, name, coordinator_email, invite_code, status) values
        (1, 'Russ 2027', 'ola@example.no', 'INV1', 'archived'),
        (2, 'Gamle russ', 'kari@example.no', 'INV2', 'archived'),
        (3, 'Aktiv gruppe', 'kari@example.no', 'INV3', 'active');
      insert into group_members (id, group_id, email, role, status) values (1, 1, 'ola@example.no', 'coordinator', 'accepted');
      insert into audit_entries (staff_user_id, staff_username, action, entity_type, entity_id) values
        (1, 'admin', 'group.archived', 'group', '1');
    `);
    const snapshot = async () => ({
      members: await sql.execute('select id, first_name, last_name, email from members order by id'),
      orders: await sql.execute('select id, member_email, order_number, status, total_amount from orders order by id'),
      items: await sql.execute('select id, order_id, name, size, quantity, unit_price from order_items order by id'),
      invoices: await sql.execute('select id, invoice_number, amount, status, due_date from invoices order by id'),
      groups: await sql.execute('select id, name, status from groups order by id'),
      users: await sql.execute('select id, username, password, role from users order by id'),
    });
    const before = await snapshot();

    await migrator.up();

    expect((await migrationStatus(db.orm)).pending).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // What the newer migrations add, filled in for the old rows: a group staff archived (its audit entry says so)
    // cannot be reopened by its coordinator; staff users start without two-step sign-in.
    expect(await sql.execute('select id, archived_by_staff from groups order by id')).toEqual([
      { id: 1, archived_by_staff: true },
      { id: 2, archived_by_staff: false },
      { id: 3, archived_by_staff: false },
    ]);
    expect(await sql.execute('select totp_required, totp_recovery_hashes, totp_secret from users')).toEqual([
      { totp_required: false, totp_recovery_hashes: [], totp_secret: null },
    ]);
    expect(await checkSchemaDrift(db.orm)).toEqual({ unexpected: [], stale: [] });
  });
});
