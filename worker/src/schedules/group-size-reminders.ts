import { enqueueOutbox, type EntityManager } from '@russ/api/db';
import { SIZE_REMINDER_DAYS_BEFORE } from '@russ/schema/groups/group-staff-rules';
import { JOBS } from '@russ/schema/jobs/jobs';

export interface GroupReminderRun {
  /** Groups whose reminder went out in this run. */
  groups: number;
  /** Reminder mails queued in this run. */
  reminders: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily size reminder (admin §7): for every active group whose deadline is at most 3 days away (and not yet
 * passed), one mail to each accepted member without a size submission, once per group and deadline. Safe to run
 * twice, also at the same time: each group is claimed by a conditional update (`size_reminder_deadline` not yet
 * this deadline) in the same transaction as its mails' outbox rows, so a second run finds nothing to send. After
 * `Forleng frist` the new deadline gets its own reminder. Whether a member wants such mails ('E-postvarsler') is
 * the worker's check (the job is non-essential).
 */
export async function runGroupSizeReminders(em: EntityManager, now: Date = new Date()): Promise<GroupReminderRun> {
  const until = new Date(now.getTime() + SIZE_REMINDER_DAYS_BEFORE * DAY_MS);
  const candidates = await em.getConnection().execute<Array<{ id: number }>>(
    `select id from groups
      where status = 'active' and deadline > ? and deadline <= ?
        and size_reminder_deadline is distinct from deadline
      order by id`,
    [now, until],
  );
  let groups = 0;
  let reminders = 0;
  for (const { id } of candidates) {
    const sent = await em.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const context = tx.getTransactionContext();
      const claimed = await connection.execute<Array<{ id: number }>>(
        `update groups set size_reminder_deadline = deadline
          where id = ? and status = 'active' and deadline > ? and deadline <= ?
            and size_reminder_deadline is distinct from deadline
          returning id`,
        [id, now, until],
        'all',
        context,
      );
      if (claimed.length === 0) return null;
      const members = await connection.execute<Array<{ id: number }>>(
        `select gm.id from group_members gm
          where gm.group_id = ? and gm.status = 'accepted'
            and not exists (select 1 from size_submissions s
              where s.group_id = gm.group_id and lower(s.member_email) = lower(gm.email))
          order by gm.id`,
        [id],
        'all',
        context,
      );
      for (const member of members) enqueueOutbox(tx, JOBS.groupSizeReminder, { groupMemberId: Number(member.id) });
      await tx.flush();
      return members.length;
    });
    if (sent !== null) {
      groups += 1;
      reminders += sent;
    }
  }
  return { groups, reminders };
}
