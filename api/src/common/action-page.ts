import { createHash } from 'node:crypto';
import { escapeHtml } from '@russ/schema/seo/render-head';

/**
 * A small server-rendered page with one button that POSTs a form back to the shop: what a link that would change
 * something opens instead (sign-out from another site, the unsubscribe links in mails). A GET changes nothing, so
 * mail scanners, link previews and other sites' pages cannot act for the visitor; the click is a same-origin form
 * POST (common/same-origin.ts). No script; its one style block is allowed by hash in ACTION_PAGE_POLICY.
 */

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f6f7;color:#1a1a1a}
main{max-width:28rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.5;margin:0 0 1.5rem}a{color:#111;font-weight:600}
button{font:inherit;font-weight:600;padding:.75rem 2rem;border:0;border-radius:8px;background:#111;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #5b9dff;outline-offset:2px}`;

/** The page's Content-Security-Policy: no script, its one style block by hash, the form posts to the shop only. */
export const ACTION_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface ActionPage {
  shopName: string;
  title: string;
  /** The page's heading (default: the title). */
  heading?: string;
  /** Plain text (escaped here). */
  text: string;
  /** The form: where it posts, its hidden fields and the button's label. Without it the page only informs. */
  form?: { action: string; fields?: Record<string, string>; button: string };
}

export function renderActionPage({ shopName, title, heading = title, text, form }: ActionPage): string {
  const fields = Object.entries(form?.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const body = form
    ? `<form method="post" action="${escapeHtml(form.action)}">
${fields}
<button type="submit">${escapeHtml(form.button)}</button>
</form>`
    : '<p><a href="/">Til forsiden</a></p>';
  return `<!doctype html>
<html lang="no">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} | ${escapeHtml(shopName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
${body}
</main>
</body>
</html>
`;
}
