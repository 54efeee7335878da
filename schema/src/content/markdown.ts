import { Marked, type Tokens } from 'marked';

/**
 * The shop's one markdown renderer: blog posts on the storefront's /blog/{slug} and in the console's live preview,
 * and newsletter campaigns in the console's preview and in the mail the worker sends. Everyone calls
 * `renderMarkdown`, so a preview shows exactly the HTML that is published or sent. Blog styles are
 * `blog-prose.css` (class `blog-prose`).
 *
 * One sanitising policy, with no DOM (the worker renders in Node): the HTML comes only from markdown syntax
 * (GitHub-flavoured, marked escapes its text and attributes), and raw HTML written into the markdown is never
 * passed on. Its tags are removed and its text kept as text (`<b>viktig</b>` reads `viktig`, in the preview and
 * in the mail alike); script, style and other elements whose content is not text are removed with their content.
 * So a post or a campaign cannot restyle or overlay the shop's page, fake a form, clobber the page's globals by
 * id/name or carry script or tracking markup into a mail. Links and images keep only web, mail, phone and
 * relative addresses.
 */

/** The class the rendered HTML is shown in (blog-prose.css). */
export const BLOG_PROSE_CLASS = 'blog-prose';

/** The tags `renderMarkdown` can produce; nothing else ever appears in its output. */
export const MARKDOWN_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** The attributes `renderMarkdown` can produce. */
export const MARKDOWN_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'align', 'start'] as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
/** Like escapeHtml, but an entity already written in raw HTML (`&amp;`, `&#39;`) is kept as it is. */
const escapeText = (text: string) => text.replace(/&(?!#?[a-z0-9]+;)|[<>"']/gi, (c) => ESCAPES[c]!);

/** Elements whose content is code, styles or embedded documents rather than text: dropped with it. */
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|textarea|select|title|noscript|noembed|noframes|xmp|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** The text of raw HTML: comments, code-like elements and every tag removed; the rest escaped. */
function rawHtmlAsText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(DROPPED_WITH_CONTENT, '')
    .replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g, '')
    .replace(/<[!?/]?[a-z][^>]*(?:>|$)/gi, '');
  return escapeText(text);
}

/** Addresses a link or image may point to: web, mail, phone, or one without a scheme (relative, `#`). */
function isSafeUrl(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:'), so this check does too.
  const compact = href.replace(/[\p{Cc}\s]/gu, '');
  return /^(https?|mailto|tel):/i.test(compact) || !/^[a-z][a-z0-9+.-]*:/i.test(compact);
}

// A private instance, so no other code's marked settings apply; GitHub-flavoured, single line breaks kept.
const markdown = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return rawHtmlAsText(text);
    },
    // No language class: the output carries no class attributes.
    code({ text, escaped }: Tokens.Code) {
      const body = escaped ? text : escapeHtml(text);
      return `<pre><code>${body.replace(/\n$/, '')}\n</code></pre>\n`;
    },
    // A task list item reads as a plain item: no form controls in a post or a mail.
    checkbox() {
      return '';
    },
  },
  walkTokens(token) {
    if ((token.type === 'link' || token.type === 'image') && !isSafeUrl(token.href.trim())) token.href = '#';
  },
});

/** Markdown as HTML that is safe to insert into a page or a mail (see the file comment for the policy). */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
