import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SIGN_IN_LINK_REQUESTED_MESSAGE,
  SIGN_IN_LINK_TTL_MINUTES,
  signInLinkInput,
} from '@russ/schema/auth/auth.validators';
import { DEFAULT_SIGN_IN_RETURN_PATH, safeReturnPath } from '@russ/schema/auth/return-path';
import { JOBS } from '@russ/schema/jobs/jobs';
import { normalizeEmail } from '../../common/access.js';
import { parseInput } from '../../common/validation.js';
import { verifySignInLinkToken } from '../../infra/mail-tokens.js';
import type { SigningSecrets } from '../../infra/signing-key.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { Member } from '../members/member.entity.js';
import { isMemberDeactivated } from '../members/member.reads.js';
import type { RateLimit } from '../../infra/rate-limiter.js';
import { SIGN_IN_LINKS_PER_EMAIL, SIGN_IN_LINK_WINDOW_MS } from '../../common/rate-limit.js';
import { SignInToken } from './sign-in-token.entity.js';
import type { Viewer } from './auth.types.js';

export interface SignInLinkRequested {
  /** The normalised (trimmed, lower-case) address the link was requested for. */
  email: string;
  message: string;
}

export interface RequestSignInLinkOptions {
  /** The client's IP, counted against `perIp` when both are given. */
  ip?: string;
  perIp?: RateLimit;
  /** Links per e-mail per window (default SIGN_IN_LINKS_PER_EMAIL). */
  perEmail?: number;
  /**
   * The page that asked for the sign-in (e.g. an invite link opened while signed out). Kept on the token when it
   * is a safe same-origin path (`safeReturnPath`), otherwise ignored; the link then leads to the dashboard.
   */
  returnTo?: unknown;
}

/**
 * Asks for a single-use sign-in link (valid SIGN_IN_LINK_TTL_MINUTES). Throws ValidationFailed
 * ('Ugyldig e-postadresse') for a malformed address; otherwise ALWAYS answers the same, member or not, so nobody
 * can probe which e-mails exist: the worker decides which mail to send. The token row and its outbox event are
 * written in one transaction. Beyond SIGN_IN_LINKS_PER_EMAIL requests per e-mail and client IP per 15 minutes (or
 * the per-IP limit) the answer is the same but nothing is stored or sent.
 */
export async function requestSignInLink(
  em: EntityManager,
  email: unknown,
  options: RequestSignInLinkOptions = {},
): Promise<SignInLinkRequested> {
  const data = parseInput(signInLinkInput, { email });
  const answer: SignInLinkRequested = { email: data.email, message: SIGN_IN_LINK_REQUESTED_MESSAGE };

  if (options.ip && options.perIp && !(await options.perIp.hit(options.ip))) return answer;

  await em.transactional(async (tx) => {
    // Serialises requests for the same e-mail across API processes, so the per-e-mail count below is exact. It
    // counts the links this client asked for: a flood for the address from elsewhere (bounded by the per-IP limit)
    // does not use up its owner's requests.
    await tx
      .getConnection()
      .execute(
        'select pg_advisory_xact_lock(hashtext(?))',
        [`sign-in:${data.email}`],
        'all',
        tx.getTransactionContext(),
      );
    const requesterHash = options.ip ? createHash('sha256').update(options.ip).digest('hex') : null;
    const recent = await tx.count(SignInToken, {
      email: data.email,
      requesterHash,
      createdAt: { $gt: new Date(Date.now() - SIGN_IN_LINK_WINDOW_MS) },
    });
    if (recent >= (options.perEmail ?? SIGN_IN_LINKS_PER_EMAIL)) return;

    const createdAt = new Date();
    const token = tx.create(SignInToken, {
      email: data.email,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + SIGN_IN_LINK_TTL_MINUTES * 60 * 1000),
      returnTo: safeReturnPath(options.returnTo),
      requesterHash,
    });
    await tx.flush();
    enqueueOutbox(tx, JOBS.signInLink, { signInTokenId: token.id });
  });
  return answer;
}

/**
 * Whether a sign-in link token would sign in now (valid JWT, its row unused and unexpired), without using it up:
 * the page the link opens asks for a click first (renderActionPage, common/action-page.ts).
 */
export async function isUsableSignInLink(em: EntityManager, token: unknown, secret: SigningSecrets): Promise<boolean> {
  if (typeof token !== 'string') return false;
  const claims = verifySignInLinkToken(token, secret);
  if (!claims) return false;
  const rows: Array<{ id: number }> = await em
    .getConnection()
    .execute('select id from sign_in_tokens where id = ? and used_at is null and expires_at > now()', [claims.tid]);
  return rows.length > 0;
}

/**
 * Redeems a sign-in link token: the JWT must be valid for purpose 'sign-in', and its row unused and unexpired.
 * The row is marked used in the same statement that checks it, so a link works exactly once even when it is
 * followed twice at the same moment. Returns the e-mail to sign in and the page to land on (checked again, the
 * default when none was kept), or null for an invalid, expired or used link. A member deactivated by an
 * administrator (admin §9) gets `{ refused: 'deactivated' }` instead: the link is used up and signs in nobody.
 */
export async function verifySignInLink(
  em: EntityManager,
  token: unknown,
  secret: SigningSecrets,
): Promise<{ email: string; returnTo: string } | { refused: 'deactivated'; email: string } | null> {
  if (typeof token !== 'string') return null;
  const claims = verifySignInLinkToken(token, secret);
  if (!claims) return null;
  const rows: Array<{ email: string; return_to: string | null }> = await em
    .getConnection()
    .execute(
      'update sign_in_tokens set used_at = now() where id = ? and used_at is null and expires_at > now() returning email, return_to',
      [claims.tid],
    );
  const row = rows[0];
  if (!row?.email) return null;
  const email = row.email.toLowerCase();
  if (await isMemberDeactivated(em, email)) return { refused: 'deactivated', email };
  return { email, returnTo: safeReturnPath(row.return_to) ?? DEFAULT_SIGN_IN_RETURN_PATH };
}

/** The signed-in customer with names from their membership (null names when there is no member row). */
export async function getViewer(em: EntityManager, email: string): Promise<Viewer> {
  const normalised = normalizeEmail(email);
  const member = await em.findOne(Member, { email: normalised }, { fields: ['firstName', 'lastName'] });
  return { email: normalised, firstName: member?.firstName ?? null, lastName: member?.lastName ?? null };
}
