// Kept free of zod so the storefront can use the rules and messages without loading the validators.
import { DESIGN_STATUS_LABELS, type DesignStatus } from './design-status.js';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_FILE_TYPES } from './uploads.js';

const MB = 1024 * 1024;

/**
 * `svgElements`: an SVG with more elements is refused (checking it would cost too much memory and time);
 * `svgBytes`: the largest SVG (it is parsed whole, unlike a raster); `checkSeconds`: the longest a file's check
 * (SVG sanitizing, PDF parsing) may run before the upload is refused.
 */
export const DESIGN_LIMITS = {
  name: 120,
  description: 2000,
  fileName: 200,
  svgElements: 10_000,
  svgBytes: 5 * MB,
  checkSeconds: 30,
} as const;

/**
 * What one member may keep and how fast they may upload (security review, issue 17): designs, versions of one
 * design, bytes of every version of every design together, uploads per minute and uploads at the same time.
 */
export const DESIGN_QUOTAS = {
  designs: 50,
  versionsPerDesign: 20,
  totalBytes: 200 * MB,
  uploadsPerMinute: 10,
  concurrentUploads: 1,
} as const;

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
  svgTooLarge: `SVG-filen er for stor (maks ${DESIGN_LIMITS.svgBytes / MB} MB). Last den opp som PDF eller PNG i stedet.`,
  fileUnreadable: 'Filen kunne ikke leses. Sjekk at den ikke er skadet, og prøv igjen.',
  checkTimedOut:
    'Det tok for lang tid å kontrollere filen, så den ble ikke lagret. Last den opp som PNG eller PDF i stedet.',
  tooManyDesigns: `Du kan ha høyst ${DESIGN_QUOTAS.designs} design. Ta kontakt med oss hvis du trenger flere.`,
  tooManyVersions: `Et design kan ha høyst ${DESIGN_QUOTAS.versionsPerDesign} versjoner. Lag et nytt design for ny grafikk.`,
  storageFull: `Designene dine kan til sammen være høyst ${DESIGN_QUOTAS.totalBytes / MB} MB, og denne filen får ikke plass.`,
  uploadRate: 'Du har lastet opp mange filer på kort tid. Vent et minutt og prøv igjen.',
  uploadBusy: 'Vent til den forrige opplastingen er ferdig før du laster opp en ny fil.',
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
 * sent, else the message to show. Type by extension or declared type, size against the 10 MB limit (5 MB for SVG).
 */
export function checkDesignFile(file: { name: string; size: number; type?: string }): string | null {
  const typeOk = ACCEPTED_EXTENSIONS.includes(extensionOf(file.name)) || ACCEPTED_MIME_TYPES.includes(file.type ?? '');
  if (!typeOk) return DESIGN_MESSAGES.fileType;
  if (file.size > MAX_UPLOAD_BYTES) return DESIGN_MESSAGES.fileTooLarge;
  const svg = extensionOf(file.name) === '.svg' || file.type === 'image/svg+xml';
  if (svg && file.size > DESIGN_LIMITS.svgBytes) return DESIGN_MESSAGES.svgTooLarge;
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
