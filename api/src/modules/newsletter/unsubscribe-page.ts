import { createHash } from 'node:crypto';
import { escapeHtml } from '@russ/schema/seo/render-head';

/**
 * The plain page the unsubscribe link of a campaign mail opens (GET /api/newsletter/campaign-unsubscribe):
 * one click unsubscribes, with no sign-in and no further question (admin §11), and the page says so in
 * Norwegian. No script; its one style block is allowed by hash in the page's Content-Security-Policy.
 */

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f6f7;color:#1a1a1a}
main{max-width:28rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.5;margin:0 0 1rem}a{color:#111;font-weight:600}`;

export const UNSUBSCRIBE_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const UNSUBSCRIBED_TITLE = 'Du er meldt av nyhetsbrevet';
export const UNSUBSCRIBE_INVALID_TITLE = 'Lenken er ugyldig';

export function renderUnsubscribePage(done: boolean, shopName: string): string {
  const title = done ? UNSUBSCRIBED_TITLE : UNSUBSCRIBE_INVALID_TITLE;
  const text = done
    ? `Du får ikke flere nyhetsbrev fra ${escapeHtml(shopName)}. Ombestemmer du deg, kan du melde deg på igjen nederst på forsiden.`
    : 'Vi fant ikke påmeldingen denne lenken gjelder. Er du fortsatt påmeldt, bruk lenken i et nyere nyhetsbrev.';
  return `<!doctype html>
<html lang="no">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${title} | ${escapeHtml(shopName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/">Til forsiden</a></p>
</main>
</body>
</html>
`;
}
