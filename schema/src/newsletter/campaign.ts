import { z } from 'zod';
import type { StatusTone } from '../common/status-tone.js';

/** Newsletter campaign states (admin §11). */
export const CAMPAIGN_STATUSES = ['draft', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Utkast',
  sending: 'Sender',
  paused: 'Pauset',
  sent: 'Sendt',
  cancelled: 'Avbrutt',
};

export const CAMPAIGN_STATUS_TONES: Record<CampaignStatus, StatusTone> = {
  draft: 'neutral',
  sending: 'progress',
  paused: 'warning',
  sent: 'success',
  cancelled: 'danger',
};

/**
 * Who gets a campaign: every confirmed subscriber, or the members of one graduation year ('Avgangskull') or one
 * school ('Skole') who get the shop's news (their 'E-postvarsler' setting is on). Nobody unsubscribed is mailed.
 */
export const CAMPAIGN_AUDIENCES = ['subscribers', 'graduationYear', 'school'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

export const CAMPAIGN_AUDIENCE_LABELS: Record<CampaignAudience, string> = {
  subscribers: 'Alle bekreftede abonnenter',
  graduationYear: 'Avgangskull',
  school: 'Skole',
};

/** One recipient's delivery state (`newsletter_campaign_recipients.state`). */
export const CAMPAIGN_RECIPIENT_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type CampaignRecipientState = (typeof CAMPAIGN_RECIPIENT_STATES)[number];

/** Which campaign actions each status allows (the console offers only these; the API refuses the rest). */
export const CAMPAIGN_ACTIONS: Record<CampaignStatus, readonly ('edit' | 'send' | 'pause' | 'resume' | 'cancel')[]> = {
  draft: ['edit', 'send'],
  sending: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  sent: [],
  cancelled: [],
};

export const CAMPAIGN_LIMITS = { subject: 200, body: 50_000, audienceValue: 120 } as const;

export const CAMPAIGN_MESSAGES = {
  subject: 'Skriv et emne',
  subjectTooLong: `Emnet kan ha høyst ${CAMPAIGN_LIMITS.subject} tegn`,
  body: 'Skriv innholdet i nyhetsbrevet',
  bodyTooLong: `Innholdet kan ha høyst ${CAMPAIGN_LIMITS.body} tegn`,
  audience: 'Velg mottakere',
  graduationYear: 'Skriv et avgangskull (årstall, f.eks. 2027)',
  school: 'Skriv navnet på skolen',
  notFound: 'Kampanjen finnes ikke',
  notDraft: 'Bare et utkast kan endres eller sendes',
  notSending: 'Bare en kampanje som sendes kan pauses',
  notPaused: 'Bare en pauset kampanje kan fortsette',
  notCancellable: 'Kampanjen er allerede ferdig',
  noRecipients: 'Kampanjen har ingen mottakere',
  noStaffEmail: 'Du har ingen e-postadresse registrert, så testmailen kan ikke sendes',
} as const;

const M = CAMPAIGN_MESSAGES;

/** The campaign form ('Ny kampanje'): 'Emne', 'Innhold' (markdown), 'Mottakere' (+ year or school). */
export const campaignFormInput = z
  .object({
    subject: z
      .string({ error: M.subject })
      .trim()
      .min(1, { error: M.subject })
      .max(CAMPAIGN_LIMITS.subject, { error: M.subjectTooLong }),
    body: z
      .string({ error: M.body })
      .refine((text) => text.trim().length > 0, { error: M.body })
      .refine((text) => text.length <= CAMPAIGN_LIMITS.body, { error: M.bodyTooLong }),
    audience: z.enum(CAMPAIGN_AUDIENCES, { error: M.audience }),
    audienceValue: z
      .string()
      .trim()
      .max(CAMPAIGN_LIMITS.audienceValue)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((input, ctx) => {
    if (input.audience === 'graduationYear' && !(input.audienceValue && /^\d{4}$/.test(input.audienceValue))) {
      ctx.addIssue({ code: 'custom', path: ['audienceValue'], message: M.graduationYear });
    }
    if (input.audience === 'school' && !input.audienceValue) {
      ctx.addIssue({ code: 'custom', path: ['audienceValue'], message: M.school });
    }
  })
  .transform((input) => ({ ...input, audienceValue: input.audience === 'subscribers' ? null : input.audienceValue }));

export type CampaignFormInput = z.output<typeof campaignFormInput>;

/** 'Mottakere' as one line: 'Alle bekreftede abonnenter', 'Avgangskull 2027', 'Skole: Oslo katedralskole'. */
export function audienceText(audience: CampaignAudience, value: string | null): string {
  if (audience === 'graduationYear') return `Avgangskull ${value ?? ''}`.trim();
  if (audience === 'school') return `Skole: ${value ?? ''}`;
  return CAMPAIGN_AUDIENCE_LABELS.subscribers;
}
