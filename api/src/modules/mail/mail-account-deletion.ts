import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * When a customer deletes their account (account-deletion.service.ts): the mail log keeps that a mail went, not
 * what it said to them (names, addresses, order details).
 */
export async function anonymiseMailsTo(tx: EntityManager, email: string): Promise<void> {
  await tx.execute(
    "update mail_deliveries set recipient = 'slettet konto', html = null, text = null, attachments = null where lower(recipient) = ?",
    [email],
  );
}
