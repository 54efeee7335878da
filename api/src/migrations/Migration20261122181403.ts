import { Migration } from '@mikro-orm/migrations';

export class Migration20261122181403 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "addresses" ("id" serial primary key, "member_email" text not null, "type" text not null default 'shipping', "name" text not null, "line1" text not null, "line2" text null, "city" text not null, "postal_code" text not null, "country" text not null default 'NO', "phone" text null, "is_default" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "addresses_member_email_index" on "addresses" ("member_email");`);

    this.addSql(
      `create table "blog_posts" ("id" serial primary key, "title" text not null, "slug" text not null, "excerpt" text not null, "content" text not null, "image_url" text null, "author" text not null default 'Russekompaniet', "category" text not null default 'russetips', "tags" text[] not null default '{}', "published" boolean not null default true, "featured" boolean not null default false, "published_at" timestamptz not null default now(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug");`);
    this.addSql(
      `create index "blog_posts_published_published_at_index" on "blog_posts" ("published", "published_at");`,
    );

    this.addSql(
      `create table "contacts" ("id" serial primary key, "first_name" text not null, "last_name" text not null, "email" text not null, "subject" text not null, "message" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "contacts_email_index" on "contacts" ("email");`);
    this.addSql(`create index "contacts_created_at_index" on "contacts" ("created_at");`);

    this.addSql(
      `create table "coupons" ("id" serial primary key, "code" text not null, "title" text not null, "description" text null, "type" text not null default 'percentage', "value" numeric(10,2) not null, "min_order_amount" numeric(10,2) null, "max_uses" int null, "current_uses" int not null default 0, "is_active" boolean not null default true, "valid_from" timestamptz not null default now(), "valid_until" timestamptz not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "coupons" add constraint "coupons_code_unique" unique ("code");`);

    this.addSql(
      `create table "designs" ("id" serial primary key, "member_email" text not null, "group_id" int null, "name" text not null, "description" text null, "status" text not null default 'draft', "notes" text null, "approved_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "designs_member_email_index" on "designs" ("member_email");`);
    this.addSql(`create index "designs_status_index" on "designs" ("status");`);

    this.addSql(
      `create table "design_files" ("id" serial primary key, "design_id" int not null, "storage_key" text not null, "file_name" text not null, "mime_type" text not null, "file_size" int not null, "version" int not null default 1, "is_latest" boolean not null default true, "uploaded_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "design_files_design_id_index" on "design_files" ("design_id");`);

    this.addSql(
      `create table "faq_items" ("id" serial primary key, "topic" text not null, "question" text not null, "answer" text not null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "faq_items_topic_sort_order_index" on "faq_items" ("topic", "sort_order");`);

    this.addSql(
      `create table "groups" ("id" serial primary key, "name" text not null, "school" text null, "graduation_year" text null, "coordinator_email" text not null, "invite_code" text not null, "deadline" timestamptz null, "status" text not null default 'active', "max_members" int null, "description" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "groups_coordinator_email_index" on "groups" ("coordinator_email");`);
    this.addSql(`alter table "groups" add constraint "groups_invite_code_unique" unique ("invite_code");`);

    this.addSql(
      `create table "group_members" ("id" serial primary key, "group_id" int not null, "email" text not null, "role" text not null default 'member', "status" text not null default 'invited', "joined_at" timestamptz null, "invited_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "group_members_group_id_index" on "group_members" ("group_id");`);
    this.addSql(`create index "group_members_email_index" on "group_members" ("email");`);
    this.addSql(
      `alter table "group_members" add constraint "group_members_group_id_email_unique" unique ("group_id", "email");`,
    );

    this.addSql(
      `create table "mail_deliveries" ("id" serial primary key, "job_id" text not null, "type" text not null, "recipient" text not null, "subject" text not null, "message_id" text null, "sent_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "mail_deliveries" add constraint "mail_deliveries_job_id_unique" unique ("job_id");`);

    this.addSql(
      `create table "members" ("id" serial primary key, "first_name" text not null, "last_name" text not null, "email" text not null, "school" text null, "graduation_year" text null, "is_active" text not null default 'true', "joined_at" timestamptz not null default now(), "email_notifications" boolean not null default true);`,
    );
    this.addSql(`alter table "members" add constraint "members_email_unique" unique ("email");`);

    this.addSql(
      `create table "member_coupons" ("id" serial primary key, "member_email" text not null, "coupon_id" int not null, "is_used" boolean not null default false, "used_at" timestamptz null, "order_id" int null, "assigned_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "member_coupons_member_email_index" on "member_coupons" ("member_email");`);
    this.addSql(`create index "member_coupons_coupon_id_index" on "member_coupons" ("coupon_id");`);

    this.addSql(
      `create table "message_threads" ("id" serial primary key, "member_email" text not null, "type" text not null default 'general', "subject" text not null, "related_order_id" int null, "related_design_id" int null, "related_group_id" int null, "status" text not null default 'open', "last_message_at" timestamptz not null default now(), "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "message_threads_member_email_index" on "message_threads" ("member_email");`);

    this.addSql(
      `create table "messages" ("id" serial primary key, "thread_id" int not null, "sender_email" text not null, "sender_type" text not null default 'customer', "body" text not null, "attachment_key" text null, "attachment_name" text null, "is_read" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "messages_thread_id_index" on "messages" ("thread_id");`);

    this.addSql(
      `create table "newsletter_subscribers" ("id" serial primary key, "email" text not null, "status" text not null default 'pending', "created_at" timestamptz not null default now(), "confirmed_at" timestamptz null, "unsubscribed_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "newsletter_subscribers" add constraint "newsletter_subscribers_email_unique" unique ("email");`,
    );

    this.addSql(
      `create table "orders" ("id" serial primary key, "member_email" text not null, "order_number" text not null, "status" text not null default 'pending', "total_amount" numeric(10,2) not null, "currency" text not null default 'NOK', "items" text not null default '[]', "shipping_address" text null, "notes" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "orders_member_email_index" on "orders" ("member_email");`);
    this.addSql(`alter table "orders" add constraint "orders_order_number_unique" unique ("order_number");`);

    this.addSql(
      `create table "invoices" ("id" serial primary key, "order_id" int not null, "invoice_number" text not null, "member_email" text not null, "amount" numeric(10,2) not null, "tax_amount" numeric(10,2) not null default 0.00, "status" text not null default 'pending', "due_date" timestamptz not null, "paid_date" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "invoices_order_id_index" on "invoices" ("order_id");`);
    this.addSql(`alter table "invoices" add constraint "invoices_invoice_number_unique" unique ("invoice_number");`);
    this.addSql(`create index "invoices_member_email_index" on "invoices" ("member_email");`);
    this.addSql(`create index "invoices_status_index" on "invoices" ("status");`);

    this.addSql(
      `create table "order_items" ("id" serial primary key, "order_id" int not null, "product_id" int null, "name" text not null, "variant" text null, "size" text null, "color" text null, "quantity" int not null default 1, "unit_price" numeric(10,2) not null, "design_id" int null, "notes" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "order_items_order_id_index" on "order_items" ("order_id");`);

    this.addSql(
      `create table "returns" ("id" serial primary key, "order_id" int not null, "order_item_id" int null, "reason" text not null, "description" text null, "status" text not null default 'requested', "refund_amount" numeric(10,2) null, "requested_at" timestamptz not null default now(), "processed_at" timestamptz null);`,
    );
    this.addSql(`create index "returns_order_id_index" on "returns" ("order_id");`);
    this.addSql(`create index "returns_order_item_id_index" on "returns" ("order_item_id");`);

    this.addSql(
      `create table "outbox" ("id" bigserial primary key, "type" text not null, "payload" jsonb not null, "created_at" timestamptz not null default now(), "dispatched_at" timestamptz null, "attempts" int not null default 0, "last_error" text null);`,
    );
    this.addSql(`create index "outbox_dispatched_at_id_index" on "outbox" ("dispatched_at", "id");`);

    this.addSql(
      `create table "products" ("id" serial primary key, "name" text not null, "description" text not null, "category" text not null, "price" text not null, "image_url" text null, "color" text null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "products_category_sort_order_index" on "products" ("category", "sort_order");`);

    this.addSql(
      `create table "seed_runs" ("name" text not null, "ran_at" timestamptz not null default now(), constraint "seed_runs_pkey" primary key ("name"));`,
    );

    this.addSql(
      `create table "shipments" ("id" serial primary key, "order_id" int not null, "carrier" text null, "tracking_number" text null, "tracking_url" text null, "status" text not null default 'preparing', "shipped_at" timestamptz null, "delivered_at" timestamptz null, "estimated_delivery" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "shipments_order_id_index" on "shipments" ("order_id");`);

    this.addSql(
      `create table "sign_in_tokens" ("id" serial primary key, "email" text not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(`create index "sign_in_tokens_email_index" on "sign_in_tokens" ("email");`);

    this.addSql(
      `create table "size_submissions" ("id" serial primary key, "group_id" int not null, "member_email" text not null, "product_id" int null, "size" text null, "color" text null, "quantity" int not null default 1, "products" text not null default '[]', "notes" text null, "submitted_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "size_submissions_group_id_index" on "size_submissions" ("group_id");`);
    this.addSql(`create index "size_submissions_member_email_index" on "size_submissions" ("member_email");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "username" text not null, "password" text not null, "role" text not null default 'staff', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(
      `alter table "design_files" add constraint "design_files_design_id_foreign" foreign key ("design_id") references "designs" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "group_members" add constraint "group_members_group_id_foreign" foreign key ("group_id") references "groups" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "member_coupons" add constraint "member_coupons_coupon_id_foreign" foreign key ("coupon_id") references "coupons" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "messages" add constraint "messages_thread_id_foreign" foreign key ("thread_id") references "message_threads" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "invoices" add constraint "invoices_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "order_items" add constraint "order_items_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "returns" add constraint "returns_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "returns" add constraint "returns_order_item_id_foreign" foreign key ("order_item_id") references "order_items" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "shipments" add constraint "shipments_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "size_submissions" add constraint "size_submissions_group_id_foreign" foreign key ("group_id") references "groups" ("id") on update cascade on delete cascade;`,
    );
  }
}
