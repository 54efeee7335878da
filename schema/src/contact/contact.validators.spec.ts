import { describe, expect, it } from 'vitest';
import { contactInput } from './contact.validators.js';
import { memberInput } from '../members/member.validators.js';
import { newsletterInput } from '../newsletter/newsletter.validators.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('contactInput', () => {
  const valid = { firstName: 'Ola', lastName: 'Nordmann', email: 'ola@example.no', subject: 'tilbud', message: 'Hei' };

  it('trims every field', () => {
    expect(contactInput.parse({ ...valid, firstName: '  Ola ', email: ' ola@example.no ', message: ' Hei\n' })).toEqual(
      valid,
    );
  });

  it('has a Norwegian message for each field', () => {
    expect(messages(contactInput.safeParse({}))).toEqual({
      firstName: 'Fornavn er påkrevd',
      lastName: 'Etternavn er påkrevd',
      email: 'Ugyldig e-postadresse',
      subject: 'Velg et gyldig emne',
      message: 'Melding er påkrevd',
    });
    expect(messages(contactInput.safeParse({ ...valid, firstName: '   ', subject: 'Tilbud' }))).toEqual({
      firstName: 'Fornavn er påkrevd',
      subject: 'Velg et gyldig emne',
    });
  });

  it('bounds the lengths', () => {
    expect(messages(contactInput.safeParse({ ...valid, message: 'x'.repeat(5001) }))).toEqual({
      message: 'Meldingen er for lang',
    });
    expect(contactInput.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(messages(contactInput.safeParse({ ...valid, firstName: 'x'.repeat(101) }))).toHaveProperty('firstName');
    expect(messages(contactInput.safeParse({ ...valid, email: `${'x'.repeat(250)}@a.no` }))).toEqual({
      email: 'Ugyldig e-postadresse',
    });
  });
});

describe('memberInput', () => {
  it('uses exactly the spec messages', () => {
    expect(messages(memberInput.safeParse({ firstName: '', lastName: '', email: 'x' }))).toEqual({
      firstName: 'Fornavn er påkrevd',
      lastName: 'Etternavn er påkrevd',
      email: 'Ugyldig e-postadresse',
    });
  });

  it('lower-cases the e-mail and empties blank optional fields', () => {
    expect(
      memberInput.parse({
        firstName: 'Kari',
        lastName: 'N',
        email: ' Kari@Example.NO',
        school: ' ',
        graduationYear: '',
      }),
    ).toEqual({
      firstName: 'Kari',
      lastName: 'N',
      email: 'kari@example.no',
      school: null,
      graduationYear: null,
    });
  });

  it('accepts a four-digit graduation year as text or number, nothing else', () => {
    const base = { firstName: 'K', lastName: 'N', email: 'k@n.no' };
    expect(memberInput.parse({ ...base, graduationYear: 2026 }).graduationYear).toBe('2026');
    expect(memberInput.parse({ ...base, graduationYear: ' 2027 ' }).graduationYear).toBe('2027');
    for (const graduationYear of ['26', '20266', 'tjue', 2026.5]) {
      expect(memberInput.safeParse({ ...base, graduationYear }).success, String(graduationYear)).toBe(false);
    }
  });
});

describe('newsletterInput', () => {
  it('lower-cases and checks the address', () => {
    expect(newsletterInput.parse({ email: ' Per@X.no ' })).toEqual({ email: 'per@x.no' });
    expect(messages(newsletterInput.safeParse({ email: 'per' }))).toEqual({ email: 'Ugyldig e-postadresse' });
  });
});
