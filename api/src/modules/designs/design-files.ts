import path from 'node:path';
import { DESIGN_LIMITS } from '@russ/schema/designs/design-rules';

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

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Elements that can run script, pull in other documents or animate attributes into something dangerous. */
const FORBIDDEN_SVG_ELEMENTS = [
  'script',
  'foreignObject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'animate',
  'animateColor',
  'animateMotion',
  'animateTransform',
  'set',
  'discard',
  'handler',
  'listener',
];

/** Embedded raster images (common in exported artwork) are self-contained and may stay. */
const INLINE_RASTER = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const URL_FUNCTION = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

const isLocalReference = (value: string) => value.trim().startsWith('#');

/** True when every url(...) in the text points inside the document (url(#id)) or at an inline raster image. */
function onlyLocalUrls(text: string): boolean {
  for (const match of text.matchAll(URL_FUNCTION)) {
    const target = match[2].trim();
    if (!isLocalReference(target) && !INLINE_RASTER.test(target)) return false;
  }
  return true;
}

/**
 * CSS that can only style: no @import, no external url(), no image-set()/src() (they take URLs as strings) and no
 * backslash escapes (which could spell `url(` in a way the check above would not see).
 */
function isSafeCss(css: string): boolean {
  if (/[\\]|@import|image-set\s*\(|(?:^|[^a-z-])src\s*\(|expression\s*\(|javascript:/i.test(css)) return false;
  return onlyLocalUrls(css);
}

type SvgTools = { JSDOM: typeof import('jsdom').JSDOM; createDOMPurify: typeof import('dompurify').default };

let tools: Promise<SvgTools> | undefined;

/** jsdom and DOMPurify are loaded on the first SVG upload, not at every API start. */
function svgTools(): Promise<SvgTools> {
  tools ??= Promise.all([import('jsdom'), import('dompurify')]).then(([{ JSDOM }, { default: createDOMPurify }]) => ({
    JSDOM,
    createDOMPurify,
  }));
  return tools;
}

/** Removes every reference out of the document and every style that could load something, in place. */
function stripExternalReferences(root: Element): void {
  const elements = [root, ...Array.from(root.querySelectorAll('*'))];
  for (const element of elements) {
    if (element.localName === 'style') {
      // @import rules go; if anything else could still load something, the whole sheet goes.
      const css = (element.textContent ?? '').replace(/@import[^;]*;?/gi, '');
      element.textContent = isSafeCss(css) ? css : '';
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.localName.toLowerCase();
      const value = attribute.value;
      let keep = true;
      if (name === 'href' || name === 'src' || attribute.namespaceURI === XLINK_NS) {
        keep = isLocalReference(value) || (element.localName === 'image' && INLINE_RASTER.test(value.trim()));
      } else if (name === 'style') {
        keep = isSafeCss(value);
      } else if (name.startsWith('on')) {
        keep = false;
      } else if (/url\s*\(/i.test(value)) {
        keep = onlyLocalUrls(value) && !value.includes('\\');
      }
      if (!keep) element.removeAttributeNode(attribute);
    }
  }
}

/** Element start tags in the text (`<name`), counted before anything is parsed. */
const countElements = (text: string) => text.match(/<[A-Za-z_]/g)?.length ?? 0;

export type SvgCheck = { ok: true; svg: Buffer } | { ok: false; reason: 'not-svg' | 'too-complex' };

/**
 * Makes an uploaded SVG safe to store and serve: it must be UTF-8, well-formed XML whose root element is <svg>
 * (no entity declarations) with at most DESIGN_LIMITS.svgElements elements (parsing costs memory and time in
 * proportion). Scripts, event handlers, javascript: and other external links, <foreignObject>, elements from other
 * namespaces, animation elements and CSS that loads anything are removed — DOMPurify's SVG profile on the parsed
 * document, then our own pass for references out of the document — and the result is serialized as XML again.
 */
export async function sanitizeSvg(bytes: Buffer): Promise<SvgCheck> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, reason: 'not-svg' };
  }
  if (/<!ENTITY/i.test(text)) return { ok: false, reason: 'not-svg' };
  if (countElements(text) > DESIGN_LIMITS.svgElements) return { ok: false, reason: 'too-complex' };
  const { JSDOM, createDOMPurify } = await svgTools();

  const parse = (source: string) => {
    try {
      return new JSDOM(source, { contentType: 'image/svg+xml' }).window;
    } catch {
      return null; // not well-formed XML
    }
  };
  let window = parse(text);
  let root = window?.document.documentElement;
  if (!window || !root || root.localName !== 'svg') return { ok: false, reason: 'not-svg' };
  if (root.namespaceURI === null && !root.hasAttribute('xmlns')) {
    // Browsers draw an <svg> file only in the SVG namespace; a hand-written one often leaves xmlns out.
    window = parse(text.replace(/<svg\b/, `<svg xmlns="${SVG_NS}"`));
    root = window?.document.documentElement;
  }
  if (!window || !root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS)
    return { ok: false, reason: 'not-svg' };

  try {
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: FORBIDDEN_SVG_ELEMENTS,
      // <use> of a symbol in the same file is common in exported artwork; references out of it are removed below.
      ADD_TAGS: ['use'],
      // What a removed element held goes with it (the text of a script, an editor's metadata).
      KEEP_CONTENT: false,
    });
    stripExternalReferences(root);
    const svg = new window.XMLSerializer().serializeToString(root);
    return { ok: true, svg: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`, 'utf8') };
  } catch {
    return { ok: false, reason: 'not-svg' }; // e.g. nesting too deep to serialize
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
