import type { JOBS } from '@russ/schema/jobs/jobs';
import { SizeSubmission } from '@russ/api/db';
import { type MailJobHandler } from '../../mail/mail-job.js';
import { groupDeadlineMail, groupMembership } from '../group-invitation/group-membership.js';

/**
 * The size reminder (admin §7, §15), from `Send påminnelse` or the daily job 3 days before the deadline: asks an
 * accepted member who has not sent their sizes to do so before the deadline. Checked again when the mail is
 * built: nothing is sent when the member has submitted meanwhile, left, or the group was archived or its
 * deadline passed. Non-essential: the worker honours the member's 'E-postvarsler'.
 */
export const groupSizeReminderMail: MailJobHandler<typeof JOBS.groupSizeReminder> = async ({ groupMemberId }, ctx) => {
  const { em, now } = ctx;
  const membership = await groupMembership(em, groupMemberId, 'accepted');
  if ('skip' in membership) return membership;
  const { row, group } = membership;
  if (group.status !== 'active') return { skip: `group ${group.id} is ${group.status}` };
  if (group.deadline && group.deadline.getTime() <= now.getTime()) {
    return { skip: `the deadline of group ${group.id} has passed` };
  }
  const email = row.email.toLowerCase();
  const submitted = await em.count(SizeSubmission, { group: group.id, memberEmail: { $ilike: email } });
  if (submitted > 0) return { skip: `group member ${groupMemberId} has submitted sizes` };
  const subject = `Påminnelse: send inn størrelsene dine til ${group.name}`;
  return groupDeadlineMail(ctx, email, group, 'group-size-reminder/group-size-reminder', subject);
};
