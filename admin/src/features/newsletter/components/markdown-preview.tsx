import { renderMarkdown } from '@russ/schema/content/markdown';
import { useMemo } from 'react';

/**
 * The campaign body as its mail will show it, beside the 'Innhold' field: the worker renders the mail's HTML with
 * the same `renderMarkdown`, so the preview is exactly what is sent.
 */
export default function MarkdownPreview({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      aria-label="Forhåndsvisning"
      style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '4px 16px', minHeight: 240, background: '#fff' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
