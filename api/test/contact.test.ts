import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { Contact } from '../src/modules/contacts/contact.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { graphql } from './gql/gql.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';
import { expectJsonError, hostileRequests, jsonPost } from './support/http.js';

const SubmitContact = graphql(`
  mutation ContactTestSubmit($input: ContactInput!) {
    submitContact(input: $input) {
      __typename
      id
      message
    }
  }
`);

const Contacts = graphql(`
  query ContactTestContacts($search: String, $subject: String, $offset: Int, $limit: Int) {
    staffContacts(search: $search, filter: { subject: $subject }, offset: $offset, limit: $limit) {
      total
      items {
        id
        firstName
        lastName
        email
        subject
        message
        createdAt
      }
    }
  }
`);

const valid = {
  firstName: 'Ola',
  lastName: 'Nordmann',
  email: 'ola@example.no',
  subject: 'tilbud',
  message: 'Vi er 25 i klassen.',
};
const THANKS = 'Takk for din henvendelse! Vi kommer tilbake til deg snart.';

let t: TestApp;

const counts = async () => {
  const em = t.em();
  return { contacts: await em.count(Contact), outbox: await em.count(OutboxEvent) };
};

beforeAll(async () => {
  t = await startTestApp({ seed: false });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/contact', () => {
  it('stores the message trimmed and queues the confirmation and the shop notice with it', async () => {
    const before = await counts();
    const response = await t.inject(
      jsonPost('/api/contact', { ...valid, firstName: '  Ola ', email: ' ola@example.no ', extra: 'ignored' }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json() as { id: number; message: string };
    expect(body).toEqual({ id: expect.any(Number), message: THANKS });

    const em = t.em();
    const contact = await em.findOneOrFail(Contact, body.id);
    expect(contact).toMatchObject({
      firstName: 'Ola',
      lastName: 'Nordmann',
      email: 'ola@example.no',
      subject: 'tilbud',
    });
    const events = await em.find(OutboxEvent, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    const mine = events.filter((e) => (e.payload as { contactId?: number }).contactId === body.id);
    expect(mine.map((e) => e.type).sort()).toEqual([JOBS.contactConfirmation, JOBS.contactNotice].sort());
    expect(await counts()).toEqual({ contacts: before.contacts + 1, outbox: before.outbox + 2 });
  });

  it('marks the confirmation verifiedSender only for a signed-in member writing from their own address', async () => {
    const confirmationOf = async (contactId: number) =>
      (await t.em().find(OutboxEvent, { type: JOBS.contactConfirmation })).find(
        (e) => (e.payload as { contactId?: number }).contactId === contactId,
      )!.payload;
    const own = await t.inject({
      ...jsonPost('/api/contact', { ...valid, email: 'Kari.Medlem@example.no' }),
      cookies: t.customerCookies('kari.medlem@example.no'),
    });
    expect(await confirmationOf(own.json().id)).toEqual({ contactId: own.json().id, verifiedSender: true });
    const other = await t.inject({
      ...jsonPost('/api/contact', { ...valid, email: 'noen.andre@example.no' }),
      cookies: t.customerCookies('kari.medlem@example.no'),
    });
    expect(await confirmationOf(other.json().id)).toEqual({ contactId: other.json().id });
    const anonymous = await t.inject(jsonPost('/api/contact', { ...valid, email: 'kari.medlem@example.no' }));
    expect(await confirmationOf(anonymous.json().id)).toEqual({ contactId: anonymous.json().id });
  });

  it('stores HTML and SQL text verbatim as data', async () => {
    const message = `<script>alert('x')</script> Robert'); DROP TABLE contacts;-- 50% _rabatt_ \\ "sitat"`;
    const response = await t.inject(jsonPost('/api/contact', { ...valid, lastName: "O'Brien <b>", message }));
    expect(response.statusCode).toBe(201);
    const contact = await t.em().findOneOrFail(Contact, (response.json() as { id: number }).id);
    expect(contact.message).toBe(message);
    expect(contact.lastName).toBe("O'Brien <b>");
    expect(await t.em().count(Contact)).toBeGreaterThan(0); // the table is still there
  });

  it('gives Norwegian field messages for every missing field', async () => {
    const body = expectJsonError(await t.inject(jsonPost('/api/contact', {})), 400);
    expect(body.fieldErrors).toEqual({
      firstName: 'Fornavn er påkrevd',
      lastName: 'Etternavn er påkrevd',
      email: 'Ugyldig e-postadresse',
      subject: 'Velg et gyldig emne',
      message: 'Melding er påkrevd',
    });
  });

  it('rejects an unknown subject, a bad e-mail and a too long message', async () => {
    const body = expectJsonError(
      await t.inject(
        jsonPost('/api/contact', { ...valid, subject: 'klage', email: 'ola@', message: 'm'.repeat(5001) }),
      ),
      400,
    );
    expect(body.fieldErrors).toEqual({
      subject: 'Velg et gyldig emne',
      email: 'Ugyldig e-postadresse',
      message: 'Meldingen er for lang',
    });
    expect((await t.inject(jsonPost('/api/contact', { ...valid, message: 'm'.repeat(5000) }))).statusCode).toBe(201);
  });

  for (const { name, request, status } of hostileRequests('/api/contact', valid)) {
    it(`answers ${status} JSON and stores nothing for ${name}`, async () => {
      const before = await counts();
      expectJsonError(await t.inject(request), status);
      expect(await counts()).toEqual(before);
    });
  }
});

describe('GraphQL submitContact', () => {
  it('answers ContactSubmitted and stores the message', async () => {
    const before = await counts();
    const result = await t.gql(SubmitContact, { input: valid });
    expect(result.errors).toBeUndefined();
    expect(result.data?.submitContact).toEqual({
      __typename: 'ContactSubmitted',
      id: expect.any(String),
      message: THANKS,
    });
    expect(await counts()).toEqual({ contacts: before.contacts + 1, outbox: before.outbox + 2 });
  });

  it('answers BAD_USER_INPUT with field messages and stores nothing', async () => {
    const before = await counts();
    const result = await t.gql(SubmitContact, { input: { ...valid, firstName: ' ', subject: 'x' } });
    expect(refusalOf(result)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'firstName', message: 'Fornavn er påkrevd' },
        { field: 'subject', message: 'Velg et gyldig emne' },
      ],
    });
    expect(await counts()).toEqual(before);
  });
});

