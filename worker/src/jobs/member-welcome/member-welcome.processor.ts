import type { JOBS } from '@russ/schema/jobs/jobs';
import { Member } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/** Welcomes a new community member, lists the membership benefits and explains the password-free login. */
export const memberWelcomeMail: MailJobHandler<typeof JOBS.memberWelcome> = async (
  { memberId },
  { em, renderer, config },
) => {
  const member = await em.findOne(Member, { id: memberId });
  if (!member) throw missingRow('Member', memberId);
  const subject = `Velkommen til ${config.shop.name} Family!`;
  return {
    send: {
      to: member.email,
      subject,
      ...renderer.render('member-welcome/member-welcome', subject, {
        firstName: member.firstName,
        email: member.email,
        loginUrl: `${config.publicUrl}/login`,
        productsUrl: `${config.publicUrl}/products`,
      }),
    },
  };
};
