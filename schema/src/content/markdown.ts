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

/** Markdown to HTML that is safe to insert: posts are written by staff, but the output is sanitised anyway. */
export function renderMarkdown(content: string): string {
  const html = markdown.parse(content, { async: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
