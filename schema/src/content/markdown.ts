import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * The one markdown renderer of blog posts: the storefront's /blog/{slug} and the console's live preview beside
 * `Innhold` both call it, so the preview shows exactly the HTML the post will have. Its styles are
 * `blog-prose.css` (class `blog-prose`), imported by both. Runs in a browser (DOMPurify needs a DOM).
 */

// A private instance so no other code's marked settings apply; GitHub-flavoured markdown, single line breaks kept.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** The class the rendered HTML is shown in (blog-prose.css). */
export const BLOG_PROSE_CLASS = 'blog-prose';

/**
 * The tags and attributes markdown itself produces (marked, GitHub-flavoured: paragraphs, headings, emphasis,
 * lists, quotes, code, links, images, tables). Anything else a post's raw HTML brings along (style, form, input,
 * button, iframe, id, name, class, inline styles, event handlers) is removed, so a post cannot restyle or
 * overlay the shop's page, fake a form or clobber the page's globals by id/name.
 */
export const BLOG_MARKDOWN_TAGS = [
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
export const BLOG_MARKDOWN_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'align', 'start'] as const;

/** Markdown to HTML that is safe to insert: posts are written by staff, but the output is sanitised anyway. */
export function renderMarkdown(content: string): string {
  const html = markdown.parse(content, { async: false });
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...BLOG_MARKDOWN_TAGS],
    ALLOWED_ATTR: [...BLOG_MARKDOWN_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
