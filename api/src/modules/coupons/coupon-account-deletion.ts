import type { EntityManager } from '@mikro-orm/postgresql';

/** When a customer deletes their account (account-deletion.service.ts): the coupons handed to them go. */
export async function deleteCustomerCoupons(tx: EntityManager, email: string): Promise<void> {
  await tx.execute('delete from member_coupons where member_email = ?', [email]);
}
