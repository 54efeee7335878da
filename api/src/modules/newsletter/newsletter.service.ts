import type { SigningSecrets } from '../../infra/signing-key.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JOBS } from '@russ/schema/jobs/jobs';
import { newsletterInput } from '@russ/schema/newsletter/newsletter.validators';
import { isUniqueViolation } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { verifyNewsletterToken } from '../../infra/mail-tokens.js';
import { TooManyRequestsError } from '../../common/errors.js';
import {
  reserveMail,
  TOO_MANY_MAILS_FROM_IP_MESSAGE,
  TOO_MANY_MAILS_TO_RECIPIENT_MESSAGE,
  type MailGuard,
} from '../../infra/mail-limits.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

/**
 * Starts (or restarts) the double opt-in for an address: a new or unsubscribed address becomes pending and gets
 * a confirmation mail; a pending one gets the mail again; a confirmed one is left alone (no mail). The answer is
 * the same in every case, so the form does not reveal who is subscribed. Throws ValidationFailed on a bad address,
 * TooManyRequestsError (nothing changed) beyond the unverified-mail limits (infra/mail-limits.ts).
 */
export async function subscribeNewsletter(
  em: EntityManager,
  input: unknown,
  guard?: MailGuard,
): Promise<{ email: string }> {
  const { email } = parseInput(newsletterInput, input);
  // Counted whether or not a mail goes out, so the limit does not tell who is subscribed already.
  const refused = await reserveMail(guard, email);
  if (refused) {
    throw new TooManyRequestsError(
      refused === 'ip' ? TOO_MANY_MAILS_FROM_IP_MESSAGE : TOO_MANY_MAILS_TO_RECIPIENT_MESSAGE,
    );
  }
  try {
    await em.transactional(async (tx) => {
      let subscriber = await tx.findOne(NewsletterSubscriber, { email });
      if (subscriber?.status === 'confirmed') return;
      if (!subscriber) {
        subscriber = tx.create(NewsletterSubscriber, { email, status: 'pending' });
      } else {
        subscriber.status = 'pending';
        subscriber.unsubscribedAt = null;
      }
      await tx.flush(); // the confirmation job needs the id
      enqueueOutbox(tx, JOBS.newsletterConfirm, { subscriberId: subscriber.id });
    });
  } catch (error) {
    // Two signups for the same new address at once: the other one created the row and queued the mail.
    if (!isUniqueViolation(error)) throw error;
  }
  return { email };
}

export type NewsletterLinkOutcome = 'confirmed' | 'unsubscribed' | 'invalid';

/**
 * Follows the confirmation link from the mail: a pending subscriber becomes confirmed (following it again is
 * harmless). A bad or expired token, an unknown subscriber or one that has since unsubscribed gives 'invalid'.
 */
export async function confirmNewsletter(
  em: EntityManager,
  token: unknown,
  secret: SigningSecrets,
): Promise<NewsletterLinkOutcome> {
  const verified = typeof token === 'string' ? verifyNewsletterToken('newsletter-confirm', token, secret) : null;
  if (!verified) return 'invalid';
  const subscriber = await em.findOne(NewsletterSubscriber, { id: verified.sid });
  if (!subscriber || subscriber.status === 'unsubscribed') return 'invalid';
  if (subscriber.status === 'pending') {
    subscriber.status = 'confirmed';
    subscriber.confirmedAt = new Date();
    await em.flush();
  }
  return 'confirmed';
}

/** Follows the unsubscribe link: the subscriber is marked unsubscribed (idempotent). Bad tokens give 'invalid'. */
export async function unsubscribeNewsletter(
  em: EntityManager,
  token: unknown,
  secret: SigningSecrets,
): Promise<NewsletterLinkOutcome> {
  const verified = typeof token === 'string' ? verifyNewsletterToken('newsletter-unsubscribe', token, secret) : null;
  if (!verified) return 'invalid';
  const subscriber = await em.findOne(NewsletterSubscriber, { id: verified.sid });
  if (!subscriber) return 'invalid';
  if (subscriber.status !== 'unsubscribed') {
    subscriber.status = 'unsubscribed';
    subscriber.unsubscribedAt = new Date();
    await em.flush();
  }
  return 'unsubscribed';
}
