import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contact } from '../src/modules/contacts/contact.entity.js';
import { SignInToken } from '../src/modules/auth/sign-in-token.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { expectJsonError, jsonPost } from './support/http.js';

// Issue 8, item 6 and 7: cross-site requests, control characters, GraphQL limits, TRUST_PROXY; against the real
// app (buildApp on its own database).

const ORIGIN = 'http://localhost:3999'; // PUBLIC_URL of startTestApp
const EVIL = 'https://evil.example';

const contact = {
  firstName: 'Ola',
  lastName: 'Nordmann',
  email: 'ola@example.no',
  subject: 'annet',
  message: 'Hei!\nEn linje til.',
};

const SUBMIT_CONTACT = graphql(`
  mutation HardeningContact($input: ContactInput!) {
    submitContact(input: $input) {
      __typename
    }
  }
`);
const FAQ_IDS = graphql(`
  query HardeningFaqIds {
    faqItems {
      id
    }
  }
`);

// Most requests here are deliberately ones a typed document cannot express (form and text bodies, GET
// mutations, control characters in literals, alias/depth/size limits, introspection): they go through
// `t.rawGraphql`, with the contact mutation printed where a real document is smuggled in another shape.
const SUBMIT_CONTACT_SOURCE = print(SUBMIT_CONTACT);

let t: TestApp;

const contactCount = () => t.em().count(Contact, {});

beforeAll(async () => {
  t = await startTestApp({ seed: false });
});

afterAll(async () => {
  await t?.close();
});

