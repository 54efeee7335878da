import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { derivedKey, signingKey } from '../infra/signing-key.js';
import {
  CUSTOMER_IDLE_TIMEOUT_SECONDS,
  CUSTOMER_SESSION_TTL_SECONDS,
  decodeCustomerSession,
  decodeStaffSession,
  sessionExpiry,
  signCustomerSession,
  signStaffSession,
  STAFF_IDLE_TIMEOUT_SECONDS,
} from './auth.js';

const SECRET = 'unit-test-secret';
const staff = { userId: 7, username: 'kari', role: 'staff' as const, version: 3 };

describe('session tokens', () => {
  it('round-trip a customer session (lower-case e-mail, issuedAt)', () => {
    const session = decodeCustomerSession(signCustomerSession('Ola@Example.NO', SECRET), SECRET);
    expect(session?.email).toBe('ola@example.no');
    expect(session?.issuedAt).toBeInstanceOf(Date);
  });

  it('round-trip a staff session', () => {
    const token = signStaffSession({ id: 7, username: 'kari', role: 'staff', sessionVersion: 3 }, SECRET);
    expect(decodeStaffSession(token, SECRET)).toMatchObject(staff);
  });

  it('refuse the other kind, another secret, expired tokens and other algorithms', () => {
    const customer = signCustomerSession('ola@example.no', SECRET);
    const staffToken = signStaffSession({ id: 7, username: 'kari', role: 'admin', sessionVersion: 0 }, SECRET);
    expect(decodeStaffSession(customer, SECRET)).toBeNull();
    expect(decodeCustomerSession(staffToken, SECRET)).toBeNull();
    expect(decodeCustomerSession(customer, 'other-secret')).toBeNull();
    const expired = jwt.sign(
      { sub: 'ola@example.no', kind: 'customer', exp: Math.floor(Date.now() / 1000) - 10 },
      SECRET,
    );
    expect(decodeCustomerSession(expired, SECRET)).toBeNull();
    const unsigned = jwt.sign({ sub: 'ola@example.no', kind: 'customer' }, '', { algorithm: 'none' });
    expect(decodeCustomerSession(unsigned, SECRET)).toBeNull();
    const badRole = jwt.sign({ sub: '7', role: 'owner', kind: 'staff' }, SECRET);
    expect(decodeStaffSession(badRole, SECRET)).toBeNull();
  });

  it('security review: are signed with the sessions key derived from the secret (kid), never the raw secret', () => {
    const token = signCustomerSession('ola@example.no', SECRET);
    expect(() => jwt.verify(token, SECRET)).toThrow();
    expect(jwt.decode(token, { complete: true })?.header.kid).toBe(derivedKey('session', SECRET).kid);
    // A cookie signed with the raw secret (or another purpose's key) is no session.
    const raw = jwt.sign({ sub: 'ola@example.no', kind: 'customer' }, SECRET, { expiresIn: 60 });
    expect(decodeCustomerSession(raw, SECRET)).toBeNull();
    const otherPurpose = jwt.sign({ sub: 'ola@example.no', kind: 'customer' }, derivedKey('unsubscribe', SECRET).key, {
      expiresIn: 60,
      keyid: derivedKey('session', SECRET).kid,
    });
    expect(decodeCustomerSession(otherPurpose, SECRET)).toBeNull();
    // The key objects are made once per secret and purpose (performance), and differ per purpose.
    expect(derivedKey('session', SECRET)).toBe(derivedKey('session', SECRET));
    expect(derivedKey('session', SECRET).key).not.toBe(derivedKey('sign-in-link', SECRET).key);
    expect(signingKey(SECRET)).toBe(signingKey(SECRET));
  });

  it('security review: keep verifying tokens of SESSION_SECRET_PREVIOUS while the secret rotates', () => {
    const old = signCustomerSession('ola@example.no', 'old-secret');
    expect(decodeCustomerSession(old, { sessionSecret: 'new-secret' })).toBeNull();
    expect(
      decodeCustomerSession(old, { sessionSecret: 'new-secret', previousSessionSecret: 'old-secret' })?.email,
    ).toBe('ola@example.no');
    const fresh = signCustomerSession('ola@example.no', { sessionSecret: 'new-secret', previousSessionSecret: 'old' });
    expect(decodeCustomerSession(fresh, 'new-secret')?.email).toBe('ola@example.no');
  });

  it('security review: a session expires after the idle timeout, never beyond its absolute lifetime', () => {
    const now = 1_800_000_000;
    expect(sessionExpiry(now, now, CUSTOMER_IDLE_TIMEOUT_SECONDS, CUSTOMER_SESSION_TTL_SECONDS)).toBe(
      now + CUSTOMER_IDLE_TIMEOUT_SECONDS,
    );
    const lateInLife = now + CUSTOMER_SESSION_TTL_SECONDS - 60;
    expect(sessionExpiry(now, lateInLife, CUSTOMER_IDLE_TIMEOUT_SECONDS, CUSTOMER_SESSION_TTL_SECONDS)).toBe(
      now + CUSTOMER_SESSION_TTL_SECONDS,
    );
    expect(STAFF_IDLE_TIMEOUT_SECONDS).toBeLessThan(CUSTOMER_IDLE_TIMEOUT_SECONDS);
    const staffToken = signStaffSession({ id: 7, username: 'kari', role: 'staff', sessionVersion: 3 }, SECRET);
    const payload = jwt.decode(staffToken) as jwt.JwtPayload;
    expect(payload.exp! - payload.iat!).toBe(STAFF_IDLE_TIMEOUT_SECONDS);
    expect(payload.auth_time).toBe(payload.iat);
    expect(typeof payload.jti).toBe('string');
  });
});
