import { DESIGN_LIMITS } from '@russ/schema/designs/design-rules';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { threadTask } from '../../infra/thread-task.js';

/**
 * The SVG sanitizer itself. It parses with jsdom, which costs up to about a second of CPU for a large file, so
 * the API never runs it on its main thread: `sanitizeSvg` in design-files.ts hands the bytes to a worker thread
 * that loads this module (see infra/thread-pool.ts) and gets the result back. Only this module's default export
 * is called across the thread boundary; keep it free of API state.
 */

export type SvgCheck = { ok: true; svg: Buffer } | { ok: false; reason: 'not-svg' | 'too-complex' };

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
const isLocalReference = (value: string) => value.trim().startsWith('#');

/**
 * The targets of every url(...) in the text, quotes and surrounding spaces removed; null when a url( is never
 * closed. One pass over the text (a regex with a lazy group here backtracked quadratically on a long unclosed
 * `url(`): each url( takes everything up to the next ')', and the search goes on after it.
 */
export function urlTargets(text: string): string[] | null {
  const opening = /url\(/gi;
  const targets: string[] = [];
  for (;;) {
    const found = opening.exec(text);
    if (!found) return targets;
    const open = found.index;
    const close = text.indexOf(')', open + 4);
    if (close < 0) return null;
    let target = text.slice(open + 4, close).trim();
    const quote = target[0];
    if ((quote === '"' || quote === "'") && target.length >= 2 && target.endsWith(quote)) {
      target = target.slice(1, -1).trim();
    }
    targets.push(target);
    opening.lastIndex = close + 1;
  }
}

/** True when every url(...) in the text points inside the document (url(#id)) or at an inline raster image. */
function onlyLocalUrls(text: string): boolean {
  const targets = urlTargets(text);
  return targets !== null && targets.every((target) => isLocalReference(target) || INLINE_RASTER.test(target));
}

/**
 * CSS that can only style: no @import, no external url(), no image-set()/src() (they take URLs as strings) and no
 * backslash escapes (which could spell `url(` in a way the check above would not see).
 */
function isSafeCss(css: string): boolean {
  if (/[\\]|@import|image-set\s*\(|(?:^|[^a-z-])src\s*\(|expression\s*\(|javascript:/i.test(css)) return false;
  return onlyLocalUrls(css);
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

/**
 * Deeper nesting than this is refused before parsing: jsdom's tree building slows down with depth (thousands of
 * levels take minutes of CPU, and past a few thousand the result cannot be serialized anyway), while exported
 * artwork nests a few dozen levels at most.
 */
export const MAX_SVG_DEPTH = 500;

const isNameStart = (code: number) =>
  (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f; /* A-Z a-z _ */

/**
 * True when elements nest deeper than `max`, counted from the tags before anything is parsed. A hand-written
 * scanner that looks at each character once (the regex it replaces backtracked quadratically on an unclosed tag:
 * `<a` and a megabyte of `x` took an hour). Comments, CDATA, declarations and processing instructions are
 * skipped; quoted attribute values may hold '>'. What it cannot make sense of (a tag never closed) it leaves to
 * the XML parser, which refuses it.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let at = 0;
  const skipTo = (end: string, from: number) => {
    const found = text.indexOf(end, from);
    return found < 0 ? -1 : found + end.length;
  };
  while (at < text.length) {
    const open = text.indexOf('<', at);
    if (open < 0) return false;
    if (text.startsWith('<!--', open)) at = skipTo('-->', open + 4);
    else if (text.startsWith('<![CDATA[', open)) at = skipTo(']]>', open + 9);
    else if (text[open + 1] === '!' || text[open + 1] === '?') at = skipTo('>', open + 2);
    else {
      const closing = text[open + 1] === '/';
      const nameAt = closing ? open + 2 : open + 1;
      if (!isNameStart(text.charCodeAt(nameAt))) {
        at = open + 1;
        continue;
      }
      let quote = '';
      let end = nameAt;
      for (; end < text.length; end += 1) {
        const c = text[end];
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>') break;
      }
      if (end >= text.length) return false;
      if (closing) depth -= 1;
      else if (text[end - 1] !== '/' && ++depth > max) return true;
      at = end + 1;
    }
    if (at < 0) return false;
  }
  return false;
}

/**
 * Makes an uploaded SVG safe to store and serve: it must be UTF-8, well-formed XML whose root element is <svg>
 * (no entity declarations) with at most DESIGN_LIMITS.svgElements elements (parsing costs memory and time in
 * proportion). Scripts, event handlers, javascript: and other external links, <foreignObject>, elements from other
 * namespaces, animation elements and CSS that loads anything are removed — DOMPurify's SVG profile on the parsed
 * document, then our own pass for references out of the document — and the result is serialized as XML again.
 */
export function sanitizeSvgNow(bytes: Uint8Array): SvgCheck {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, reason: 'not-svg' };
  }
  if (/<!ENTITY/i.test(text)) return { ok: false, reason: 'not-svg' };
  if (countElements(text) > DESIGN_LIMITS.svgElements) return { ok: false, reason: 'too-complex' };
  if (nestsDeeperThan(text, MAX_SVG_DEPTH)) return { ok: false, reason: 'not-svg' }; // as when it could not be serialized

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

/** The worker's entry (piscina calls the default export with the task). */
export default threadTask((bytes: Uint8Array): SvgCheck => sanitizeSvgNow(bytes));
