import jwt from 'jsonwebtoken';
import { signingKey } from './signing-key.js';

/**
 * Signed tokens that travel in mailed links. They are created by the worker when it renders a mail (never put
 * in job payloads) and checked by the api when the link is followed. Every token names its purpose, so a token
 * minted for one link (or a session cookie, which has no purpose) is never accepted by another.
 */

const ALGORITHM = 'HS256' as const;

export type NewsletterTokenPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe';

/** How long a newsletter confirmation link works. Unsubscribe links never expire. */
export const NEWSLETTER_CONFIRM_TTL_SECONDS = 7 * 24 * 60 * 60;

const isRowId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function decode(token: string, secret: string): jwt.JwtPayload | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 2048) return null;
  try {
    const payload = jwt.verify(token, signingKey(secret), { algorithms: [ALGORITHM] });
    return typeof payload === 'object' && payload !== null ? payload : null;
  } catch {
    return null;
  }
}

/**
 * Signs the sign-in link for one `sign_in_tokens` row. The JWT expires exactly when the row does; the row
 * itself stays the authority on single use (the api marks `usedAt` when the link is followed).
 */
export function signSignInLinkToken(tokenRow: { id: number; expiresAt: Date }, secret: string): string {
  return jwt.sign(
    { purpose: 'sign-in', tid: tokenRow.id, exp: Math.floor(tokenRow.expiresAt.getTime() / 1000) },
    signingKey(secret),
    { algorithm: ALGORITHM },
  );
}

/** The sign-in token row id in a valid, unexpired sign-in link token; null for anything else. */
export function verifySignInLinkToken(token: string, secret: string): { tid: number } | null {
  const payload = decode(token, secret);
  if (!payload || payload.purpose !== 'sign-in' || !isRowId(payload.tid)) return null;
  return { tid: payload.tid };
}

/** Signs a newsletter link for one subscriber: confirm links expire after 7 days, unsubscribe links never. */
export function signNewsletterToken(purpose: NewsletterTokenPurpose, subscriberId: number, secret: string): string {
  return jwt.sign(
    { purpose, sid: subscriberId },
    signingKey(secret),
    purpose === 'newsletter-confirm'
      ? { algorithm: ALGORITHM, expiresIn: NEWSLETTER_CONFIRM_TTL_SECONDS }
      : { algorithm: ALGORITHM },
  );
}

/** The subscriber id in a valid newsletter token of exactly this purpose; null for anything else. */
export function verifyNewsletterToken(
  purpose: NewsletterTokenPurpose,
  token: string,
  secret: string,
): { sid: number } | null {
  const payload = decode(token, secret);
  if (!payload || payload.purpose !== purpose || !isRowId(payload.sid)) return null;
  return { sid: payload.sid };
}

/**
 * Signs the unsubscribe link of one campaign mail (one `newsletter_campaign_recipients` row). It never expires:
 * an old newsletter's link must still work.
 */
export function signCampaignUnsubscribeToken(recipientId: number, secret: string): string {
  return jwt.sign({ purpose: 'campaign-unsubscribe', rid: recipientId }, signingKey(secret), { algorithm: ALGORITHM });
}

/** The campaign recipient id in a valid campaign unsubscribe token; null for anything else. */
export function verifyCampaignUnsubscribeToken(token: string, secret: string): { rid: number } | null {
  const payload = decode(token, secret);
  if (!payload || payload.purpose !== 'campaign-unsubscribe' || !isRowId(payload.rid)) return null;
  return { rid: payload.rid };
}
