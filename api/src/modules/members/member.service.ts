import type { EntityManager } from '@mikro-orm/postgresql';
import { JOBS } from '@russ/schema/jobs/jobs';
import { EMAIL_TAKEN_MESSAGE, memberInput } from '@russ/schema/members/member.validators';
import { ConflictError, isUniqueViolation } from '../../common/errors.js';
import { pickFields } from '../../common/pick-fields.js';
import { parseInput } from '../../common/validation.js';
import { TooManyRequestsError } from '../../common/errors.js';
import {
  reserveClientAttempt,
  reserveRecipient,
  TOO_MANY_MAILS_FROM_IP_MESSAGE,
  TOO_MANY_MAILS_TO_RECIPIENT_MESSAGE,
  type MailGuard,
} from '../../infra/mail-limits.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { Member } from './member.entity.js';
import type { CommunityMember } from './member.types.js';

/** A membership as the signup answers it. */
export function toMemberView(member: Member): CommunityMember {
  return pickFields(member, [
    'id',
    'firstName',
    'lastName',
    'email',
    'school',
    'graduationYear',
    'isActive',
    'joinedAt',
  ]);
}

export class EmailTakenError extends ConflictError {
  constructor() {
    super(EMAIL_TAKEN_MESSAGE);
  }
}

/**
 * Creates a community membership and queues the welcome mail in the same transaction.
 * The e-mail is stored lower-case; a second signup with the same address (any casing, also two at once)
 * throws EmailTakenError and stores nothing. Invalid input throws ValidationFailed; beyond the unverified-mail
 * limits (infra/mail-limits.ts) it throws TooManyRequestsError and stores nothing; every attempt from a client,
 * a taken address included, counts against its per-IP limit.
 */
export async function joinCommunity(em: EntityManager, input: unknown, guard?: MailGuard): Promise<Member> {
  const data = parseInput(memberInput, input);
  // The client is counted before the membership check: the 409 tells whether an address is a member, so
  // testing addresses in bulk meets the per-IP limit like sending mails does (the security review).
  if (!(await reserveClientAttempt(guard))) throw new TooManyRequestsError(TOO_MANY_MAILS_FROM_IP_MESSAGE);
  if (await em.count(Member, { email: data.email })) throw new EmailTakenError();
  if (await reserveRecipient(guard, data.email)) throw new TooManyRequestsError(TOO_MANY_MAILS_TO_RECIPIENT_MESSAGE);
  try {
    return await em.transactional(async (tx) => {
      const member = tx.create(Member, data);
      await tx.flush(); // the unique index on email decides when two signups race
      enqueueOutbox(tx, JOBS.memberWelcome, { memberId: member.id });
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}
