import { z } from 'zod';
import { DESIGN_LIMITS, DESIGN_MESSAGES as M } from './design-rules.js';
import { DESIGN_REVIEW_LIMITS, DESIGN_REVIEW_MESSAGES as R } from './design-review.js';

export { DESIGN_LIMITS, DESIGN_MESSAGES, checkDesignFile, submitRefusedMessage } from './design-rules.js';

const name = z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }).max(DESIGN_LIMITS.name, {
  error: M.nameTooLong,
});

/** Optional; empty or missing → null. */
const description = z
  .string({ error: M.descriptionTooLong })
  .trim()
  .max(DESIGN_LIMITS.description, { error: M.descriptionTooLong })
  .nullish()
  .transform((value) => (value ? value : null));

/** A new design (the text fields of POST /api/customer/designs; the file is checked by content on the server). */
export const createDesignInput = z.object({ name, description });

/** The updateDesign mutation: name and description (a new version is an upload). */
export const updateDesignInput = z.object({ name, description });

export type CreateDesignInput = z.input<typeof createDesignInput>;
export type CreateDesignData = z.output<typeof createDesignInput>;
export type UpdateDesignInput = z.input<typeof updateDesignInput>;
export type UpdateDesignData = z.output<typeof updateDesignInput>;

const reviewText = (min: number, max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(min, { error: required }).max(max, { error: tooLong });

/** `Avvis` ('Begrunnelse', required: shown to the customer as the design's notes and mailed). */
export const rejectDesignInput = z.object({
  reason: reviewText(
    DESIGN_REVIEW_LIMITS.reason.min,
    DESIGN_REVIEW_LIMITS.reason.max,
    R.reasonRequired,
    R.reasonTooLong,
  ),
});

/** `Last opp korrektur`: 'Melding til kunden' (optional; the file is checked by content on the server). */
export const uploadProofInput = z.object({
  message: z
    .string({ error: R.messageTooLong })
    .trim()
    .max(DESIGN_REVIEW_LIMITS.message, { error: R.messageTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
});

/** `Be om endringer`: what the customer wants changed (required). */
export const requestDesignChangesInput = z.object({
  note: reviewText(
    DESIGN_REVIEW_LIMITS.changeRequest.min,
    DESIGN_REVIEW_LIMITS.changeRequest.max,
    R.changeRequestRequired,
    R.changeRequestTooLong,
  ),
});
