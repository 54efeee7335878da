import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletter campaigns (admin §11): the campaign, one row per recipient (unique per campaign; the worker's
 * exactly-once record), and the mail log's status, attempts, last error and campaign (admin §12) for campaign
 * mails. Existing mail log rows were all sent once.
 */
export class Migration20261126000700_newsletter_campaigns extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "newsletter_campaigns" ("id" serial primary key, "subject" text not null, "body" text not null, "audience" text not null, "audience_value" text null, "status" text not null default 'draft', "created_by" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "send_started_at" timestamptz null, "finished_at" timestamptz null, "fanout_cursor" text null, "fanout_done" boolean not null default false, "recipient_count" int not null default 0);`,
    );
    this.addSql(`create index "newsletter_campaigns_status_idx" on "newsletter_campaigns" ("status");`);
    this.addSql(
      `create table "newsletter_campaign_recipients" ("id" bigserial primary key, "campaign_id" int not null references "newsletter_campaigns" ("id") on delete cascade, "email" text not null, "state" text not null default 'queued', "attempts" int not null default 0, "last_error" text null, "next_attempt_at" timestamptz null, "claimed_at" timestamptz null, "sent_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "newsletter_campaign_recipients" add constraint "newsletter_campaign_recipients_campaign_id_email_unique" unique ("campaign_id", "email");`,
    );
    this.addSql(
      `create index "newsletter_campaign_recipients_campaign_id_state_id_index" on "newsletter_campaign_recipients" ("campaign_id", "state", "id");`,
    );
    this.addSql(`alter table "mail_deliveries" add column if not exists "status" text not null default 'sent';`);
    this.addSql(`alter table "mail_deliveries" add column if not exists "attempts" int not null default 1;`);
    this.addSql(`alter table "mail_deliveries" add column if not exists "last_error" text null;`);
    this.addSql(`alter table "mail_deliveries" add column "campaign_id" int null;`);
    this.addSql(`create index "mail_deliveries_campaign_id_idx" on "mail_deliveries" ("campaign_id", "status");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "mail_deliveries_campaign_id_idx";`);
    this.addSql(`alter table "mail_deliveries" drop column if exists "campaign_id";`);
    this.addSql(`drop table if exists "newsletter_campaign_recipients";`);
    this.addSql(`drop table if exists "newsletter_campaigns";`);
  }
}
