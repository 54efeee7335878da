import { GroupMember, type EntityManager, type Group } from '@russ/api/db';

/**
 * The group membership a group mail is about, with its group; or why nothing is sent: the row was removed
 * (withdrawn, left) or is no longer in `status`.
 */
export async function groupMembership(
  em: EntityManager,
  groupMemberId: number,
  status: 'invited' | 'accepted',
): Promise<{ row: GroupMember; group: Group } | { skip: string }> {
  const row = await em.findOne(GroupMember, { id: groupMemberId }, { populate: ['group'] });
  if (!row) return { skip: `group member ${groupMemberId} was removed` };
  if (row.status !== status) return { skip: `group member ${groupMemberId} is ${row.status}` };
  return { row, group: row.group.getEntity() };
}
