import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BLOG_PROSE_CLASS, renderMarkdown } from '@russ/schema/content/markdown';
import '@russ/schema/content/blog-prose.css';

/**
 * A blog post's markdown body, rendered by the renderer the console's preview shares. Loaded as its own chunk (React.lazy) so the markdown library and the sanitiser are
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
  return <div className={BLOG_PROSE_CLASS} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
