import { createHash } from 'node:crypto';
import { escapeHtml } from '@russ/schema/seo/render-head';

/**
 * The small page a mailed sign-in link opens (GET /api/auth/verify?token=…). Opening it changes nothing: a mail
 * scanner or link preview that fetches the link does not use it up. The visitor's click on 'Logg inn' posts the
 * token back (a same-origin form POST, see common/same-origin.ts), and only that signs in. So a link crafted by
 * someone else cannot sign a visitor into the wrong account without their click on the shop's own page either.
 * No script; its one style block is allowed by hash in the page's Content-Security-Policy.
 */

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f6f7;color:#1a1a1a}
main{max-width:28rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.5;margin:0 0 1.5rem}
button{font:inherit;font-weight:600;padding:.75rem 2rem;border:0;border-radius:8px;background:#111;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #5b9dff;outline-offset:2px}`;

/** The page's Content-Security-Policy: no script, its one style block by hash, the form posts to the shop only. */
export const SIGN_IN_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page for a valid, unused link (the token goes back in the form). */
export function renderSignInPage(token: string, shopName: string): string {
  return `<!doctype html>
<html lang="no">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>Logg inn | ${escapeHtml(shopName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Logg inn på ${escapeHtml(shopName)}</h1>
<p>Trykk på knappen for å logge inn. Lenken kan bare brukes én gang.</p>
<form method="post" action="/api/auth/verify">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Logg inn</button>
</form>
</main>
</body>
</html>
`;
}
