import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What the groups feature does when a customer deletes their account (account-deletion.service.ts), in the
 * caller's transaction.
 */

/**
 * Deletes the groups the customer coordinates, with their members and size submissions (on delete cascade), and
 * returns their ids, so the features that link to a group can clear those links.
 */
export async function deleteCoordinatedGroups(tx: EntityManager, email: string): Promise<number[]> {
  const rows = await tx.execute<Array<{ id: number }>>('delete from groups where coordinator_email = ? returning id', [
    email,
  ]);
  return rows.map((row) => Number(row.id));
}

/** Removes the customer from every other group: their memberships and their size submissions, in one statement. */
export async function leaveAllGroups(tx: EntityManager, email: string): Promise<void> {
  await tx.execute(
    `with submissions as (delete from size_submissions where member_email = ?)
     delete from group_members where email = ?`,
    [email, email],
  );
}
