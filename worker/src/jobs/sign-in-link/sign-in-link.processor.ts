import { formatDateNb } from '@russ/schema/common/dates';
import { type EntityManager, Member, Quote, SignInToken, signSignInLinkToken } from '@russ/api/db';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/**
 * Mails the sign-in link for a requested token. The api answers every request the same way, so this is where
 * members and non-members part: a member gets the single-use link, and so does an address with an open quote (the
 * quote mail sends the customer through the usual sign-in to answer it); any other address a note that no
 * membership was found, with the way to join, and a deactivated member (admin §9) a note that the account is
 * deactivated, without a link. A token already used or expired is not mailed at all.
 */
export const signInLinkMail: MailJobHandler<typeof JOBS.signInLink> = async (
  { signInTokenId },
  { em, renderer, config, now },
) => {
  const token = await em.findOne(SignInToken, { id: signInTokenId });
  if (!token) throw missingRow('Sign-in token', signInTokenId);
  if (token.usedAt) return { skip: `sign-in token ${token.id} was already used` };
  if (token.expiresAt.getTime() <= now.getTime()) return { skip: `sign-in token ${token.id} has expired` };

  const email = token.email.toLowerCase();
  const member = await em.findOne(Member, { email });
  if (member?.isActive === 'false') {
    const subject = `Innlogging hos ${config.shop.name}`;
    return {
      send: { to: email, subject, ...renderer.render('sign-in-link/deactivated', subject, { email }) },
    };
  }
  if (!member && !(await hasOpenQuote(em, email, now))) {
    const subject = `Innlogging hos ${config.shop.name}`;
    return {
      send: {
        to: email,
        subject,
        ...renderer.render('sign-in-link/no-membership', subject, {
          email,
          communityUrl: `${config.publicUrl}/community`,
        }),
      },
    };
  }

  const linkToken = signSignInLinkToken({ id: token.id, expiresAt: token.expiresAt }, config.sessionSecret);
  const subject = `Din innloggingslenke til ${config.shop.name}`;
  return {
    send: {
      to: email,
      subject,
      ...renderer.render('sign-in-link/sign-in-link', subject, {
        firstName: member?.firstName ?? '',
        signInUrl: `${config.publicUrl}/api/auth/verify?token=${encodeURIComponent(linkToken)}`,
        validMinutes: Math.max(1, Math.ceil((token.expiresAt.getTime() - now.getTime()) / 60_000)),
        validUntil: formatDateNb(token.expiresAt, 'long-datetime'),
      }),
    },
  };
};

/** Whether the address has a sent quote it can still answer (latest version, still valid). */
async function hasOpenQuote(em: EntityManager, address: string, now: Date): Promise<boolean> {
  const open = await em.count(Quote, {
    customerEmail: address,
    status: 'sent',
    replacedById: null,
    validUntil: { $gt: now },
  });
  return open > 0;
}
