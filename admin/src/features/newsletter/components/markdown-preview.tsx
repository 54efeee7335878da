import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { useMemo } from 'react';

// The same markdown dialect as the mail (GitHub-flavoured, worker/src/mail/markdown.ts); raw HTML is shown as
// text there, so it is dropped from the preview too.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

export function renderCampaignMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** The campaign body as its mail will show it, beside the 'Innhold' field. */
export default function MarkdownPreview({ source }: { source: string }) {
  const html = useMemo(() => renderCampaignMarkdown(source), [source]);
  return (
    <div
      aria-label="Forhåndsvisning"
      style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '4px 16px', minHeight: 240, background: '#fff' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