describe('cross-site requests', () => {
  it('a cross-site form post to a REST route is refused and stores nothing', async () => {
    const before = await contactCount();
    const form = new URLSearchParams(contact).toString();
    for (const headers of [
      { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      { origin: EVIL },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ]) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
      expect(expectJsonError(response, 403).message).toMatch(/annet nettsted/);
    }
    // Even a JSON body is refused when a browser says another site sent it.
    expectJsonError(await t.inject({ ...jsonPost('/api/contact', contact), headers: { origin: EVIL } }), 403);
    // No form or text parser outside the routes that need one: the form body itself is not read.
    const bare = await t.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expectJsonError(bare, 415);
    expect(await contactCount()).toBe(before);
  });

  it('a cross-site form post to a GraphQL mutation is refused', async () => {
    const before = await contactCount();
    const form = new URLSearchParams({
      query: SUBMIT_CONTACT_SOURCE,
      variables: JSON.stringify({ input: contact }),
    }).toString();
    const crossSite = await t.rawGraphql(form, {
      headers: {
        origin: EVIL,
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(crossSite.statusCode).toBe(403);
    // Without fetch metadata: no parser for forms or text, and Apollo's CSRF prevention on top.
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await t.rawGraphql(
        contentType.startsWith('multipart')
          ? '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ __typename }\r\n--x--\r\n'
          : JSON.stringify({ query: SUBMIT_CONTACT_SOURCE, variables: { input: contact } }),
        { headers: { 'content-type': contentType } },
      );
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, contentType).toBeLessThan(500);
    }
    // A mutation over GET is refused (Apollo), even with a custom header.
    const overGet = await t.rawGraphql(null, {
      method: 'GET',
      url: `/graphql?${new URLSearchParams({ query: SUBMIT_CONTACT_SOURCE, variables: JSON.stringify({ input: contact }) })}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(overGet.statusCode).toBe(405);
    // A GET query without a custom header is refused by Apollo's CSRF prevention.
    const simpleGet = await t.rawGraphql(null, {
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ __typename }')}`,
    });
    expect(simpleGet.statusCode).toBe(400);
    expect(await contactCount()).toBe(before);
  });

  it('same-origin JSON still works, on REST and GraphQL', async () => {
    const before = await contactCount();
    const sameOrigin: Record<string, string>[] = [
      { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      { origin: ORIGIN },
      {},
    ];
    for (const headers of sameOrigin) {
      const rest = await t.inject({
        ...jsonPost('/api/contact', contact),
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(rest.statusCode, rest.body).toBeLessThan(300);
      const viaGraphql = await t.gql(SUBMIT_CONTACT, { input: contact }, { headers });
      expect(viaGraphql.status).toBe(200);
      expect(viaGraphql.data?.submitContact.__typename).toBe('ContactSubmitted');
    }
    expect(await contactCount()).toBe(before + 6);
  });
});

describe('control characters', () => {
  it('NUL and other control characters in path parameters and query strings answer 400 JSON', async () => {
    for (const url of [
      '/api/blog/%00',
      '/api/blog/abc%01def',
      '/api/products/category/%00',
      '/api/members/profile/ola%00@example.no',
      '/api/customer/message-threads/1%00',
      '/api/seo/head?path=%2Fblog%2F%00',
      '/blog/%00',
      '/api/newsletter/confirm?token=%00',
    ]) {
      expectJsonError(await t.inject({ method: 'GET', url, cookies: t.customerCookies('ola@example.no') }), 400);
    }
  });

  it('control characters in JSON bodies answer 400 and store nothing; line breaks and tabs are fine', async () => {
    const before = await contactCount();
    for (const bad of ['Ola\u0000', 'Ola\u0007', 'Ola\u001b[31m', 'Ola\u007f']) {
      expectJsonError(await t.inject(jsonPost('/api/contact', { ...contact, firstName: bad })), 400);
      expectJsonError(await t.inject(jsonPost('/api/contact', { ...contact, message: `Hei ${bad}` })), 400);
    }
    expectJsonError(await t.inject(jsonPost('/api/newsletter', { email: 'a\u0000@example.no' })), 400);
    expect(await contactCount()).toBe(before);
    const ok = await t.inject(jsonPost('/api/contact', { ...contact, message: 'Linje 1\r\nLinje 2\tmed tab' }));
    expect(ok.statusCode).toBeLessThan(300);
  });

  it('GraphQL: a control character in a variable or a string literal is a BAD_USER_INPUT error', async () => {
    const before = await contactCount();
    const viaVariable = await t.gql(SUBMIT_CONTACT, { input: { ...contact, lastName: 'N\u0000' } });
    expect(viaVariable.status).toBe(400);
    expect(viaVariable.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const viaLiteral = await t.rawGraphql({ query: `query { blogPost(slug: "a\\u0000b") { title } }` });
    expect(viaLiteral.statusCode).toBe(400);
    expect(viaLiteral.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await contactCount()).toBe(before);
  });
});

describe('GraphQL limits', () => {
  it('refuses too many aliases and too deep documents with a typed validation error', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: faqItems { id }`).join(' ');
    const tooManyAliases = await t.rawGraphql({ query: `{ ${aliases} }` });
    expect(tooManyAliases.statusCode).toBe(400);
    expect(tooManyAliases.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

    // Fragments nest as deep as the schema's cycles allow: blogPosts → … is bounded, so depth via fragments.
    const nested = (depth: number): string => (depth === 0 ? 'name' : `ofType { ${nested(depth - 1)} }`);
    const tooDeep = await t.rawGraphql({ query: `{ __type(name: "Query") { fields { type { ${nested(20)} } } } }` });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const huge = `{ ${Array.from({ length: 3000 }, () => 'faqItems { id }').join(' ')} }`;
    const tooBig = await t.rawGraphql({ query: huge });
    expect(tooBig.statusCode, tooBig.body.slice(0, 500)).toBe(400);
    expect(tooBig.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('headers', () => {
  it('every HTML page has a Content-Security-Policy; the storefront names its inline scripts by hash', async () => {
    for (const url of ['/', '/faq', '/denne-finnes-ikke', '/admin/', '/admin/orders']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const policy = String(response.headers['content-security-policy']);
      for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect(policy, `${url}: ${directive}`).toContain(directive);
      }
      expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    // JSON answers need no policy.
    expect((await t.inject({ method: 'GET', url: '/api/faq' })).headers['content-security-policy']).toBeUndefined();
    // Every answer, a page, JSON or a refusal, carries the always-on headers.
    for (const response of [
      await t.inject({ method: 'GET', url: '/' }),
      await t.inject({ method: 'GET', url: '/api/faq' }),
      await t.inject({ method: 'GET', url: '/api/auth/user' }),
      await t.inject({ method: 'GET', url: '/api/finnes-ikke' }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('personal answers are no-store; public ones are not; no HSTS outside production', async () => {
    const cookies = t.customerCookies('ola@example.no');
    // Ola is a member, so the profile answer is his profile (not a 404).
    const em = t.em();
    if ((await em.count(Member, { email: 'ola@example.no' })) === 0) {
      em.create(Member, { firstName: 'Ola', lastName: 'Nordmann', email: 'ola@example.no' });
      await em.flush();
    }
    const rest = [
      await t.inject({ method: 'GET', url: '/api/auth/user', cookies }),
      await t.inject({ method: 'GET', url: '/api/members/profile/ola%40example.no', cookies }),
      await t.inject({ method: 'GET', url: '/api/customer/orders/ola%40example.no', cookies }),
    ];
    const viaGraphql = await t.gql(FAQ_IDS, {}, { cookies });
    const personal = [...rest, viaGraphql];
    for (const response of personal) expect(response.headers['cache-control']).toBe('no-store');
    // They are the signed-in customer's answers, not refusals (which would be no-store for another reason).
    for (const response of rest) expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(viaGraphql.errors).toBeUndefined();
    // (Apollo itself answers no-store to every operation without cache hints, anonymous ones too.)
    const anonymous = await t.inject({ method: 'GET', url: '/api/faq' });
    expect(anonymous.headers['cache-control']).not.toBe('no-store');
    expect(anonymous.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('production mode', () => {
  let prod: TestApp;

  beforeAll(async () => {
    prod = await startTestApp({
      seed: false,
      env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), ADMIN_PASSWORD: 'a-real-admin-password' },
    });
  });

  afterAll(async () => {
    await prod?.close();
  });

  it('sends HSTS', async () => {
    const response = await prod.inject({ method: 'GET', url: '/api/faq' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('refuses introspection', async () => {
    const response = await prod.rawGraphql({ query: '{ __schema { queryType { name } } }' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/introspection/i);
    const typeQuery = await prod.rawGraphql({ query: '{ __type(name: "Query") { name } }' });
    expect(typeQuery.statusCode).toBe(400);
    // Development keeps it (codegen, sandbox).
    const dev = await t.rawGraphql({ query: '{ __schema { queryType { name } } }' });
    expect(dev.json().data.__schema.queryType.name).toBe('Query');
  });
});

describe('TRUST_PROXY', () => {
  let proxied: TestApp;

  beforeAll(async () => {
    proxied = await startTestApp({ seed: false, env: { TRUST_PROXY: '127.0.0.1', SIGN_IN_LINKS_PER_IP: '2' } });
  });

  afterAll(async () => {
    await proxied?.close();
  });

  it('counts per-IP limits by the client named in X-Forwarded-For', async () => {
    const ask = (email: string, client: string) =>
      proxied.inject({
        ...jsonPost('/api/auth/sign-in-link', { email }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      });
    for (const email of ['a@example.no', 'b@example.no', 'c@example.no']) {
      expect((await ask(email, '203.0.113.7')).statusCode).toBe(202);
    }
    expect((await ask('d@example.no', '203.0.113.8')).statusCode).toBe(202);
    const tokens = await proxied.em().find(SignInToken, {});
    // The third link from the first client is over its limit; the second client has its own count.
    expect(tokens.map((token) => token.email).sort()).toEqual(['a@example.no', 'b@example.no', 'd@example.no']);
  });
});
