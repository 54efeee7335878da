import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

// A private instance (GitHub-flavoured markdown like the console's preview). Raw HTML in the markdown is shown as
// text, and only web, mail and shop-relative links survive, so a campaign body cannot carry script or tracking
// markup into a mail.
const markdown = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
  },
  walkTokens(token) {
    if ((token.type === 'link' || token.type === 'image') && !SAFE_URL.test(token.href.trim())) token.href = '#';
  },
});

/** A campaign's markdown as the HTML of its mail. */
export function markdownToMailHtml(source: string): string {
  return markdown.parse(source, { async: false });
}
