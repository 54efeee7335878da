import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './blog-markdown.module.css';

// A private instance so no other code's marked settings apply; GitHub-flavoured markdown, single line breaks kept.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown to HTML that is safe to insert: posts are written by staff, but the output is sanitised anyway. */
export function renderMarkdown(content: string): string {
  const html = markdown.parse(content, { async: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/**
 * A blog post's markdown body. Loaded as its own chunk (React.lazy) so the markdown library and the sanitiser are
 * only fetched on the post page. Links to the shop's own pages navigate inside the app.
 */
export default function BlogMarkdown({ content }: { content: string }) {
  const html = useMemo(() => renderMarkdown(content), [content]);
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || anchor.target) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  // Only the links inside react to the click (keyboard activation of a link also fires it).
  return <div className={styles.prose} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
