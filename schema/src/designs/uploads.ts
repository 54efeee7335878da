/** Design upload limits (customer-area §2 and §5). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_MB = 10;
export const MIN_DPI = 300;

export const UPLOAD_FILE_TYPES = [
  { label: 'PNG', extension: '.png', mimeType: 'image/png' },
  { label: 'JPG', extension: '.jpg', mimeType: 'image/jpeg' },
  { label: 'SVG', extension: '.svg', mimeType: 'image/svg+xml' },
  { label: 'PDF', extension: '.pdf', mimeType: 'application/pdf' },
] as const;

export const UPLOAD_MIME_TYPES: readonly string[] = UPLOAD_FILE_TYPES.map((type) => type.mimeType);
/** For an <input accept>: also .jpeg. */
export const UPLOAD_ACCEPT = '.png,.jpg,.jpeg,.svg,.pdf,image/png,image/jpeg,image/svg+xml,application/pdf';
export const COLOUR_MODES = ['CMYK', 'RGB'] as const;

/** The guidance lines of the designs tab. */
export const UPLOAD_GUIDANCE = [
  'Filformater: PNG, JPG, SVG, PDF',
  `Maks ${MAX_UPLOAD_MB}MB per fil`,
  `Minimum ${MIN_DPI} DPI`,
  'Farger: CMYK eller RGB',
] as const;

export function isAllowedUploadType(mimeType: string): boolean {
  return UPLOAD_MIME_TYPES.includes(mimeType);
}
