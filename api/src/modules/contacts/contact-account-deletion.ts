import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * When a customer deletes their account (account-deletion.service.ts): their contact form requests go, with the
 * shop's replies (on delete cascade); a quote made from one keeps the quote and loses the link.
 */
export async function deleteCustomerContacts(tx: EntityManager, email: string): Promise<void> {
  await tx.execute('delete from contacts where lower(email) = ?', [email]);
}
