import { Migration } from '@mikro-orm/migrations';

/**
 * The staff side of messages and contact messages (admin §8): a staff reply remembers which staff member wrote it
 * (the customer sees it as the shop's); internal notes on a thread live in their own table that no customer-facing
 * read ever loads; `Svar` on a contact message is stored with who sent it and when. The inbox reads threads by
 * last activity and counts unread customer messages per thread.
 */
export class Migration20261126000300_thread_staff_side extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "messages"
      add column "staff_user_id" int null,
      add column "staff_username" text null;`);
    this.addSql(`create table "message_thread_notes" (
      "id" serial primary key,
      "thread_id" int not null references "message_threads" ("id") on update cascade on delete cascade,
      "staff_user_id" int null,
      "staff_username" text not null,
      "body" text not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "message_thread_notes_thread_id_index" on "message_thread_notes" ("thread_id");`);
    this.addSql(`create table "contact_replies" (
      "id" serial primary key,
      "contact_id" int not null references "contacts" ("id") on update cascade on delete cascade,
      "staff_user_id" int null,
      "staff_username" text not null,
      "body" text not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "contact_replies_contact_id_index" on "contact_replies" ("contact_id");`);
    this.addSql(
      `create index "message_threads_last_message_at_id_index" on "message_threads" ("last_message_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "messages_unread_customer_index" on "messages" ("thread_id") where "sender_type" = 'customer' and "is_read" = false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "messages_unread_customer_index";`);
    this.addSql(`drop index if exists "message_threads_last_message_at_id_index";`);
    this.addSql(`drop table if exists "contact_replies";`);
    this.addSql(`drop table if exists "message_thread_notes";`);
    this.addSql(`alter table "messages" drop column "staff_username", drop column "staff_user_id";`);
  }
}
