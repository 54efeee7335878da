import { z } from 'zod';
import { DESIGN_LIMITS, DESIGN_MESSAGES as M } from './design-rules.js';

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
