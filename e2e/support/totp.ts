import { createHmac } from 'node:crypto';

// RFC 6238 TOTP as an authenticator app computes it, written out here (otpauth is the api's dependency, not the
// root's): an independent implementation also shows that the shop's codes are the standard ones.

export interface TotpKey {
  secret: Buffer;
  digits: number;
  period: number;
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The key of an `otpauth://totp/...` URL (SHA-1, as the shop issues). */
export function parseOtpauthUrl(url: string): TotpKey {
  const parsed = new URL(url);
  if (parsed.protocol !== 'otpauth:' || parsed.host !== 'totp') throw new Error(`not a TOTP URL: ${url}`);
  const algorithm = (parsed.searchParams.get('algorithm') ?? 'SHA1').toUpperCase();
  if (algorithm !== 'SHA1') throw new Error(`unexpected algorithm ${algorithm}`);
  return {
    secret: base32Decode(parsed.searchParams.get('secret') ?? ''),
    digits: Number(parsed.searchParams.get('digits') ?? 6),
    period: Number(parsed.searchParams.get('period') ?? 30),
  };
}

/** The code for `timestamp` (ms). */
export function totpCode(key: TotpKey, timestamp = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timestamp / 1000 / key.period)));
  const hmac = createHmac('sha1', key.secret).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** key.digits).padStart(key.digits, '0');
}
