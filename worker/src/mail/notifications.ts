import { Member, type EntityManager } from '@russ/api/db';
import { isNonEssentialJob } from '@russ/schema/jobs/jobs';

/**
 * Why a mail is not sent because of the recipient's settings, or null to send it. Only non-essential jobs
 * (NON_ESSENTIAL_JOBS) are held back, and only for a member who turned 'E-postvarsler' off on the profile tab;
 * anyone without a membership is not affected.
 */
export async function notificationOptOut(
  em: EntityManager,
  jobName: string,
  recipient: string,
): Promise<string | null> {
  if (!isNonEssentialJob(jobName)) return null;
  const member = await em.findOne(
    Member,
    { email: recipient.trim().toLowerCase() },
    { fields: ['id', 'emailNotifications'] },
  );
  return member && !member.emailNotifications ? `member ${member.id} has turned e-mail notifications off` : null;
}
