import { headTags, SEO_ATTRIBUTE, SEO_PATH_ATTRIBUTE, type PageHead } from './head.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a double-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` become `\u003c`, `\u003e`,
 * `\u0026` (so neither `</script>` nor `<!--` can appear and end or confuse the element), and the line
 * separators U+2028/U+2029 are escaped too. `JSON.parse` reads the result back unchanged.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/**
 * The page's managed <head> elements as HTML, each marked with `data-seo`; the <title> also carries the path it
 * was rendered for (`requestPath`, as the browser will see it in `location.pathname`).
 */
export function renderHeadHtml(head: PageHead, requestPath: string): string {
  return headTags(head)
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title ${SEO_ATTRIBUTE} ${SEO_PATH_ATTRIBUTE}="${escapeHtml(requestPath)}">${escapeHtml(tag.text)}</title>`;
        case 'meta':
          return `<meta ${SEO_ATTRIBUTE}${attributes(tag.attrs)} />`;
        case 'link':
          return `<link ${SEO_ATTRIBUTE}${attributes(tag.attrs)} />`;
        case 'script':
          return `<script ${SEO_ATTRIBUTE}${attributes(tag.attrs)}>${serializeJsonForScript(tag.json)}</script>`;
      }
    })
    .join('\n    ');
}

export const SEO_START_MARKER = '<!--seo:start-->';
export const SEO_END_MARKER = '<!--seo:end-->';

/**
 * Puts the rendered head into the built index.html: between the `<!--seo:start-->`/`<!--seo:end-->` markers, or,
 * in a template without them, in place of its <title> (any other description, canonical, robots, Open Graph,
 * Twitter and JSON-LD elements are dropped so nothing is said twice) just before </head>.
 */
export function injectHead(template: string, headHtml: string): string {
  const start = template.indexOf(SEO_START_MARKER);
  const end = template.indexOf(SEO_END_MARKER);
  if (start !== -1 && end > start) {
    return `${template.slice(0, start + SEO_START_MARKER.length)}\n    ${headHtml}\n    ${template.slice(end)}`;
  }
  const stripped = template
    .replace(/<title[^>]*>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link[^>]*rel="canonical"[^>]*>\s*/gi, '')
    .replace(
      /<meta[^>]*(?:name="(?:description|robots|twitter:[^"]*)"|property="(?:og:(?:type|title|description|url|image[^"]*))")[^>]*>\s*/gi,
      '',
    );
  const headEnd = stripped.search(/<\/head>/i);
  if (headEnd !== -1) return `${stripped.slice(0, headEnd)}    ${headHtml}\n  ${stripped.slice(headEnd)}`;
  // No </head>: right after <head>, else after the doctype, else first.
  const opening = /<head\b[^>]*>/i.exec(stripped) ?? /<!doctype[^>]*>/i.exec(stripped);
  const at = opening ? opening.index + opening[0].length : 0;
  return `${stripped.slice(0, at)}\n${headHtml}\n${stripped.slice(at)}`;
}
