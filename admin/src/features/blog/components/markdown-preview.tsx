import { BLOG_PROSE_CLASS, renderMarkdown } from '@russ/schema/content/markdown';
import '@russ/schema/content/blog-prose.css';
import { useDeferredValue, useMemo } from 'react';

/** The live preview beside `Innhold`: the storefront's own renderer and styles, so it shows the post as published. */
export function MarkdownPreview({ content }: { content: string }) {
  const deferred = useDeferredValue(content);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <div
      className={BLOG_PROSE_CLASS}
      aria-label="Forhåndsvisning"
      role="region"
      data-testid="markdown-preview"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
