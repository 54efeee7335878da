import { Migration } from '@mikro-orm/migrations';

/**
 * `sign_in_tokens.requester_hash`: SHA-256 of the client IP that asked for the link; the per-e-mail limit counts per
 * e-mail and client (security review: someone else's flood must not block the customer's own link requests).
 *
 * `customer_session_ends`: customer sign-ins that were signed out (the cookie's `jti`, security review finding 3).
 * The cookie is refused from then on even when replayed; a row is kept until the cookie would have expired anyway.
 */
export class Migration202611282001_customer_session_ends extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "customer_session_ends" (
      "session_id" text primary key,
      "expires_at" timestamptz not null
    );`);
    this.addSql(`alter table "sign_in_tokens" add column "requester_hash" text null;`);
    this.addSql(
      `create index "sign_in_tokens_email_requester_idx" on "sign_in_tokens" ("email", "requester_hash", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "sign_in_tokens_email_requester_idx";`);
    this.addSql(`alter table "sign_in_tokens" drop column if exists "requester_hash";`);
    this.addSql(`drop table if exists "customer_session_ends";`);
  }
}
