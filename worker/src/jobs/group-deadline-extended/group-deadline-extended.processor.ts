import type { JOBS } from '@russ/schema/jobs/jobs';
import { type MailJobHandler } from '../../mail/mail-job.js';
import { groupDeadlineMail, groupMembership } from '../group-invitation/group-membership.js';

/**
 * `Forleng frist` (admin §7, §15): tells an accepted member the group's new deadline, read from the group when
 * the mail is built (two extensions in a row both name the latest). Nothing is sent when the member left or was
 * removed, or the group was archived or lost its deadline since. Non-essential: the worker honours the member's
 * 'E-postvarsler'.
 */
export const groupDeadlineExtendedMail: MailJobHandler<typeof JOBS.groupDeadlineExtended> = async (
  { groupMemberId },
  ctx,
) => {
  const { em, now } = ctx;
  const membership = await groupMembership(em, groupMemberId, 'accepted');
  if ('skip' in membership) return membership;
  const { row, group } = membership;
  if (group.status === 'archived') return { skip: `group ${group.id} is archived` };
  if (!group.deadline || group.deadline.getTime() <= now.getTime()) {
    return { skip: `group ${group.id} has no deadline ahead` };
  }
  const subject = `Ny frist for størrelser i ${group.name}`;
  const template = 'group-deadline-extended/group-deadline-extended';
  return groupDeadlineMail(ctx, row.email.toLowerCase(), group, template, subject);
};
