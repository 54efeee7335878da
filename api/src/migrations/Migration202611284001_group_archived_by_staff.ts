import { Migration } from '@mikro-orm/migrations';

/**
 * Who archived a group: a group staff archived (`Arkiver` in the console) stays archived whatever its
 * coordinator saves (the security review); a coordinator may still reopen a group they archived themselves.
 * Groups archived before this column existed are counted as the coordinator's (the audit log tells otherwise).
 */
export class Migration202611284001_group_archived_by_staff extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "groups" add column if not exists "archived_by_staff" boolean not null default false;`);
    // Groups staff archived before: their audit entry says so.
    this.addSql(
      `update "groups" g set "archived_by_staff" = true where g."status" = 'archived' and exists (
         select 1 from "audit_entries" a where a."entity_type" = 'group' and a."entity_id" = g."id"::text
           and a."action" = 'group.archived');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "groups" drop column if exists "archived_by_staff";`);
  }
}
