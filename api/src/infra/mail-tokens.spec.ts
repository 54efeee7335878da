import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_CONFIRM_TTL_SECONDS,
  signCampaignUnsubscribeToken,
  signNewsletterToken,
  signSignInLinkToken,
  verifyCampaignUnsubscribeToken,
  verifyNewsletterToken,
  verifySignInLinkToken,
} from './mail-tokens.js';

const secret = 'unit-test-secret';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('sign-in link tokens', () => {
  it('name the token row and expire with it', () => {
    const expiresAt = inMinutes(15);
    const token = signSignInLinkToken({ id: 7, expiresAt }, secret);
    expect(verifySignInLinkToken(token, secret)).toEqual({ tid: 7 });
    expect((jwt.decode(token) as jwt.JwtPayload).exp).toBe(Math.floor(expiresAt.getTime() / 1000));
  });

  it('are refused once expired, with another secret, when altered or for another purpose', () => {
    const token = signSignInLinkToken({ id: 7, expiresAt: inMinutes(15) }, secret);
    expect(verifySignInLinkToken(signSignInLinkToken({ id: 7, expiresAt: inMinutes(-1) }, secret), secret)).toBeNull();
    expect(verifySignInLinkToken(token, 'other-secret')).toBeNull();
    expect(verifySignInLinkToken(`${token.slice(0, -2)}xx`, secret)).toBeNull();
    expect(verifySignInLinkToken(signNewsletterToken('newsletter-unsubscribe', 7, secret), secret)).toBeNull();
    // A session cookie signed with the same secret is not a sign-in link.
    expect(verifySignInLinkToken(jwt.sign({ sub: 'a@b.no', kind: 'customer' }, secret), secret)).toBeNull();
    expect(verifySignInLinkToken('', secret)).toBeNull();
    expect(verifySignInLinkToken('not-a-jwt', secret)).toBeNull();
  });

  it('refuse unsigned tokens', () => {
    const unsigned = jwt.sign({ purpose: 'sign-in', tid: 7 }, '', { algorithm: 'none' });
    expect(verifySignInLinkToken(unsigned, secret)).toBeNull();
  });
});

describe('newsletter tokens', () => {
  it('confirm links last 7 days, unsubscribe links do not expire', () => {
    const confirm = jwt.decode(signNewsletterToken('newsletter-confirm', 3, secret)) as jwt.JwtPayload;
    expect(confirm.exp! - confirm.iat!).toBe(NEWSLETTER_CONFIRM_TTL_SECONDS);
    const unsubscribe = jwt.decode(signNewsletterToken('newsletter-unsubscribe', 3, secret)) as jwt.JwtPayload;
    expect(unsubscribe.exp).toBeUndefined();
  });

  it('are accepted only for their own purpose', () => {
    const confirm = signNewsletterToken('newsletter-confirm', 3, secret);
    const unsubscribe = signNewsletterToken('newsletter-unsubscribe', 3, secret);
    expect(verifyNewsletterToken('newsletter-confirm', confirm, secret)).toEqual({ sid: 3 });
    expect(verifyNewsletterToken('newsletter-unsubscribe', unsubscribe, secret)).toEqual({ sid: 3 });
    expect(verifyNewsletterToken('newsletter-unsubscribe', confirm, secret)).toBeNull();
    expect(verifyNewsletterToken('newsletter-confirm', unsubscribe, secret)).toBeNull();
    expect(verifyNewsletterToken('newsletter-confirm', confirm, 'other-secret')).toBeNull();
  });
});

describe('security review: one key per purpose, legacy tokens for unsubscribe only', () => {
  it('sign each kind of link with its own derived key, never the raw secret', () => {
    const signIn = signSignInLinkToken({ id: 7, expiresAt: inMinutes(15) }, secret);
    expect(() => jwt.verify(signIn, secret)).toThrow();
    expect(jwt.decode(signIn, { complete: true })?.header.kid).toMatch(/^sign-in-link\./);
    expect(
      jwt.decode(signNewsletterToken('newsletter-unsubscribe', 3, secret), { complete: true })?.header.kid,
    ).toMatch(/^unsubscribe\./);
    expect(jwt.decode(signCampaignUnsubscribeToken(3, secret), { complete: true })?.header.kid).toMatch(
      /^unsubscribe\./,
    );
  });

  it('accept unsubscribe links signed with the raw secret (newsletters already sent), nothing else', () => {
    const legacyUnsubscribe = jwt.sign({ purpose: 'newsletter-unsubscribe', sid: 3 }, secret);
    const legacyCampaign = jwt.sign({ purpose: 'campaign-unsubscribe', rid: 4 }, secret);
    expect(verifyNewsletterToken('newsletter-unsubscribe', legacyUnsubscribe, secret)).toEqual({ sid: 3 });
    expect(verifyCampaignUnsubscribeToken(legacyCampaign, secret)).toEqual({ rid: 4 });
    // …also with the previous secret while it rotates.
    const rotated = { sessionSecret: 'new-secret', previousSessionSecret: secret };
    expect(verifyCampaignUnsubscribeToken(legacyCampaign, rotated)).toEqual({ rid: 4 });
    expect(verifyCampaignUnsubscribeToken(signCampaignUnsubscribeToken(4, secret), rotated)).toEqual({ rid: 4 });
    expect(verifyCampaignUnsubscribeToken(legacyCampaign, 'new-secret')).toBeNull();
    // A raw-secret sign-in link or newsletter confirmation is refused.
    const legacySignIn = jwt.sign({ purpose: 'sign-in', tid: 7 }, secret, { expiresIn: 60 });
    expect(verifySignInLinkToken(legacySignIn, secret)).toBeNull();
    const legacyConfirm = jwt.sign({ purpose: 'newsletter-confirm', sid: 3 }, secret, { expiresIn: 60 });
    expect(verifyNewsletterToken('newsletter-confirm', legacyConfirm, secret)).toBeNull();
  });
});
