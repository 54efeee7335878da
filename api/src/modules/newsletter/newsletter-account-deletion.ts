import type { EntityManager } from '@mikro-orm/postgresql';

/** When a customer deletes their account (account-deletion.service.ts): their newsletter subscription goes. */
export async function deleteSubscription(tx: EntityManager, email: string): Promise<void> {
  await tx.execute('delete from newsletter_subscribers where email = ?', [email]);
}
