import { signWithPurpose, verifyWithPurpose, type KeyPurpose, type SigningSecrets } from './signing-key.js';

/**
 * Signed tokens that travel in mailed links. They are created by the worker when it renders a mail (never put
 * in job payloads) and checked by the api when the link is followed. Every token names its purpose, so a token
 * minted for one link (or a session cookie, which has no purpose) is never accepted by another. Each kind of link is
 * signed with its own key derived from SESSION_SECRET (infra/signing-key.ts: sign-in links, newsletter confirmation,
 * unsubscribe links); unsubscribe links mailed before that (signed with the raw secret, no `kid`) still work.
 */

export type NewsletterTokenPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe';

/** How long a newsletter confirmation link works. Unsubscribe links never expire. */
export const NEWSLETTER_CONFIRM_TTL_SECONDS = 7 * 24 * 60 * 60;

const isRowId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function decode(purpose: KeyPurpose, token: string, secrets: SigningSecrets, acceptLegacy = false) {
  return verifyWithPurpose(purpose, token, secrets, { maxLength: 2048, acceptLegacy });
}

/**
 * Signs the sign-in link for one `sign_in_tokens` row. The JWT expires exactly when the row does; the row
 * itself stays the authority on single use (the api marks `usedAt` when the link is followed).
 */
export function signSignInLinkToken(tokenRow: { id: number; expiresAt: Date }, secret: SigningSecrets): string {
  return signWithPurpose(
    'sign-in-link',
    { purpose: 'sign-in', tid: tokenRow.id, exp: Math.floor(tokenRow.expiresAt.getTime() / 1000) },
    secret,
  );
}

/** The sign-in token row id in a valid, unexpired sign-in link token; null for anything else. */
export function verifySignInLinkToken(token: string, secret: SigningSecrets): { tid: number } | null {
  const payload = decode('sign-in-link', token, secret);
  if (!payload || payload.purpose !== 'sign-in' || !isRowId(payload.tid)) return null;
  return { tid: payload.tid };
}

/** Signs a newsletter link for one subscriber: confirm links expire after 7 days, unsubscribe links never. */
export function signNewsletterToken(
  purpose: NewsletterTokenPurpose,
  subscriberId: number,
  secret: SigningSecrets,
): string {
  return purpose === 'newsletter-confirm'
    ? signWithPurpose('newsletter', { purpose, sid: subscriberId }, secret, {
        expiresIn: NEWSLETTER_CONFIRM_TTL_SECONDS,
      })
    : signWithPurpose('unsubscribe', { purpose, sid: subscriberId }, secret);
}

/** The subscriber id in a valid newsletter token of exactly this purpose; null for anything else. */
export function verifyNewsletterToken(
  purpose: NewsletterTokenPurpose,
  token: string,
  secret: SigningSecrets,
): { sid: number } | null {
  const payload =
    purpose === 'newsletter-confirm' ? decode('newsletter', token, secret) : decode('unsubscribe', token, secret, true);
  if (!payload || payload.purpose !== purpose || !isRowId(payload.sid)) return null;
  return { sid: payload.sid };
}

/**
 * Signs the unsubscribe link of one campaign mail (one `newsletter_campaign_recipients` row). It never expires:
 * an old newsletter's link must still work.
 */
export function signCampaignUnsubscribeToken(recipientId: number, secret: SigningSecrets): string {
  return signWithPurpose('unsubscribe', { purpose: 'campaign-unsubscribe', rid: recipientId }, secret);
}

/** The campaign recipient id in a valid campaign unsubscribe token; null for anything else. */
export function verifyCampaignUnsubscribeToken(token: string, secret: SigningSecrets): { rid: number } | null {
  const payload = decode('unsubscribe', token, secret, true);
  if (!payload || payload.purpose !== 'campaign-unsubscribe' || !isRowId(payload.rid)) return null;
  return { rid: payload.rid };
}
