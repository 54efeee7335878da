import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import type { CustomerCounts } from './customer.types.js';

/** The six dashboard counters in one query. */
export async function getCustomerCounts(em: EntityManager, email: string): Promise<CustomerCounts> {
  const e = normalizeEmail(email);
  const rows: Array<Record<string, string | number>> = await em.getConnection().execute(
    `select
       (select count(*) from orders where member_email = ?) as orders,
       (select count(*) from designs where member_email = ?) as designs,
       (select count(*) from (
          select id from groups where coordinator_email = ?
          union
          select group_id from group_members where email = ? and status <> 'declined'
        ) as g) as groups,
       (select count(*) from message_threads where member_email = ?) as messages,
       (select count(*) from addresses where member_email = ?) as addresses,
       (select count(*) from member_coupons where member_email = ? and is_used = false) as unused_coupons`,
    [e, e, e, e, e, e, e],
  );
  const row = rows[0] ?? {};
  return {
    orders: Number(row.orders ?? 0),
    designs: Number(row.designs ?? 0),
    groups: Number(row.groups ?? 0),
    messages: Number(row.messages ?? 0),
    addresses: Number(row.addresses ?? 0),
    unusedCoupons: Number(row.unused_coupons ?? 0),
  };
}
