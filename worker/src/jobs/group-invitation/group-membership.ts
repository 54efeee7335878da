import { formatDateNb } from '@russ/schema/common/dates';
import { GroupMember, Member, type EntityManager, type Group } from '@russ/api/db';
import type { MailJobContext, MailPlan } from '../../mail/mail-job.js';

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

/**
 * A mail to an accepted member about the group's size deadline (a new deadline, the size reminder): greeted by
 * first name when they are a member, with the group's name and deadline and the link to their groups.
 */
export async function groupDeadlineMail(
  { em, renderer, config }: MailJobContext,
  email: string,
  group: Group,
  template: string,
  subject: string,
): Promise<MailPlan> {
  const member = await em.findOne(Member, { email }, { fields: ['firstName'] });
  return {
    send: {
      to: email,
      subject,
      ...renderer.render(template, subject, {
        firstName: member?.firstName ?? null,
        groupName: group.name,
        deadline: group.deadline ? formatDateNb(group.deadline, 'long-datetime') : null,
        groupsUrl: `${config.publicUrl}/customer-dashboard?tab=groups`,
      }),
    },
  };
}
