import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config.js';
import { isWellFormedRequestId, peerIsTrustedProxy, requestIdOptions } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const request = (remoteAddress: string, id?: string) =>
  ({
    headers: id === undefined ? {} : { 'x-request-id': id },
    socket: { remoteAddress },
  }) as unknown as IncomingMessage;

describe('request ids', () => {
  it('accepts UUIDs and trace ids, refuses spaces, quotes, line breaks and long values', () => {
    for (const id of ['0b7c5e0e-3f7a-4a53-9c4e-2f7d9a1b6c3d', '01HZX3K6W8', '1-5759e988-bd862e3fe1be46a9', 'a.b_c:d'])
      expect(isWellFormedRequestId(id), id).toBe(true);
    for (const id of ['', 'a b', 'a"b', 'a\nb', 'x'.repeat(129), 'æøå', undefined, ['a', 'b']])
      expect(isWellFormedRequestId(id), String(id)).toBe(false);
  });

  it('trusts the peer as TRUST_PROXY says: nobody when unset, any first hop with a count, listed addresses', () => {
    expect(peerIsTrustedProxy(parseTrustProxy(undefined))('127.0.0.1')).toBe(false);
    expect(peerIsTrustedProxy(parseTrustProxy('1'))('203.0.113.9')).toBe(true);
    const listed = peerIsTrustedProxy(parseTrustProxy('10.0.0.0/8,loopback'));
    expect(listed('10.1.2.3')).toBe(true);
    expect(listed('127.0.0.1')).toBe(true);
    expect(listed('203.0.113.9')).toBe(false);
    expect(listed(undefined)).toBe(false);
  });

  it('takes the header only from a trusted proxy and only when well-formed; otherwise a new UUID', () => {
    const { genReqId, requestIdHeader } = requestIdOptions({ trustProxy: parseTrustProxy('10.0.0.0/8') });
    expect(requestIdHeader).toBe(false);
    expect(genReqId!(request('10.0.0.5', 'lb-1234'))).toBe('lb-1234');
    expect(genReqId!(request('203.0.113.9', 'lb-1234'))).toMatch(UUID);
    expect(genReqId!(request('10.0.0.5', 'bad id'))).toMatch(UUID);
    expect(genReqId!(request('10.0.0.5'))).toMatch(UUID);
  });
});
