// Kept free of zod so the storefront can use the rules and messages without loading the validators.
import { DESIGN_STATUS_LABELS, type DesignStatus } from '../domain/design-status.js';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_FILE_TYPES } from '../domain/uploads.js';

/** `svgElements`: an SVG with more elements is refused (checking it would cost too much memory and time). */
export const DESIGN_LIMITS = { name: 120, description: 2000, fileName: 200, svgElements: 10_000 } as const;

/** Every Norwegian message the design features show (api answers, validators, the designs tab). */
export const DESIGN_MESSAGES = {
  nameRequired: 'Navn er påkrevd',
  nameTooLong: 'Navnet er for langt',
  descriptionTooLong: 'Beskrivelsen er for lang',
  fileTooLarge: `Filen er for stor (maks ${MAX_UPLOAD_MB} MB)`,
  fileType: 'Filtypen støttes ikke. Bruk PNG, JPG, SVG eller PDF.',
  fileMissing: 'Velg en fil å laste opp',
  fileEmpty: 'Filen er tom',
  oneFileOnly: 'Last opp én fil om gangen',
  svgTooComplex: 'SVG-filen er for kompleks (over 10 000 elementer). Last den opp som PDF eller PNG i stedet.',
  notFound: 'Fant ikke designet',
  fileNotFound: 'Fant ikke filen',
  inProduction: 'Designet er i produksjon og kan ikke endres',
  submitNeedsFile: 'Last opp en fil før du sender designet til godkjenning',
  customerOnly: 'Bare kunden selv kan endre designet. Ansatte behandler design i administrasjonen.',
} as const;

/** The message for a refused submit: only drafts go to review (draft → pending). */
export function submitRefusedMessage(status: DesignStatus): string {
  if (status === 'pending') return 'Designet er allerede sendt til godkjenning';
  return `Bare utkast kan sendes til godkjenning. Dette designet har status «${DESIGN_STATUS_LABELS[status]}».`;
}

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot).toLowerCase() : '';
};

const ACCEPTED_EXTENSIONS: readonly string[] = [...UPLOAD_FILE_TYPES.map((t) => t.extension), '.jpeg'];
const ACCEPTED_MIME_TYPES: readonly string[] = UPLOAD_FILE_TYPES.map((t) => t.mimeType);

/**
 * The browser's check before an upload starts (the server checks again, by content): null when the file may be
 * sent, else the message to show. Type by extension or declared type, size against the 10 MB limit.
 */
export function checkDesignFile(file: { name: string; size: number; type?: string }): string | null {
  const typeOk = ACCEPTED_EXTENSIONS.includes(extensionOf(file.name)) || ACCEPTED_MIME_TYPES.includes(file.type ?? '');
  if (!typeOk) return DESIGN_MESSAGES.fileType;
  if (file.size > MAX_UPLOAD_BYTES) return DESIGN_MESSAGES.fileTooLarge;
  if (file.size === 0) return DESIGN_MESSAGES.fileEmpty;
  return null;
}

/** '2,4 MB' / '48 kB' for a byte count. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / (1024 * 1024)).toLocaleString('nb-NO', { maximumFractionDigits: 1 })} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('nb-NO')} kB`;
}
