import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What the designs feature does when a customer deletes their account (account-deletion.service.ts), in the
 * caller's transaction.
 */

/**
 * Deletes the customer's designs (their file rows go with them, on delete cascade) and returns the storage keys of
 * those files, to be removed after the commit. One statement: its select still sees the file rows.
 */
export async function deleteCustomerDesigns(tx: EntityManager, email: string): Promise<string[]> {
  const rows = await tx.execute<Array<{ key: string }>>(
    `with removed as (delete from designs where member_email = ? returning id)
     select f.storage_key as key from design_files f join removed on removed.id = f.design_id`,
    [email],
  );
  return rows.map((row) => row.key);
}

/** Designs of other customers that pointed at these (deleted) groups lose the link. */
export async function unlinkDesignsFromGroups(tx: EntityManager, groupIds: readonly number[]): Promise<void> {
  if (groupIds.length === 0) return;
  await tx.execute('update designs set group_id = null where group_id in (?)', [groupIds]);
}
