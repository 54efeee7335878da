import path from 'node:path';
import { DESIGN_LIMITS } from '@russ/schema/designs/design-rules';
import sharp from 'sharp';
import { TaskTimedOut, ThreadPool } from '../../infra/thread-pool.js';
import type { PdfCheck } from './pdf-check.worker.js';
import type { SvgCheck as SvgWorkerCheck } from './svg-sanitizer.worker.js';

/**
 * What an uploaded design file really is, decided from its bytes (never from its name or the browser's declared
 * type), and how an SVG is made safe before it is stored.
 */

export type DesignFileType = 'image/png' | 'image/jpeg' | 'application/pdf' | 'image/svg+xml';

/** How many leading bytes `sniffDesignFile` wants to see. */
export const SNIFF_BYTES = 512;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-', 'latin1');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const startsWith = (head: Buffer, magic: Buffer) =>
  head.length >= magic.length && head.subarray(0, magic.length).equals(magic);

/**
 * The type of a file from its first bytes: PNG, JPEG and PDF by their magic numbers; 'maybe-svg' for text that
 * opens with '<' (whether it is a well-formed SVG is decided by `sanitizeSvg` on the whole file); null for
 * anything else.
 */
export function sniffDesignFile(head: Buffer): Exclude<DesignFileType, 'image/svg+xml'> | 'maybe-svg' | null {
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, PDF)) return 'application/pdf';
  const text = startsWith(head, UTF8_BOM) ? head.subarray(UTF8_BOM.length) : head;
  const first = text.findIndex((byte) => byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d);
  return first >= 0 && text[first] === 0x3c /* < */ ? 'maybe-svg' : null;
}

/**
 * Checking a file's content runs on worker threads: jsdom takes up to about a second of CPU on a large SVG and a
 * hostile PDF can keep pdf.js busy, which must not stall every other request. Every check has a deadline
 * (DESIGN_LIMITS.checkSeconds) after which its thread is terminated and the upload refused ('timed-out'), so no
 * file can hold a thread for longer. The SVG pool has up to 2 threads with 512 MB heap each, so a hostile file
 * can only kill its own thread (its upload is then refused as not an SVG); PDFs get one thread of their own.
 */
// From source (swc-node, vitest) the worker modules are the .ts files; from the build (dist/) the compiled .js.
const workerExtension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
const taskTimeoutMs = DESIGN_LIMITS.checkSeconds * 1000;
const svgSanitizer = new ThreadPool<Uint8Array, SvgWorkerCheck>(
  new URL(`./svg-sanitizer.worker.${workerExtension}`, import.meta.url),
  { maxThreads: 2, maxOldGenerationSizeMb: 512, taskTimeoutMs },
);
const pdfChecker = new ThreadPool<Uint8Array, PdfCheck>(
  new URL(`./pdf-check.worker.${workerExtension}`, import.meta.url),
  { maxThreads: 1, maxOldGenerationSizeMb: 512, taskTimeoutMs },
);

/** Holds the checking threads until the returned function is called (buildApp releases them on close). */
export const retainSvgSanitizer = (): (() => Promise<void>) => {
  const releases = [svgSanitizer.retain(), pdfChecker.retain()];
  return async () => {
    await Promise.all(releases.map((release) => release()));
  };
};

/** Sanitizer threads alive now (none before the first SVG, after the idle timeout and after the last app closed). */
export const svgSanitizerThreads = (): number => svgSanitizer.threadCount;

/** The result of a check; 'timed-out' when it ran past the deadline and its thread was ended. */
export type SvgCheck = SvgWorkerCheck | { ok: false; reason: 'timed-out' };
export type ContentCheck = { ok: true } | { ok: false; reason: 'unreadable' | 'timed-out' };

const asTask = (bytes: Buffer) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Makes an uploaded SVG safe to store and serve: it must be UTF-8, well-formed XML whose root element is <svg>
 * (no entity declarations) with at most DESIGN_LIMITS.svgElements elements (parsing costs memory and time in
 * proportion). Scripts, event handlers, javascript: and other external links, <foreignObject>, elements from other
 * namespaces, animation elements and CSS that loads anything are removed (DOMPurify's SVG profile on the jsdom
 * document, then a pass for references out of the document), and the result is serialized as XML again. The
 * work happens on a worker thread within the deadline; this only waits for it.
 */
export async function sanitizeSvg(bytes: Buffer): Promise<SvgCheck> {
  let checked: SvgWorkerCheck;
  try {
    checked = await svgSanitizer.run(asTask(bytes));
  } catch (error) {
    if (error instanceof TaskTimedOut) return { ok: false, reason: 'timed-out' };
    return { ok: false, reason: 'not-svg' }; // the thread died on it (e.g. out of memory)
  }
  if (!checked.ok) return checked;
  // Structured cloning hands a Buffer back as a plain Uint8Array.
  const svg = checked.svg as Uint8Array;
  return { ok: true, svg: Buffer.from(svg.buffer, svg.byteOffset, svg.byteLength) };
}

/** A PDF is kept only when pdf.js opens it and finds a page (on a worker thread, within the deadline). */
export async function checkPdf(bytes: Buffer): Promise<ContentCheck> {
  try {
    const checked = await pdfChecker.run(asTask(bytes)); // cloned into the thread
    return checked.ok ? { ok: true } : { ok: false, reason: 'unreadable' };
  } catch (error) {
    return { ok: false, reason: error instanceof TaskTimedOut ? 'timed-out' : 'unreadable' };
  }
}

/** Decoding refuses rasters of more pixels than this (a small file can claim a huge canvas). */
const MAX_RASTER_PIXELS = 50_000_000;

/**
 * A PNG or JPEG is kept only when sharp decodes the whole image as the format its first bytes claim (libvips
 * runs on its own threads, not the event loop). A file that only starts like an image is 'unreadable'.
 */
export async function checkRaster(bytes: Buffer, type: 'image/png' | 'image/jpeg'): Promise<ContentCheck> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_RASTER_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== (type === 'image/png' ? 'png' : 'jpeg') || !meta.width || !meta.height) {
      return { ok: false, reason: 'unreadable' };
    }
    await image.stats(); // decodes every pixel (streaming): a truncated or corrupt body fails here
    return { ok: true };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

const EXTENSIONS: Record<DesignFileType, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/pdf': ['.pdf'],
  'image/svg+xml': ['.svg'],
};

/**
 * The name a file is shown and downloaded under: the user's base name without folders or control characters,
 * shortened, with an extension that matches what the file really is.
 */
export function displayFileName(original: string | undefined, type: DesignFileType): string {
  const base = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .trim()
    .normalize('NFC');
  const ext = path.extname(base).toLowerCase();
  // A known upload extension that does not fit the content is replaced ('logo.pdf' holding a PNG → 'logo.png').
  const known = Object.values(EXTENSIONS).some((list) => list.includes(ext));
  const stem = (known ? base.slice(0, -ext.length) : base) || 'design';
  const extension = EXTENSIONS[type].includes(ext) ? ext : EXTENSIONS[type][0];
  return `${stem.slice(0, DESIGN_LIMITS.fileName - extension.length)}${extension}`;
}

/** A Content-Disposition header value with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .replace(/[øØæÆ]/g, (c) => ({ ø: 'o', Ø: 'O', æ: 'ae', Æ: 'AE' })[c] ?? '_')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
