// Kept free of zod so the storefront can use the rules and messages without loading the validators.
import { COLOUR_OPTIONS, OTHER_COLOUR_NAMES, colourLabel } from '../catalog/colours.js';
import { SIZES, SIZE_RANGES } from '../catalog/sizes.js';
import { endOfDayInOslo } from '../common/dates.js';

/** Every Norwegian message the group features show, in one place (api answers, validators, the groups tab). */
export const GROUP_MESSAGES = {
  nameRequired: 'Gruppenavn er påkrevd',
  nameTooLong: 'Gruppenavnet er for langt',
  schoolTooLong: 'Skolenavnet er for langt',
  graduationYear: 'Avgangsår må være fire siffer, for eksempel 2026',
  invalidDeadline: 'Ugyldig frist',
  deadlineInPast: 'Fristen må være frem i tid',
  maxMembers: 'Maks antall medlemmer må være et positivt tall',
  maxMembersTooHigh: 'Maks antall medlemmer kan være høyst 1000',
  descriptionTooLong: 'Beskrivelsen er for lang',
  invalidStatus: 'Velg en gyldig status',
  invalidInviteCode: 'Ugyldig invitasjonskode',
  invalidEmail: 'Ugyldig e-postadresse',
  deadlinePassed: 'Fristen for denne gruppen har gått ut',
  full: 'Gruppen er full',
  archived: 'Gruppen er arkivert',
  archivedByStaff: 'Gruppen er arkivert av oss og kan ikke åpnes igjen. Ta kontakt med oss hvis dere trenger den.',
  notOpen: 'Gruppen er ikke åpnet for nye medlemmer ennå',
  tooManyAttempts: 'For mange forsøk. Prøv igjen senere.',
  tooManyInvitations: 'For mange invitasjoner. Prøv igjen senere.',
  alreadyMember: 'Du er allerede medlem av gruppen',
  youAreCoordinator: 'Du er koordinator for denne gruppen',
  inviteeIsMember: 'Personen er allerede medlem av gruppen',
  inviteeIsCoordinator: 'Koordinatoren er allerede med i gruppen',
  submissionsLocked: 'Innsendingen er stengt – fristen har gått ut',
  notMember: 'Du må bli medlem av gruppen før du kan sende inn størrelser',
  productRequired: 'Velg et produkt',
  unknownProduct: 'Produktet finnes ikke i katalogen',
  sizeRequired: 'Velg en gyldig størrelse',
  colourRequired: 'Velg en gyldig farge',
  quantityMin: 'Antall må være minst 1',
  quantityMax: 'Antall kan være høyst 50',
  printNameTooLong: 'Navnet på trykket kan ha høyst 40 tegn',
  notesTooLong: 'Kommentaren er for lang',
  itemsRequired: 'Legg til minst ett produkt',
  itemsTooMany: 'Høyst 20 produkter per innsending',
  nothingToSend: 'Ingen størrelser er sendt inn ennå',
} as const;

export const GROUP_LIMITS = {
  name: 100,
  school: 200,
  description: 1000,
  maxMembers: 1000,
  printName: 40,
  notes: 500,
  quantity: 50,
  items: 20,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Invite codes

/**
 * Invite codes are drawn from 31 characters that cannot be mistaken for each other when read aloud or off a
 * screen (no 0/O, 1/I/L). 12 of them give 31^12 ≈ 7.9 × 10^17 codes: with join attempts rate-limited, guessing
 * one is hopeless.
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 12;

/**
 * What a typed or pasted code is compared as: spaces and dashes dropped, upper-case. Older codes (the seeded
 * 'NATT2025') may use other letters and digits, so the check is only `[A-Z0-9]{4,32}`.
 */
export function normaliseInviteCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export function isWellFormedInviteCode(code: string): boolean {
  return /^[A-Z0-9]{4,32}$/.test(code);
}

/** The link a code is shared as (mail, share link, QR code); `origin` without a trailing slash. */
export function groupJoinUrl(origin: string, inviteCode: string): string {
  return `${origin.replace(/\/+$/, '')}/customer-dashboard?tab=groups&join=${encodeURIComponent(inviteCode)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Deadlines

/**
 * Reads a deadline as forms and API clients send it: empty → null (no deadline), 'YYYY-MM-DD' → end of that day
 * in Oslo, an ISO date-time → that instant. `undefined` for anything else (an invalid deadline).
 */
export function parseDeadline(value: unknown): Date | null | undefined {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return null;
  const day = endOfDayInOslo(text);
  if (day) return day;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** Deadlines outside these years are typing mistakes, not plans. */
export const DEADLINE_YEARS = { min: 2000, max: 2100 } as const;

/** Size submissions (and joining) close when the deadline has passed; a group without one never closes. */
export function isDeadlinePassed(deadline: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (deadline == null) return false;
  return now.getTime() > new Date(deadline).getTime();
}

// ---------------------------------------------------------------------------------------------------------
// Sizes and colours a member can submit

/** Every size the catalogue uses, smallest first (size guides XXS–XXL, dresses up to 3XL, one-size accessories). */
export const SUBMISSION_SIZES: readonly string[] = [
  ...new Set<string>([...SIZES, ...SIZE_RANGES.dressAndSnekker, ...SIZE_RANGES.bandana]),
];

/** Colour values a member can pick: the seven swatches first, then the other colours products come in. */
export const SUBMISSION_COLOURS: readonly string[] = [
  ...COLOUR_OPTIONS.map((option) => option.value),
  ...Object.keys(OTHER_COLOUR_NAMES),
];

export function isSubmissionSize(value: string): boolean {
  return SUBMISSION_SIZES.includes(value);
}

export function isSubmissionColour(value: string): boolean {
  return SUBMISSION_COLOURS.includes(value);
}

/** Position of a size in SUBMISSION_SIZES order; unknown sizes after the known ones, a missing size last. */
export function sizeSortKey(size: string | null | undefined): number {
  if (size == null || size === '') return SUBMISSION_SIZES.length + 1;
  const index = SUBMISSION_SIZES.indexOf(size);
  return index === -1 ? SUBMISSION_SIZES.length : index;
}

export { colourLabel };

/** Shown in a matrix or CSV for a line without size or colour (an accessory). */
export const NO_VALUE_LABEL = '–';
