import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What the messages feature does when a customer deletes their account (account-deletion.service.ts), in the
 * caller's transaction.
 */

/**
 * Deletes the customer's message threads (their messages go with them, on delete cascade) and returns the storage
 * keys of the messages' attachments, to be removed after the commit. One statement: its select still sees the
 * messages.
 */
export async function deleteCustomerThreads(tx: EntityManager, email: string): Promise<string[]> {
  const rows = await tx.execute<Array<{ key: string }>>(
    `with removed as (delete from message_threads where member_email = ? returning id)
     select m.attachment_key as key from messages m join removed on removed.id = m.thread_id
       where m.attachment_key is not null`,
    [email],
  );
  return rows.map((row) => row.key);
}

/** Threads of other customers that pointed at these (deleted) groups lose the link. */
export async function unlinkThreadsFromGroups(tx: EntityManager, groupIds: readonly number[]): Promise<void> {
  if (groupIds.length === 0) return;
  await tx.execute('update message_threads set related_group_id = null where related_group_id in (?)', [groupIds]);
}
