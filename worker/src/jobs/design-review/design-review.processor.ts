import { formatDateNb } from '@russ/schema/common/dates';
import type { JOBS, JobPayload } from '@russ/schema/jobs/jobs';
import { Design, DesignFile, Member } from '@russ/api/db';
import { missingRow, type MailJobContext, type MailJobHandler, type MailPlan } from '../../mail/mail-job.js';

/**
 * The mails of design review (admin §6, §15). To the customer: a proof to answer (`Last opp korrektur`), the
 * design approved (`Godkjenn`), rejected with staff's reason (`Avvis`), in production (`Sett i produksjon`). To the
 * shop: the customer asked for changes to a proof (`Be om endringer`), with the note; replying reaches the
 * customer. Each loads the design by id and reads the reason and the note from the design as it is when sent.
 */

type CustomerStep = 'approved' | 'rejected' | 'in-production';

const SUBJECTS: Record<CustomerStep, (name: string) => string> = {
  approved: (name) => `Designet ditt er godkjent – ${name}`,
  rejected: (name) => `Designet ditt trenger endringer – ${name}`,
  'in-production': (name) => `Designet ditt er satt i produksjon – ${name}`,
};

async function loadDesign(em: MailJobContext['em'], designId: number) {
  const design = await em.findOne(Design, { id: designId });
  if (!design) throw missingRow('Design', designId);
  const email = design.memberEmail.toLowerCase();
  const member = await em.findOne(Member, { email }, { fields: ['firstName', 'lastName'] });
  return { design, email, member };
}

const designsUrl = (publicUrl: string) => `${publicUrl}/customer-dashboard?tab=designs`;

async function customerStepMail(step: CustomerStep, designId: number, ctx: MailJobContext): Promise<MailPlan> {
  const { em, renderer, config } = ctx;
  const { design, email, member } = await loadDesign(em, designId);
  if (step === 'rejected' && !design.notes) return { skip: `design ${designId} has no rejection reason` };
  const subject = SUBJECTS[step](design.name);
  return {
    send: {
      to: email,
      subject,
      ...renderer.render(`design-review/design-${step}`, subject, {
        firstName: member?.firstName ?? null,
        designName: design.name,
        notes: design.notes ?? '',
        dashboardUrl: designsUrl(config.publicUrl),
      }),
    },
  };
}

export const designApprovedMail: MailJobHandler<typeof JOBS.designApproved> = ({ designId }, ctx) =>
  customerStepMail('approved', designId, ctx);
export const designRejectedMail: MailJobHandler<typeof JOBS.designRejected> = ({ designId }, ctx) =>
  customerStepMail('rejected', designId, ctx);
export const designInProductionMail: MailJobHandler<typeof JOBS.designInProduction> = ({ designId }, ctx) =>
  customerStepMail('in-production', designId, ctx);

/** The shop's proof: version, file name and the message, with a link to the designs tab to answer it. */
export const designProofUploadedMail: MailJobHandler<typeof JOBS.designProofUploaded> = async (
  { designId, designFileId }: JobPayload<typeof JOBS.designProofUploaded>,
  { em, renderer, config },
) => {
  const { design, email, member } = await loadDesign(em, designId);
  const proof = await em.findOne(DesignFile, { id: designFileId, design: designId });
  if (!proof) throw missingRow('DesignFile', designFileId);
  const subject = `Ny korrektur til godkjenning – ${design.name}`;
  return {
    send: {
      to: email,
      subject,
      ...renderer.render('design-review/design-proof-uploaded', subject, {
        firstName: member?.firstName ?? null,
        designName: design.name,
        version: proof.version,
        fileName: proof.fileName,
        message: proof.proofMessage ?? '',
        uploadedAt: formatDateNb(proof.uploadedAt, 'long-datetime'),
        dashboardUrl: designsUrl(config.publicUrl),
      }),
    },
  };
};

/** The shop's notice (SHOP_EMAIL): the customer asked for changes to the proof, with their note. */
export const designChangesRequestedMail: MailJobHandler<typeof JOBS.designChangesRequested> = async (
  { designId },
  { em, renderer, config },
) => {
  const { design, email, member } = await loadDesign(em, designId);
  if (!design.changeRequest) return { skip: `design ${designId} has no open change request` };
  const customerName = member ? `${member.firstName} ${member.lastName}`.trim() : email;
  const subject = `Kunden ber om endringer i korrekturen – ${design.name}`;
  return {
    send: {
      to: config.shop.email,
      replyTo: email,
      subject,
      ...renderer.render('design-review/design-changes-requested', subject, {
        customerName,
        email,
        designName: design.name,
        note: design.changeRequest,
        requestedAt: formatDateNb(design.changeRequestedAt ?? new Date(), 'long-datetime'),
        adminUrl: `${config.publicUrl}/admin/designs/${design.id}`,
      }),
    },
  };
};
