import { z } from 'zod';
import { optionalText as optionalTextField, emailField, requiredText } from '../common/field.validators.js';
import { GROUP_STATUSES } from './group-status.js';
import {
  DEADLINE_YEARS,
  GROUP_LIMITS,
  GROUP_MESSAGES as M,
  isSubmissionColour,
  isSubmissionSize,
  isWellFormedInviteCode,
  normaliseInviteCode,
  parseDeadline,
} from './group-rules.js';
import { GROUP_STAFF_MESSAGES } from './group-staff-rules.js';

export { GROUP_MESSAGES, GROUP_LIMITS } from './group-rules.js';

/** Optional trimmed text: empty or missing → null; a value that is not text reads 'Ugyldig verdi'. */
const optionalText = (max: number, tooLong: string) => optionalTextField(max, tooLong, 'Ugyldig verdi');

const graduationYear = z
  .union([z.string(), z.number()], { error: M.graduationYear })
  .nullish()
  .transform((value) => (value == null ? '' : String(value).trim()))
  .refine((value) => value === '' || /^\d{4}$/.test(value), { error: M.graduationYear })
  .transform((value) => (value === '' ? null : value));

/** 'YYYY-MM-DD' (end of that day in Oslo), an ISO date-time, or empty for no deadline. */
const deadline = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const parsed = parseDeadline(value);
    const year = parsed?.getUTCFullYear();
    if (parsed === undefined || (year !== undefined && (year < DEADLINE_YEARS.min || year > DEADLINE_YEARS.max))) {
      ctx.addIssue({ code: 'custom', message: M.invalidDeadline });
      return z.NEVER;
    }
    return parsed;
  });

/** Empty means unlimited ('Ubegrenset'); otherwise a whole number from 1. */
const maxMembers = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
    if (!Number.isInteger(n) || n < 1) {
      ctx.addIssue({ code: 'custom', message: M.maxMembers });
      return z.NEVER;
    }
    if (n > GROUP_LIMITS.maxMembers) {
      ctx.addIssue({ code: 'custom', message: M.maxMembersTooHigh });
      return z.NEVER;
    }
    return n;
  });

const groupFields = {
  name: requiredText(GROUP_LIMITS.name, M.nameRequired, M.nameTooLong),
  school: optionalText(GROUP_LIMITS.school, M.schoolTooLong),
  graduationYear,
  deadline,
  maxMembers,
  description: optionalText(GROUP_LIMITS.description, M.descriptionTooLong),
};

/** Creating a group (createGroup). The deadline must not have passed already. */
export const createGroupInput = z.object(groupFields);

/** Editing a group (updateGroup): the same fields plus the status; a past deadline closes submissions at once. */
export const updateGroupInput = z.object({
  ...groupFields,
  status: z.enum(GROUP_STATUSES, { error: M.invalidStatus }),
});

export type CreateGroupInput = z.input<typeof createGroupInput>;
export type CreateGroupData = z.output<typeof createGroupInput>;
export type UpdateGroupInput = z.input<typeof updateGroupInput>;
export type UpdateGroupData = z.output<typeof updateGroupInput>;

/** A typed or pasted invite code: spaces and dashes are ignored, letters compared upper-case. */
export const inviteCode = z
  .string({ error: M.invalidInviteCode })
  .max(64, { error: M.invalidInviteCode })
  .transform(normaliseInviteCode)
  .refine(isWellFormedInviteCode, { error: M.invalidInviteCode });

export const joinGroupInput = z.object({ inviteCode });

/** Inviting someone by e-mail (stored lower-case, like memberships). */
export const inviteGroupMemberInput = z.object({
  email: emailField(M.invalidEmail),
});

/** One product line of a size submission. */
export const sizeLineInput = z.object({
  productId: z.coerce
    .number({ error: M.productRequired })
    .int({ error: M.productRequired })
    .positive({ error: M.productRequired }),
  size: z.string({ error: M.sizeRequired }).trim().refine(isSubmissionSize, { error: M.sizeRequired }),
  color: z.string({ error: M.colourRequired }).trim().refine(isSubmissionColour, { error: M.colourRequired }),
  quantity: z.coerce
    .number({ error: M.quantityMin })
    .int({ error: M.quantityMin })
    .min(1, { error: M.quantityMin })
    .max(GROUP_LIMITS.quantity, { error: M.quantityMax }),
  printName: optionalText(GROUP_LIMITS.printName, M.printNameTooLong),
});

/** A member's sizes for one group: every product line, plus an optional comment. */
export const sizeSubmissionInput = z.object({
  items: z
    .array(sizeLineInput, { error: M.itemsRequired })
    .min(1, { error: M.itemsRequired })
    .max(GROUP_LIMITS.items, { error: M.itemsTooMany }),
  notes: optionalText(GROUP_LIMITS.notes, M.notesTooLong),
});

export type SizeLineInput = z.input<typeof sizeLineInput>;
export type SizeLineData = z.output<typeof sizeLineInput>;
export type SizeSubmissionInput = z.input<typeof sizeSubmissionInput>;
export type SizeSubmissionData = z.output<typeof sizeSubmissionInput>;

/** `Forleng frist` (admin §7): the new deadline, 'YYYY-MM-DD' (end of that day in Oslo) or an ISO date-time. */
export const extendGroupDeadlineInput = z.object({
  deadline: z.unknown().transform((value, ctx) => {
    const parsed = parseDeadline(value);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: GROUP_STAFF_MESSAGES.deadlineRequired });
      return z.NEVER;
    }
    const year = parsed?.getUTCFullYear();
    if (parsed === undefined || year! < DEADLINE_YEARS.min || year! > DEADLINE_YEARS.max) {
      ctx.addIssue({ code: 'custom', message: M.invalidDeadline });
      return z.NEVER;
    }
    return parsed;
  }),
});
