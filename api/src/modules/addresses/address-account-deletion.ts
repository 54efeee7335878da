import type { EntityManager } from '@mikro-orm/postgresql';

/** When a customer deletes their account (account-deletion.service.ts): their saved addresses go. */
export async function deleteCustomerAddresses(tx: EntityManager, email: string): Promise<void> {
  await tx.execute('delete from addresses where member_email = ?', [email]);
}
