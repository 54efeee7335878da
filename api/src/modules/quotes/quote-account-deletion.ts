import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * When a customer deletes their account (account-deletion.service.ts): their quotes that became no order go
 * (drafts, sent, declined, expired; their lines go with them, on delete cascade). Accepted quotes stay with the
 * orders they became.
 */
export async function deleteQuotesWithoutOrder(tx: EntityManager, email: string): Promise<void> {
  await tx.execute('delete from quotes where customer_email = ? and order_id is null', [email]);
}