describe('GraphQL contacts (staff)', () => {
  beforeAll(async () => {
    const em = t.em();
    // Start from exactly these three messages (outbox rows refer to contacts by id only, in JSON).
    await em.nativeDelete(Contact, {});
    const base = Date.parse('2026-01-01T10:00:00Z');
    const rows = [
      {
        firstName: 'Kari',
        lastName: 'Hansen',
        email: 'kari@skole.no',
        subject: 'design',
        message: 'Logo med 50% gjennomsiktighet',
      },
      { firstName: 'Per', lastName: 'Berg', email: 'per@berg.no', subject: 'produkter', message: 'Har dere str_XXL?' },
      { firstName: 'Anne', lastName: 'Lie', email: 'anne@lie.no', subject: 'annet', message: 'Hei' },
    ];
    rows.forEach((row, i) => em.create(Contact, { ...row, createdAt: new Date(base + i * 60_000) }));
    await em.flush();
  });

  it('is refused without a staff session (401), and to a signed-in customer (403)', async () => {
    const anonymous = await t.gql(Contacts, {});
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const customer = await t.gql(Contacts, {}, { cookies: t.customerCookies('kari@skole.no') });
    expect(customer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('lists newest first with a total, and pages', async () => {
    const cookies = t.staffCookies('staff');
    const all = await t.gql(Contacts, { limit: 100 }, { cookies });
    expect(all.errors).toBeUndefined();
    const items = all.data!.staffContacts.items;
    expect(all.data!.staffContacts.total).toBe(items.length);
    const times = items.map((c) => Date.parse(c.createdAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const page = await t.gql(Contacts, { offset: 1, limit: 1 }, { cookies });
    expect(page.data!.staffContacts.items.map((c) => c.id)).toEqual([items[1].id]);
    expect(page.data!.staffContacts.total).toBe(items.length);
    // A negative offset is clamped; a limit above 100 is a typed input error (the one list protocol), never a 500.
    const clamped = await t.gql(Contacts, { offset: -5, limit: 100 }, { cookies });
    expect(clamped.errors).toBeUndefined();
    const huge = await t.gql(Contacts, { limit: 100000 }, { cookies });
    expect(huge.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { limit: expect.any(String) },
    });
  });

  it('searches names, e-mail and message with LIKE wildcards taken literally, and filters by subject', async () => {
    const cookies = t.staffCookies();
    const names = async (variables: Record<string, unknown>) =>
      (await t.gql(Contacts, variables, { cookies })).data!.staffContacts.items.map((c) => c.firstName);
    expect(await names({ search: '50%' })).toEqual(['Kari']);
    expect(await names({ search: '%' })).toEqual(['Kari']);
    expect(await names({ search: 'str_' })).toEqual(['Per']);
    expect(await names({ search: '_' })).toEqual(['Per']);
    expect(await names({ search: 'kari hansen' })).toEqual(['Kari']);
    expect(await names({ search: 'BERG.NO' })).toEqual(['Per']);
    expect(await names({ search: "' or 1=1 --" })).toEqual([]);
    expect(await names({ subject: 'annet' })).toEqual(['Anne']);
    expect(await names({ subject: 'design', search: 'per' })).toEqual([]);
    expect(await names({ subject: 'finnes-ikke' })).toEqual([]);
  });
});
