import { Migration } from '@mikro-orm/migrations';

/**
 * When staff deactivated a member: deactivated members' data is deleted after the retention period
 * (DEACTIVATED_MEMBER_RETENTION_MONTHS), counted from this moment. Members deactivated before this column existed
 * take the time of their last 'member.deactivated' audit entry, or now when there is none (the period starts over).
 */
export class Migration202611291001_member_deactivated_at extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "members" add column if not exists "deactivated_at" timestamptz null;`);
    this.addSql(
      `update "members" m set "deactivated_at" = coalesce(
         (select max(a."at") from "audit_entries" a
           where a."entity_type" = 'member' and a."entity_id" = m."email" and a."action" = 'member.deactivated'),
         now())
       where m."is_active" = 'false' and m."deactivated_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "members" drop column if exists "deactivated_at";`);
  }
}
