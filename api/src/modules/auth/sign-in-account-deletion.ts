import type { EntityManager } from '@mikro-orm/postgresql';

/** When a customer deletes their account (account-deletion.service.ts): their sign-in links go. */
export async function deleteSignInLinks(tx: EntityManager, email: string): Promise<void> {
  await tx.execute('delete from sign_in_tokens where email = ?', [email]);
}
