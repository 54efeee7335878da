import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122181403 } from './Migration20261122181403.js';
import { Migration20261122201000_orders } from './Migration20261122201000_orders.js';
import { Migration20261122203000_groups } from './Migration20261122203000_groups.js';
import { Migration20261122204000_profile } from './Migration20261122204000_profile.js';
import { Migration20261123100000_sign_in_return } from './Migration20261123100000_sign_in_return.js';
import { Migration20261125180000_staff_access } from './Migration20261125180000_staff_access.js';
import { Migration20261125210000_quotes } from './Migration20261125210000_quotes.js';
import { Migration20261125220100_quote_valid_until } from './Migration20261125220100_quote_valid_until.js';
import { Migration20261125220200_order_admin } from './Migration20261125220200_order_admin.js';
import { Migration20261125220300_invoices } from './Migration20261125220300_invoices.js';
import { Migration20261125220400_returns_coupons } from './Migration20261125220400_returns_coupons.js';
import { Migration20261125220600_list_indexes } from './Migration20261125220600_list_indexes.js';
import { Migration20261126000100_design_review } from './Migration20261126000100_design_review.js';
import { Migration20261126000200_group_reminders } from './Migration20261126000200_group_reminders.js';
import { Migration20261126000300_thread_staff_side } from './Migration20261126000300_thread_staff_side.js';
import { Migration20261126000400_member_admin } from './Migration20261126000400_member_admin.js';
import { Migration20261126000500_staff_users } from './Migration20261126000500_staff_users.js';
import { Migration20261126000600_catalog_admin } from './Migration20261126000600_catalog_admin.js';
import { Migration20261126000700_newsletter_campaigns } from './Migration20261126000700_newsletter_campaigns.js';
import { Migration20261126000800_mail_log } from './Migration20261126000800_mail_log.js';
import { Migration202611284001_group_archived_by_staff } from './Migration202611284001_group_archived_by_staff.js';
import { Migration202611282001_customer_session_ends } from './Migration202611282001_customer_session_ends.js';
import { Migration202611291001_member_deactivated_at } from './Migration202611291001_member_deactivated_at.js';
import { Migration202611283001_staff_totp } from './Migration202611283001_staff_totp.js';

/**
 * Every migration in order. New migrations are appended here by `pnpm --filter @russ/api migration:create`
 * (src/composition/migration-create.ts); runtime never scans the folder.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122181403', class: Migration20261122181403 },
  { name: 'Migration20261122201000_orders', class: Migration20261122201000_orders },
  { name: 'Migration20261122203000_groups', class: Migration20261122203000_groups },
  { name: 'Migration20261122204000_profile', class: Migration20261122204000_profile },
  { name: 'Migration20261123100000_sign_in_return', class: Migration20261123100000_sign_in_return },
  { name: 'Migration20261125180000_staff_access', class: Migration20261125180000_staff_access },
  { name: 'Migration20261125210000_quotes', class: Migration20261125210000_quotes },
  { name: 'Migration20261125220100_quote_valid_until', class: Migration20261125220100_quote_valid_until },
  { name: 'Migration20261125220200_order_admin', class: Migration20261125220200_order_admin },
  { name: 'Migration20261125220300_invoices', class: Migration20261125220300_invoices },
  { name: 'Migration20261125220400_returns_coupons', class: Migration20261125220400_returns_coupons },
  { name: 'Migration20261125220600_list_indexes', class: Migration20261125220600_list_indexes },
  { name: 'Migration20261126000100_design_review', class: Migration20261126000100_design_review },
  { name: 'Migration20261126000200_group_reminders', class: Migration20261126000200_group_reminders },
  { name: 'Migration20261126000300_thread_staff_side', class: Migration20261126000300_thread_staff_side },
  { name: 'Migration20261126000400_member_admin', class: Migration20261126000400_member_admin },
  { name: 'Migration20261126000500_staff_users', class: Migration20261126000500_staff_users },
  { name: 'Migration20261126000600_catalog_admin', class: Migration20261126000600_catalog_admin },
  { name: 'Migration20261126000700_newsletter_campaigns', class: Migration20261126000700_newsletter_campaigns },
  { name: 'Migration20261126000800_mail_log', class: Migration20261126000800_mail_log },
  { name: 'Migration202611284001_group_archived_by_staff', class: Migration202611284001_group_archived_by_staff },
  { name: 'Migration202611282001_customer_session_ends', class: Migration202611282001_customer_session_ends },
  { name: 'Migration202611283001_staff_totp', class: Migration202611283001_staff_totp },
  { name: 'Migration202611291001_member_deactivated_at', class: Migration202611291001_member_deactivated_at },
];
