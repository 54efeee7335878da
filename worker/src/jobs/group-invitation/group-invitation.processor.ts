import { formatDateNb } from '@russ/schema/common/dates';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { groupJoinUrl } from '@russ/schema/groups/group-rules';
import { Member } from '@russ/api/db';
import { type MailJobHandler } from '../../mail/mail-job.js';
import { groupMembership } from './group-membership.js';

/**
 * Invites someone to a group on the coordinator's behalf: who invites, which group, the deadline, and a link to
 * the groups tab with the invite code filled in. Someone without a membership is told to join (free) first,
 * since only members can sign in. Nothing is sent when the invitation was withdrawn (the row removed) or is no
 * longer open (accepted meanwhile), or the group was archived. The invite code goes only into the mail, never
 * into a log line.
 */
export const groupInvitationMail: MailJobHandler<typeof JOBS.groupInvitation> = async (
  { groupMemberId },
  { em, renderer, config },
) => {
  const membership = await groupMembership(em, groupMemberId, 'invited');
  if ('skip' in membership) return membership;
  const { row: invitation, group } = membership;
  if (group.status === 'archived') return { skip: `group ${group.id} is archived` };

  const email = invitation.email.toLowerCase();
  const [invitee, coordinator] = await Promise.all([
    em.findOne(Member, { email }, { fields: ['firstName', 'isActive'] }),
    em.findOne(Member, { email: group.coordinatorEmail.toLowerCase() }, { fields: ['firstName', 'lastName'] }),
  ]);
  const inviterName = coordinator
    ? `${coordinator.firstName} ${coordinator.lastName}`.trim()
    : group.coordinatorEmail.toLowerCase();
  const subject = `${inviterName} inviterer deg til gruppen ${group.name}`;
  return {
    send: {
      to: email,
      subject,
      ...renderer.render('group-invitation/group-invitation', subject, {
        firstName: invitee?.firstName ?? null,
        inviterName,
        coordinatorEmail: group.coordinatorEmail.toLowerCase(),
        groupName: group.name,
        school: group.school ?? null,
        graduationYear: group.graduationYear ?? null,
        description: group.description ?? null,
        deadline: group.deadline ? formatDateNb(group.deadline, 'long-datetime') : null,
        inviteCode: group.inviteCode,
        joinUrl: groupJoinUrl(config.publicUrl, group.inviteCode),
        isMember: invitee != null && invitee.isActive !== 'false',
        communityUrl: `${config.publicUrl}/community`,
      }),
    },
  };
};
