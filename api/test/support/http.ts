import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Asserts the REST error contract: the given 4xx status and a JSON body `{ message, fieldErrors? }`. */
export function expectJsonError(
  response: LightMyRequestResponse,
  status: number,
): { message: string; fieldErrors?: Record<string, string> } {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { message: string; fieldErrors?: Record<string, string> };
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/** JSON POST through app.inject. */
export function jsonPost(url: string, payload: unknown) {
  return {
    method: 'POST' as const,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  };
}

/** Request bodies nobody should send: each must get a 4xx JSON answer and store nothing. */
export function hostileRequests(url: string, valid: Record<string, unknown>) {
  const big = 'x'.repeat(100_000);
  const json = (payload: string, contentType = 'application/json') => ({
    method: 'POST' as const,
    url,
    headers: { 'content-type': contentType },
    payload,
  });
  return [
    { name: 'empty object', request: jsonPost(url, {}), status: 400 },
    { name: 'JSON null', request: json('null'), status: 400 },
    { name: 'JSON array', request: json('[1,2,3]'), status: 400 },
    { name: 'JSON string', request: json('"hei"'), status: 400 },
    { name: 'malformed JSON', request: json('{"firstName": "Ola",'), status: 400 },
    { name: 'empty body with JSON content type', request: json(''), status: 400 },
    { name: 'prototype pollution', request: json('{"__proto__": {"admin": true}}'), status: 400 },
    {
      name: 'wrong types',
      request: jsonPost(url, Object.fromEntries(Object.keys(valid).map((k, i) => [k, [1, {}, true, 5][i % 4]]))),
      status: 400,
    },
    {
      name: '100 kB strings in every field',
      request: jsonPost(url, Object.fromEntries(Object.keys(valid).map((k) => [k, big]))),
      status: 400,
    },
    {
      name: 'only whitespace',
      request: jsonPost(url, Object.fromEntries(Object.keys(valid).map((k) => [k, '   ']))),
      status: 400,
    },
    { name: 'invalid e-mail with SQL', request: jsonPost(url, { ...valid, email: "x' OR 1=1; --" }), status: 400 },
    {
      name: 'a 2 MB body',
      request: json(JSON.stringify({ ...valid, firstName: 'x'.repeat(2 * 1024 * 1024) })),
      status: 413,
    },
    {
      name: 'XML content type',
      request: json('<contact><firstName>Ola</firstName></contact>', 'application/xml'),
      status: 415,
    },
    // No parser for the bodies a plain HTML form on another site can send (common/same-origin.ts).
    { name: 'plain text content type', request: json('firstName=Ola', 'text/plain'), status: 415 },
    {
      name: 'form content type',
      request: json('firstName=Ola', 'application/x-www-form-urlencoded'),
      status: 415,
    },
    { name: 'NUL in a field', request: jsonPost(url, { ...valid, firstName: 'Ola\u0000' }), status: 400 },
  ];
}
